// The evaluation pages' forms as their users meet them (rendered on the server, in English): a line of
// the award grid not totalling 100 % says so in words, and the held-back award button says why; the
// buyer's two evaluator forms each post their own key; each evaluator's comment is shown beside its
// score; the award and the expert forms leave their checks to the page (its language); the library
// keeps its form when its list cannot be read, and each invitation's reason names its tender.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_FIELD as F, shareField, type TenderEvaluationView } from '#bff/tender/evaluation-views.ts';
import type { EvaluationInvitation, TenderEvaluationPage as Page } from '#contract/schemas.ts';
import { attributeOf, countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { ExpertsPage } from './ExpertsPage.tsx';
import { InvitationsPage } from './InvitationsPage.tsx';
import { TenderEvaluationPage } from './TenderEvaluationPage.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
const party = (n: number) => ({ memberId: n, roleId: 1, name: `Supplier ${n}` });
const opened = (bidId: number, totalAmount: number) => ({
  bidId,
  supplier: party(bidId),
  totalAmount,
  taxRate: 13,
  verified: true,
  current: true,
  valid: true,
  receiptHash: 'ab'.repeat(32),
  submittedTime: NOW - 86_400_000,
  lines: [{ materielId: 7, price: totalAmount / 4, count: 4, amount: totalAmount }],
});
const ranked = (bidId: number, totalAmount: number, rank: number) => ({
  bidId,
  supplier: party(bidId),
  totalAmount,
  priceScore: 50,
  criterionScores: [{ criterion: 1, score: 30 }],
  totalScore: 80,
  rank,
});

/** A scored tender in evaluation: two valid bids, one evaluator of its own who scored both (one with a comment). */
const page = (overrides: Partial<Page> = {}): Page => ({
  tender: {
    id: 5,
    code: 'ZB20300101000005',
    projectName: 'Pump station',
    state: 'published',
    phase: 'evaluation',
    evaluationMethod: 'scored',
    criteria: [
      { index: 0, name: 'Price', weight: 60, isPrice: true },
      { index: 1, name: 'Technique', weight: 40, isPrice: false },
    ],
    openTenderTime: NOW - 3_600_000,
    purchaseType: 2,
    budgetAmount: 0,
    materiels: [
      { id: 7, code: 'P-1', name: 'Pump', type: 'IS80', unit: 'set', count: 4 },
      { id: 8, code: 'V-1', name: 'Valve', type: 'DN80', unit: 'pc', count: 10 },
    ],
  },
  evaluators: [
    {
      id: 1,
      userId: 10,
      name: 'Own',
      account: 'buyer',
      memberName: 'Buyer Co',
      source: 'member',
      state: 'accepted',
      answerReason: null,
      answerTime: NOW,
      createTime: NOW,
      scoredCount: 2,
    },
  ],
  candidates: { users: [{ userId: 11, name: 'Colleague', account: 'buyer2' }], experts: [] },
  opening: { outcome: 'opened', validCount: 2, digest: 'cd'.repeat(32), createTime: NOW - 3_600_000, bids: [opened(1, 4000), opened(2, 3600)] },
  scores: [
    { evaluatorId: 1, bidId: 1, scores: [{ criterion: 1, score: 30 }], total: 80, comment: 'Strong references', createTime: NOW },
    { evaluatorId: 1, bidId: 2, scores: [{ criterion: 1, score: 30 }], total: 80, comment: '', createTime: NOW },
  ],
  ranking: [ranked(1, 4000, 1), ranked(2, 3600, 2)],
  scoringComplete: true,
  report: null,
  award: null,
  ...overrides,
});
const view = (p: Page): TenderEvaluationView => ({
  tenderId: 5,
  page: p,
  keys: { member: 'key-member-0001', expert: 'key-expert-0001', report: 'key-report-0001', award: 'key-award-0001' },
  serverTime: NOW,
});
const report = {
  id: 3,
  ranking: page().ranking,
  submittedBy: { userId: 10, name: 'Own' },
  remark: '',
  files: [],
  digest: 'ef'.repeat(32),
  createTime: NOW,
};
const render = (p: Page, answer?: Parameters<typeof TenderEvaluationPage>[0]['answer']) =>
  renderMemberPage(i18n, <TenderEvaluationPage view={view(p)} answer={answer} />);
/** The opening tag of the element carrying the test id. */
const tagOf = (html: string, testId: string) => new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the award grid', () => {
  it('says in words which line does not total 100 %, and why the award button is held back', () => {
    // The valve line split 60 / 30: 90 % in all; the pump line whole to the first bid.
    const values = { [shareField(7, 1)]: '100', [shareField(8, 1)]: '60', [shareField(8, 2)]: '30' };
    const html = render(page({ report }), { ok: false, intent: 'award', key: 'key-award-0002', fieldErrors: {}, values });
    expect(attributeOf(html, 'award-line-total', 'data-total')).toEqual(['100', '90']);
    expect(countOf(html, 'award-line-off')).toBe(1);
    expect(html).toContain('Must total 100%');
    const button = tagOf(html, 'award-submit');
    expect(button).toContain('disabled');
    expect(button).toContain('aria-describedby="award-blocked"');
    expect(html).toMatch(/id="award-blocked"[^>]*>Lines whose percents do not total 100%: 1\./);
    // The grid's checks are the page's, in its language: the browser's are off.
    expect(tagOf(html, 'award-form')).toMatch(/novalidate/i);
  });

  it('gives every line whole to the first-ranked bid by default: nothing to say, the button free', () => {
    const html = render(page({ report }));
    expect(countOf(html, 'award-line-off')).toBe(0);
    expect(countOf(html, 'award-blocked')).toBe(0);
    expect(tagOf(html, 'award-submit')).not.toContain('disabled');
  });
});

