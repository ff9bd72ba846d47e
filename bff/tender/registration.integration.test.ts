// The tender registration pages against the real platform (PGlite in memory) through the counting
// proxy (docs/product/tenders.md#registration-and-prequalification): the supplier's form refused by
// the portal's own check keeps what was typed without asking the platform; posted twice with one key
// it registers once, and the page then shows the registration instead of the form; with a
// prequalification the qualification documents are asked for, the buyer's page lists the pending
// registration, a rejection needs its reason, and the supplier's page shows the verdict and why; the
// publisher opening its own tender's registration page is told it may not register.
import { describe, expect, it } from 'vitest';
import { api, type TenderFormBody } from '#contract/endpoints.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey, PDF } from '#platform/testing/member-helpers.ts';
import { tenderForm } from '#platform/testing/tender-stories.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from '../member/member.server.ts';
import { loadRegistrationPage, loadRegistrationsPage, registrationAction, reviewAction } from './registration.server.ts';
import { REGISTRATION_FIELD as F, REVIEW_FIELD } from './registration-views.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const t = (key: string) => key;
const PASSWORD = 'demo1234';

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

const REGISTER = '/memberCenter/procurementAbility/tender/readyBidRegister/add';
const REVIEW = '/memberCenter/callForBids/readyCheckedRegister';
const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const post = (path: string, cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie } });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 50));

/** The demo buyer publishes a public tender whose registration opens a moment from now (the platform takes no schedule that starts before its clock). */
async function published(overrides: (now: number) => Partial<TenderFormBody>) {
  const platform = apiClient(() => upstream().url);
  const buyer = (await platform.call(api.member.login, { body: { account: 'buyer', password: PASSWORD } })).token;
  const [category] = await platform.call(api.category.enterpriseTree, { query: { templateId: 1 } });
  const now = Date.now();
  const opens = now + 1_500;
  const form = tenderForm(now, category!.id, { registerStartTime: opens, ...overrides(now) });
  const draft = await platform.call(api.tenderBuyer.save, { token: buyer, body: { form, idempotencyKey: freshKey() } });
  const tender = await platform.call(api.tenderBuyer.publish, { token: buyer, body: { id: draft.id } });
  await until(opens);
  return { tender, platform };
}

const contact = {
  [F.contactName]: '赵六',
  [F.phone]: '021-12345678',
  [F.email]: 'bids@example.com',
  [F.provinceCode]: '310000',
  [F.cityCode]: '310100',
};

