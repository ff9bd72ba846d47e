// What the tender pages answer the wrong member, a malformed address and an outage, against the real
// platform (PGlite in memory) through the proxy that breaks calls (docs/security.md#outages): a
// supplier or a member without a role on the buyer's registrations gets the page's 404 (a role prompt
// for the latter), as does a scorer who is no evaluator; a form page whose ?id= is no id is a 404, and
// saving it creates nothing; the registration form says the regions could not be read when the area
// service fails; the expert library and the invitations keep their page — the form to add an expert
// above all — when their list does not answer.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey } from '#platform/testing/member-helpers.ts';
import { tenderForm } from '#platform/testing/tender-stories.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { inquiryFormAction, loadInquiryForm } from '../inquiry/edit.server.ts';
import { login } from '../member/member.server.ts';
import { loadTenderForm, tenderFormAction } from './buyer-edit.server.ts';
import { loadTenderExperts } from './experts.server.ts';
import { loadRegistrationPage, loadRegistrationsPage } from './registration.server.ts';
import { loadInvitations, scoringAction } from './scoring.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const PASSWORD = 'demo1234';
const t = (key: string) => key;

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const post = (path: string, cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie } });
/** The status a loader or an action answered: 200, or the status it threw (the route's error boundary). */
const status = (load: Promise<unknown>) =>
  load.then(
    () => 200,
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );

/** The demo buyer's public tender, its registration opening a moment from now. */
async function published() {
  const platform = apiClient(() => upstream().url);
  const buyer = (await platform.call(api.member.login, { body: { account: 'buyer', password: PASSWORD } })).token;
  const [category] = await platform.call(api.category.enterpriseTree, { query: { templateId: 1 } });
  const now = Date.now();
  const opens = now + 1_500;
  const form = tenderForm(now, category!.id, {
    isQualificationCheck: false,
    preCheckStartTime: undefined,
    preCheckEndTime: undefined,
    registerStartTime: opens,
    registerEndTime: now + 5 * DAY,
    inviteTenderStartTime: now + 5 * DAY,
  });
  const draft = await platform.call(api.tenderBuyer.save, { token: buyer, body: { form, idempotencyKey: freshKey() } });
  const tender = await platform.call(api.tenderBuyer.publish, { token: buyer, body: { id: draft.id } });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, opens - Date.now()) + 50));
  return tender;
}

describe('the tender pages', () => {
  it('answer the wrong member with the page’s 404: the buyer’s registrations, a scoring sheet posted by no evaluator', async () => {
    const tender = await published();
    const REVIEW = '/memberCenter/callForBids/readyCheckedRegister';
    const SCORING = '/memberCenter/callForBids/readyExpertRemark';
    const answered: Record<string, number | undefined> = {};
    for (const account of ['supplier', 'newbie']) {
      const cookie = await signedIn(account);
      for (const id of [tender.id, 999_999]) {
        answered[`${account} registrations ${id === tender.id ? 'existing' : 'none'}`] = await status(
          loadRegistrationsPage(get(`${REVIEW}?id=${id}`, cookie), 'zh-CN'),
        );
      }
    }
    const scores = new FormData();
    scores.set('score.1.1', '30');
    answered['supplier scores'] = await status(scoringAction(post(`${SCORING}?id=${tender.id}`, await signedIn('supplier')), 'zh-CN', scores, t));
    expect(answered).toEqual({
      'supplier registrations existing': 404,
      'supplier registrations none': 404,
      'newbie registrations existing': 404,
      'newbie registrations none': 404,
      'supplier scores': 404,
    });
    // Its buyer reads it.
    const own = await loadRegistrationsPage(get(`${REVIEW}?id=${tender.id}`, await signedIn('buyer')), 'zh-CN');
    expect(own.page).toMatchObject({ status: 'ok', data: { totalCount: 0 } });
  });

  it('answer a form page whose ?id= is no id with its 404, and saving it creates nothing', async () => {
    const buyer = await signedIn('buyer');
    const pages = {
      tender: '/memberCenter/callForBids/callForBidsSearch/edit',
      inquiry: '/memberCenter/purchaseInquiry/inquiry/edit',
    };
    const answered: Record<string, number | undefined> = {};
    upstream().calls.length = 0;
    for (const id of ['abc', '99999999999', '']) {
      answered[`tender ${id}`] = await status(loadTenderForm(get(`${pages.tender}?id=${id}`, buyer), 'zh-CN'));
      answered[`inquiry ${id}`] = await status(loadInquiryForm(get(`${pages.inquiry}?id=${id}`, buyer), 'zh-CN', t));
      const save = new FormData();
      save.set('intent', 'save');
      answered[`save tender ${id}`] = await status(tenderFormAction(post(`${pages.tender}?id=${id}`, buyer), 'zh-CN', save, t));
      answered[`save inquiry ${id}`] = await status(inquiryFormAction(post(`${pages.inquiry}?id=${id}`, buyer), 'zh-CN', save, t));
    }
    expect(Object.values(answered)).toEqual(Object.values(answered).map(() => 404));
    expect(upstream().calls.filter((call) => /\/(save|add|update)\b/.test(call))).toEqual([]);
    // Without ?id= the form is a new one.
    expect((await loadTenderForm(get(pages.tender, buyer), 'zh-CN')).mode).toBe('new');
  });

  it('keep their forms when a list or the regions do not answer', async () => {
    const tender = await published();
    upstream().faults.set(`/api${api.area.provinceCity.path}`, { status: 500 });
    const registration = await loadRegistrationPage(
      get(`/memberCenter/procurementAbility/tender/readyBidRegister/add?id=${tender.id}`, await signedIn('supplier')),
      'zh-CN',
    );
    expect(registration.provinces).toMatchObject({ status: 'error' });
    expect(registration.form).toMatchObject({ status: 'ok', data: { refusal: null, registration: null } });

    const buyer = await signedIn('buyer');
    upstream().faults.set(`/api${api.tenderExpert.list.path}`, { status: 503 });
    upstream().faults.set(`/api${api.tenderScoring.invitations.path}`, { status: 503 });
    const experts = await loadTenderExperts(get('/memberCenter/callForBids/remarkBidExpert', buyer), 'zh-CN');
    expect(experts).toMatchObject({ experts: { status: 'error' }, key: expect.any(String) });
    const invitations = await loadInvitations(get('/memberCenter/callForBids/extractNoticeManage', buyer), 'zh-CN');
    expect(invitations.invitations).toMatchObject({ status: 'error' });

    // The other side finds no library of its own: the list says so, as the inquiries' list does (a
    // member without a role is asked to choose one there, by the page).
    upstream().faults.clear();
    const otherSide = await loadTenderExperts(get('/memberCenter/callForBids/remarkBidExpert', await signedIn('supplier')), 'zh-CN');
    expect(otherSide.experts).toMatchObject({ status: 'error', code: Code.NO_ACCESS });
  });
});