describe('the evaluators and the ranking', () => {
  it('post each evaluator form with its own key, a refused one with the key it was sent with', () => {
    const keyIn = (html: string, form: string) => new RegExp(`data-testid="${form}"[\\s\\S]*?name="${F.key}" value="([^"]+)"`).exec(html)?.[1];
    const fresh = render(page());
    expect([keyIn(fresh, 'add-member-form'), keyIn(fresh, 'invite-expert-form')]).toEqual(['key-member-0001', 'key-expert-0001']);
    const refused = render(page(), { ok: false, intent: 'addMember', key: 'key-member-0009', fieldErrors: { userId: 'Choose one' }, values: {} });
    expect([keyIn(refused, 'add-member-form'), keyIn(refused, 'invite-expert-form')]).toEqual(['key-member-0009', 'key-expert-0001']);
  });

  it('shows each evaluator’s comment beside its score, and the price formula in the detail’s words', () => {
    const html = render(page());
    expect(attributeOf(html, 'ranking-comment', 'data-testid')).toHaveLength(1);
    expect(html).toContain('Strong references');
    expect(html).not.toContain('title="Strong references"');
    expect(html).toContain('Price score = price weight × lowest valid total ÷ this bid’s total');
  });

  it('writes the amounts in the award’s currency once it names one', () => {
    const award = {
      id: 4,
      mode: 'whole' as const,
      reason: null,
      shares: [],
      totalAmount: 4000,
      currency: 'USD',
      noticeId: null,
      announceFiles: [],
      winNoticeFiles: [],
      orders: [],
      createTime: NOW,
    };
    const html = render(page({ report, award, tender: { ...page().tender, state: 'awarded', phase: 'awarded' } }));
    expect(html).toContain('$4,000.00');
    expect(html).not.toContain('CN¥4,000.00');
  });
});

describe('the expert library and the invitations', () => {
  it('keeps the form to add an expert when the list cannot be read, its checks left to the page', () => {
    const html = renderMemberPage(
      i18n,
      <ExpertsPage view={{ experts: { status: 'error', code: 9999, message: 'Service unavailable' }, key: 'k' }} answer={undefined} />,
    );
    expect(html).toContain('data-testid="experts-unavailable"');
    expect(html).toContain('Service unavailable');
    expect(tagOf(html, 'expert-add-form')).toMatch(/novalidate/i);
    expect(countOf(html, 'expert-account')).toBe(1);
  });

  it('names each invitation’s tender in its reason box', () => {
    const invitation: EvaluationInvitation = {
      id: 9,
      tender: { id: 5, code: 'ZB1', projectName: 'Pump station', buyerName: 'Buyer Co', openTenderTime: NOW, phase: 'bidding' },
      source: 'expert',
      state: 'invited',
      answerReason: null,
      answerTime: null,
      createTime: NOW,
    };
    const second = { ...invitation, id: 10, tender: { ...invitation.tender, id: 6, projectName: 'Water works' } };
    const html = renderMemberPage(i18n, <InvitationsPage view={{ invitations: { status: 'ok', data: [invitation, second] } }} answer={undefined} />);
    expect(html).toContain('Your reason (Pump station)');
    expect(html).toContain('Your reason (Water works)');
    const down = renderMemberPage(
      i18n,
      <InvitationsPage view={{ invitations: { status: 'error', code: 9999, message: 'Service unavailable' } }} answer={undefined} />,
    );
    expect(down).toContain('data-testid="invitations-unavailable"');
  });
});
