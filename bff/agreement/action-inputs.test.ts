// What the contract pages' actions answer to a post no page of theirs wrote (docs/decisions/025-contracts.md):
// a body that is no form, or a broken multipart, is a 400 with the parameters' message in the user's
// language; an address whose id cannot be read, or an intent the page does not have, is a refusal of
// the whole form (the route's 400) with a message — never a 500, and nothing asked of the platform.
import { describe, expect, it } from 'vitest';
import { formDataOr400 } from '../forms.server.ts';
import { agreementAction } from './actions.server.ts';
import { draftAction } from './draft.server.ts';
import { templateAction } from './templates.server.ts';

const t = (key: string) => key;
const post = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { method: 'POST', ...init });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('a body that is no form', () => {
  it('is a 400 with the parameters’ message in the user’s language: JSON, nothing at all, a broken multipart', async () => {
    const bodies = [
      post('/memberCenter/contract/detail?id=9', { headers: { 'content-type': 'application/json' }, body: '{"intent":"sign"}' }),
      post('/memberCenter/contract/manage/add?orderId=3'),
      post('/memberCenter/contract/template/templateList', {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a part',
      }),
    ];
    for (const request of bodies) {
      const refused = await formDataOr400(request, 'en-US').then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ init: { status: 400 }, data: { code: 1102, message: 'Parameter validation failed' } });
    }
    await expect(formDataOr400(post('/x', { body: formOf({ intent: 'sign' }) }), 'en-US')).resolves.toBeInstanceOf(FormData);
  });
});

describe('an address or an intent the page did not write', () => {
  it('the contract’s page: an id it cannot read, or an intent it does not have, is a refusal of no form of the page', async () => {
    for (const [path, intent] of [
      ['/memberCenter/contract/detail?id=x', 'sign'],
      ['/memberCenter/contract/detail', 'comment'],
      ['/memberCenter/contract/detail?id=9', 'delete'],
    ] as const) {
      expect(await agreementAction(post(path), 'en-US', formOf({ intent }), t)).toEqual({
        ok: false,
        intent: null,
        message: 'contractDetail:errors.invalidForm',
        fieldErrors: {},
        values: {},
      });
    }
  });

  it('the draft: an order it cannot read is said above the form, with everything typed and the key', async () => {
    const answer = await draftAction(
      post('/memberCenter/contract/manage/add?orderId=0'),
      'en-US',
      formOf({ formKey: 'draft-key-0001', title: 'Pumps' }),
      t,
    );
    expect(answer).toMatchObject({
      ok: false,
      formError: 'contract:termsForm.errors.invalidForm',
      formKey: 'draft-key-0001',
      values: { title: 'Pumps' },
    });
  });

  it('the templates: a template id it cannot read is said above the form, with what was typed', async () => {
    const answer = await templateAction(post('/memberCenter/contract/template/templateList?id=-1'), 'en-US', formOf({ name: 'Standard' }), t);
    expect(answer).toMatchObject({ ok: false, formError: 'contract:errors.invalidForm', values: { name: 'Standard' } });
  });
});
