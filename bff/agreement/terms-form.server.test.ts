// A contract's terms as the draft and the proposal post them, read and checked the same way
// (docs/decisions/025-contracts.md): the lines by number (the draft's ticked or not), the stages in the
// order typed, a stage's date only when it is paid on a date and its payment day whatever its
// condition; what the portal cannot read, or the contract's schema refuses, said on the field it is
// about, every message at once — an unknown condition on its own field; the rules with codes (100 %,
// 1–31, the award's ceiling) left to the platform. The platform's draft read back into the form gives
// the platform the same terms again.
import { describe, expect, it } from 'vitest';
import { CreateAgreementBody, ProposeAgreementBody } from '#contract/endpoints.ts';
import type { AgreementTerms } from '#contract/schemas.ts';
import { termsValuesFrom, type TermsValues } from './terms-form.ts';
import { checkTerms, checkTermsBody, postedTerms } from './terms-form.server.ts';

const t = (key: string, options?: Record<string, unknown>) => (options?.max === undefined ? key : `${key}:${String(options.max)}`);
const E = 'contract:termsForm.errors';
const KEY = 'draft-key-0001';

const terms: AgreementTerms = {
  title: 'Valves for the pump station',
  startDate: '2030-01-02',
  endDate: '2030-12-31',
  lines: [1, 2].map((lineNo) => ({
    lineNo,
    materielId: lineNo,
    number: `M-${lineNo}`,
    name: `Valve ${lineNo}`,
    model: '',
    unit: 'set',
    awardedQuantity: 10,
    quantity: 10,
    unitPrice: 500,
    amount: 5_000,
    deliveryDate: '2030-02-01',
  })),
  totalAmount: 10_000,
  paymentPlan: [{ stageNo: 1, name: 'On acceptance', ratio: 100, amount: 10_000, condition: 'acceptance', dueDate: null, payDay: null }],
  deliveryAddress: 'Zhangjiang Road 1',
  text: 'Between the parties',
  attachments: [{ fileId: 8, name: 'spec.pdf', url: '/files/2030/spec.pdf' }],
};

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** A form of the terms as typed: two lines, two stages (s.0 and s.4, one removed between them), one document. */
const typed = (fields: Record<string, string> = {}) =>
  formOf({
    title: 'Pump supply contract',
    startDate: '2030-01-01',
    endDate: '2030-06-30',
    'l.2.include': 'on',
    'l.2.quantity': '4.5',
    'l.2.deliveryDate': '2030-03-01',
    'l.1.quantity': '10',
    'l.1.deliveryDate': '2030-02-01',
    's.0.name': 'Advance',
    's.0.ratio': '30',
    's.0.condition': 'signing',
    's.0.payDay': '',
    's.4.name': 'Balance',
    's.4.ratio': '70',
    's.4.condition': 'date',
    's.4.dueDate': '2030-06-30',
    's.4.payDay': '15',
    deliveryAddress: 'Station 4',
    text: 'Article 1.',
    files: JSON.stringify([{ id: 8, name: 'spec.pdf', url: '/files/2030/spec.pdf' }]),
    ...fields,
  });