describe('the registration pages', () => {
  it('a form refused by the portal keeps what was typed; posted twice with one key it registers once, then the page shows the registration', async () => {
    const { tender } = await published((now) => ({
      isQualificationCheck: false,
      preCheckStartTime: undefined,
      preCheckEndTime: undefined,
      registerEndTime: now + 5 * DAY,
      inviteTenderStartTime: now + 5 * DAY,
    }));
    const supplier = await signedIn('supplier');
    const path = `${REGISTER}?id=${tender.id}`;
    const page = await loadRegistrationPage(get(path, supplier), 'zh-CN');
    expect(page.form).toMatchObject({ status: 'ok', data: { refusal: null, registration: null, tender: { id: tender.id, phase: 'registration' } } });
    expect(page.provinces.status === 'ok' && page.provinces.data.length).toBeGreaterThan(0);

    upstream().calls.length = 0;
    const typed = { ...contact, [F.key]: page.formKey, [F.address]: '', [F.email]: 'not an address', [F.files]: '[]' };
    const refused = await registrationAction(post(path, supplier), 'zh-CN', formOf(typed), t);
    expect(refused).toMatchObject({
      ok: false,
      formKey: page.formKey,
      fieldErrors: { address: 'tenderRegistration:errors.required', email: 'tenderRegistration:errors.email' },
      values: { contactName: '赵六', phone: '021-12345678', email: 'not an address', provinceCode: '310000', cityCode: '310100' },
    });
    expect(upstream().calls.filter((call) => call.includes('submitTenderRegister'))).toEqual([]);

    const good = formOf({ ...contact, [F.key]: page.formKey, [F.address]: '浦东新区世纪大道 100 号', [F.files]: '[]', [F.prequalification]: '0' });
    const [first, again] = [
      await registrationAction(post(path, supplier), 'zh-CN', good, t),
      await registrationAction(post(path, supplier), 'zh-CN', good, t),
    ];
    if (!first.ok || !again.ok) throw new Error('the registration was refused');
    expect(again.registration).toEqual(first.registration);
    expect(first.registration).toMatchObject({ review: 'approved', contactName: '赵六', provinceName: '上海市' });

    const after = await loadRegistrationPage(get(path, supplier), 'zh-CN');
    expect(after.form).toMatchObject({ status: 'ok', data: { refusal: 60125, registration: { id: first.registration.id, review: 'approved' } } });
    // The buyer's page lists it, with nothing to review: the tender has no prequalification.
    const buyer = await signedIn('buyer');
    const list = await loadRegistrationsPage(get(`${REVIEW}?id=${tender.id}`, buyer), 'zh-CN');
    expect(list.page).toMatchObject({ status: 'ok', data: { totalCount: 1, tender: { reviewable: false, isQualificationCheck: false } } });
    // The publisher on its own tender's registration page is told why not.
    const own = await loadRegistrationPage(get(path, buyer), 'zh-CN');
    expect(own.form).toMatchObject({ status: 'ok', data: { refusal: 60022, registration: null } });
  });

  it('with a prequalification: documents asked for, the buyer rejects with a reason in the prequalification, the supplier reads why', async () => {
    let closes = 0;
    const { tender, platform } = await published((now) => {
      closes = now + 4_000;
      return { registerEndTime: closes, preCheckStartTime: closes, preCheckEndTime: now + 9 * DAY, inviteTenderStartTime: now + 9 * DAY };
    });
    const supplier = await signedIn('supplier');
    const path = `${REGISTER}?id=${tender.id}`;
    const page = await loadRegistrationPage(get(path, supplier), 'zh-CN');
    const base = { ...contact, [F.key]: page.formKey, [F.address]: '浦东新区世纪大道 100 号', [F.files]: '[]', [F.prequalification]: '1' };
    const missingDocuments = await registrationAction(post(path, supplier), 'zh-CN', formOf({ ...base, [F.qualificationFiles]: '[]' }), t);
    expect(missingDocuments).toMatchObject({ ok: false, fieldErrors: { qualificationFiles: 'tenderRegistration:errors.qualificationRequired' } });

    const token = (await platform.call(api.member.login, { body: { account: 'supplier', password: PASSWORD } })).token;
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(PDF)]), '资质证书.pdf');
    const file = (await platform.multipart(api.upload.file.path, upload, { token, query: { purpose: 'document', idempotencyKey: freshKey() } }))
      .data as {
      id: number;
      url: string;
    };
    const documents = JSON.stringify([{ id: file.id, name: '资质证书.pdf', url: file.url }]);
    const registered = await registrationAction(post(path, supplier), 'zh-CN', formOf({ ...base, [F.qualificationFiles]: documents }), t);
    if (!registered.ok) throw new Error('the registration was refused');
    expect(registered.registration).toMatchObject({ review: 'pending', qualificationFiles: [{ name: '资质证书.pdf' }] });

    const buyer = await signedIn('buyer');
    const reviewPath = `${REVIEW}?id=${tender.id}`;
    // Not yet: the prequalification starts when registration closes.
    const early = await reviewAction(
      post(reviewPath, buyer),
      'zh-CN',
      formOf({ [REVIEW_FIELD.registrationId]: String(registered.registration.id), [REVIEW_FIELD.decision]: 'approve' }),
      t,
    );
    expect(early).toMatchObject({ ok: false, formError: expect.any(String) });
    await until(closes);
    const list = await loadRegistrationsPage(get(`${reviewPath}&review=pending`, buyer), 'zh-CN');
    expect(list).toMatchObject({
      review: 'pending',
      page: { status: 'ok', data: { totalCount: 1, tender: { reviewable: true, phase: 'prequalification' } } },
    });
    const reject = { [REVIEW_FIELD.registrationId]: String(registered.registration.id), [REVIEW_FIELD.decision]: 'reject' };
    expect(await reviewAction(post(reviewPath, buyer), 'zh-CN', formOf({ ...reject, [REVIEW_FIELD.reason]: '  ' }), t)).toMatchObject({
      ok: false,
      registrationId: registered.registration.id,
      fieldErrors: { reason: 'tenderRegistration:errors.reasonRequired' },
    });
    const rejected = await reviewAction(post(reviewPath, buyer), 'zh-CN', formOf({ ...reject, [REVIEW_FIELD.reason]: '资质证书已过期' }), t);
    expect(rejected).toMatchObject({ ok: true, registration: { review: 'rejected', reviewReason: '资质证书已过期' } });

    const seen = await loadRegistrationPage(get(path, supplier), 'zh-CN');
    expect(seen.form).toMatchObject({ status: 'ok', data: { registration: { review: 'rejected', reviewReason: '资质证书已过期' } } });
  });
});