describe('the terms of a draft and of a proposal', () => {
  it('give the platform the prefilled draft back as it came: every line, the stage, the documents by id', () => {
    const values = { ...termsValuesFrom(terms, { include: true }), comment: '' };
    expect(checkTermsBody(CreateAgreementBody, { orderId: 21, idempotencyKey: KEY, comment: '' }, values, t)).toEqual({
      ok: true,
      body: {
        orderId: 21,
        idempotencyKey: KEY,
        comment: '',
        terms: {
          title: terms.title,
          startDate: '2030-01-02',
          endDate: '2030-12-31',
          lines: [
            { lineNo: 1, quantity: 10, deliveryDate: '2030-02-01' },
            { lineNo: 2, quantity: 10, deliveryDate: '2030-02-01' },
          ],
          paymentPlan: [{ name: 'On acceptance', ratio: 100, condition: 'acceptance', dueDate: null, payDay: null }],
          deliveryAddress: 'Zhangjiang Road 1',
          text: 'Between the parties',
          fileIds: [8],
        },
      },
    });
  });

  it('are read the same way in both: the lines by number (the draft’s ticked or not), the stages in the order typed', () => {
    const draft = postedTerms(typed(), { include: true });
    expect(draft.lines).toEqual([
      { lineNo: 1, include: false, quantity: '10', deliveryDate: '2030-02-01' },
      { lineNo: 2, include: true, quantity: '4.5', deliveryDate: '2030-03-01' },
    ]);
    expect(draft.stages.map((stage) => [stage.key, stage.name, stage.payDay])).toEqual([
      ['s0', 'Advance', ''],
      ['s4', 'Balance', '15'],
    ]);
    const proposal = postedTerms(typed());
    expect(proposal.lines.map((line) => line.include)).toEqual([undefined, undefined]);
    const checkedDraft = checkTerms(draft, t);
    const checkedProposal = checkTerms(proposal, t);
    expect(checkedDraft.ok && checkedDraft.body.lines).toEqual([{ lineNo: 2, quantity: 4.5, deliveryDate: '2030-03-01' }]);
    expect(checkedProposal.ok && checkedProposal.body.lines.map((line) => line.lineNo)).toEqual([1, 2]);
    // The stage paid on a date keeps its payment day in both, as the platform reads it (the first 15th on or after the date).
    for (const checked of [checkedDraft, checkedProposal]) {
      expect(checked.ok && checked.body.paymentPlan).toEqual([
        { name: 'Advance', ratio: 30, condition: 'signing', dueDate: null, payDay: null },
        { name: 'Balance', ratio: 70, condition: 'date', dueDate: '2030-06-30', payDay: 15 },
      ]);
    }
  });

  it('send a stage’s date only when it is paid on a date', () => {
    const checked = checkTerms(postedTerms(typed({ 's.0.dueDate': '2030-05-01', 's.4.condition': 'acceptance' })), t);
    expect(checked.ok && checked.body.paymentPlan.map((stage) => [stage.condition, stage.dueDate, stage.payDay])).toEqual([
      ['signing', null, null],
      ['acceptance', null, 15],
    ]);
  });

  it('put each message on its field, every one at once: the line’s quantity and date, the stage’s ratio, day, name and condition, the dates, the title', () => {
    const values: TermsValues = {
      ...termsValuesFrom(terms, { include: true }),
      title: ' ',
      endDate: '31/12/2030',
      lines: [
        { lineNo: 1, include: true, quantity: 'ten', deliveryDate: '2030-02-01' },
        { lineNo: 2, include: true, quantity: '0', deliveryDate: 'soon' },
      ],
      stages: [
        { key: 's0', name: 'Advance', ratio: '150', condition: 'signing', dueDate: '', payDay: 'x' },
        { key: 's2', name: '', ratio: 'half', condition: 'whenever', dueDate: '', payDay: '' },
        { key: 's3', name: 'Rest', ratio: '10', condition: 'date', dueDate: '', payDay: '' },
      ],
    };
    expect(checkTerms(values, t)).toEqual({
      ok: false,
      fieldErrors: {
        title: `${E}.required`,
        endDate: `${E}.date`,
        'l.1.quantity': `${E}.quantity`,
        'l.2.quantity': `${E}.quantity`,
        'l.2.deliveryDate': `${E}.date`,
        's.0.ratio': `${E}.ratio:100`,
        's.0.payDay': `${E}.payDay`,
        's.2.name': `${E}.required`,
        's.2.ratio': `${E}.ratio`,
        's.2.condition': `${E}.condition`,
        's.3.dueDate': `${E}.date`,
      },
    });
  });

  it('an unknown condition is refused on its field in a proposal too, never sent as another', () => {
    const checked = checkTerms(postedTerms(typed({ 's.4.condition': 'later' })), t);
    expect(checked).toEqual({ ok: false, fieldErrors: { 's.4.condition': `${E}.condition` } });
  });

  it('ask for a line when none is included, a stage when there is none, and say how many stages and documents at most', () => {
    const values = termsValuesFrom(terms, { include: true });
    const none = checkTerms({ ...values, lines: values.lines.map((line) => ({ ...line, include: false })) }, t);
    expect(none).toMatchObject({ ok: false, fieldErrors: { lines: `${E}.noLines` } });
    const stages = Array.from({ length: 13 }, (_, i) => ({ key: `s${i}`, name: `S${i}`, ratio: '1', condition: 'signing', dueDate: '', payDay: '' }));
    const files = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `f${i}.pdf`, url: `/files/f${i}.pdf` }));
    expect(checkTerms({ ...values, stages, files }, t)).toMatchObject({
      ok: false,
      fieldErrors: { plan: `${E}.tooManyStages:12`, files: `${E}.tooManyFiles:10` },
    });
    expect(checkTerms({ ...values, stages: [] }, t)).toMatchObject({ ok: false, fieldErrors: { plan: `${E}.noStages` } });
  });

  it('refuse documents the form did not write on the documents, keeping everything else typed', () => {
    const values = postedTerms(typed({ files: '[{"id":"x"}]' }));
    expect(values.files).toBeNull();
    expect(values.title).toBe('Pump supply contract');
    expect(checkTerms(values, t)).toEqual({ ok: false, fieldErrors: { files: `${E}.invalid` } });
  });

  it('in a proposal’s body: a comment too long on the comment, a version the form did not write on the whole form', () => {
    const values = postedTerms(typed());
    const body = (baseVersion: number, comment: string) =>
      checkTermsBody(ProposeAgreementBody, { id: 9, baseVersion, comment, idempotencyKey: KEY }, values, t);
    expect(body(2, 'Fewer pumps')).toMatchObject({ ok: true, body: { id: 9, baseVersion: 2, comment: 'Fewer pumps' } });
    expect(body(2, 'x'.repeat(501))).toEqual({ ok: false, fieldErrors: { comment: `${E}.tooLong:500` } });
    expect(body(0, '')).toEqual({ ok: false, fieldErrors: {}, formError: `${E}.invalidForm` });
  });
});
