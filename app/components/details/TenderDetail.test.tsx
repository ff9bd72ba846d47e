// A tender's detail as a reader sees it, rendered in English: its phase beside its kind, the countdown
// to the next phase named by that phase (none once no time ends it), the sign-up while registration
// lasts (none before it opens), how bids are evaluated (the criteria, their weights and the price-score formula, or the
// lowest price), and how it ended: failed with its valid bids against the site's minimum, cancelled
// with the buyer's reason, awarded.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenderDetail } from '#contract/schemas.ts';
import { detailHead } from '#app/lib/sourcing-kinds.ts';
import { DetailHeader } from './DetailHeader.tsx';
import { renderUnder, translations } from '#tests/support/render-page.tsx';
import { TenderDetailBody } from './TenderDetailBody.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const NOW = Date.UTC(2026, 4, 4, 2, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const OPEN: TenderDetail = {
  id: 41,
  code: 'ZB20260504000041',
  projectName: 'Pump station equipment',
  categoryName: 'Pumps',
  createTime: NOW - DAY,
  isAllArea: true,
  inviteTenderAreaList: [],
  materielList: [],
  deliverAddress: 'Shanghai Pudong',
  inviteTenderStartTime: NOW + 8 * DAY,
  inviteTenderEndTime: NOW + 25 * DAY,
  openTenderTime: NOW + 25 * DAY,
  hopeDate: NOW + 60 * DAY,
  inviteTenderRequirement: '',
  inviteTenderFile: [],
  registerStartTime: NOW - DAY,
  registerEndTime: NOW + 2 * DAY + 3 * HOUR,
  registerRequirement: '',
  registerFile: [],
  isQualificationCheck: false,
  preCheckStartTime: null,
  preCheckEndTime: null,
  preCheckRequirement: '',
  preCheckFile: [],
  payType: '',
  deliverRequirement: '',
  taxationRequirement: '',
  logisticsRequirement: '',
  packingRequirement: '',
  otherRequirement: '',
  budgetAmount: 0,
  isRegister: 0,
  quoteCount: 4,
  turn: 1,
  phase: 'registration',
  phaseEndTime: NOW + 2 * DAY + 3 * HOUR,
  evaluationMethod: 'scored',
  evaluationCriteria: [
    { name: 'Price', weight: 60, isPrice: true },
    { name: 'Technical plan', weight: 40, isPrice: false },
  ],
  cancelReason: null,
  failReason: null,
  validBidCount: null,
  bidResultId: null,
  days: 2,
  hours: 3,
  minutes: 0,
  canRegister: true,
  isSubMember: true,
  isMePublish: false,
  memberId: 3,
  memberRoleId: 2,
  memberName: 'Huadong Precision',
};

function render(detail: TenderDetail): string {
  const layout = { site: { mallId: 1 }, shopId: null, user: null, serverTime: NOW };
  const page = (
    <>
      <DetailHeader kind="tender" head={detailHead({ kind: 'tender', detail })} serverTime={NOW} />
      <TenderDetailBody detail={detail} />
    </>
  );
  return renderUnder(i18n, 'site-layout', layout, page);
}

/** The text inside the element with this test id, as a reader sees it. */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(span|div|p|table|button)>`, 's').exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

describe('a tender’s detail', () => {
  it('in registration: its phase, the countdown to registration closing, and an active sign-up', () => {
    const html = render(OPEN);
    expect(html).toContain('data-testid="detail-phase" data-phase="registration"');
    expect(textOf(html, 'detail-phase')).toBe('Registration');
    expect(html).toContain('aria-label="Time left to register"');
    expect(html).toMatch(/data-days="2" data-hours="3"/);
    expect(html).toMatch(/data-testid="detail-action"[^>]*data-state="signUpNow"/);
    expect(html).not.toContain('detail-tender-state');
  });

  it('announced: counts down to registration opening, and offers no sign-up yet', () => {
    const html = render({ ...OPEN, phase: 'announced', phaseEndTime: NOW + DAY + 2 * HOUR });
    expect(html).toContain('data-testid="detail-phase" data-phase="announced"');
    expect(textOf(html, 'detail-phase')).toBe('Announced');
    expect(html).toContain('aria-label="Time until registration opens"');
    expect(html).toMatch(/data-days="1" data-hours="2"/);
    expect(html).toMatch(/data-testid="detail-action"[^>]*data-state="registrationNotOpen"/);
  });

  it('in bidding: counts down to the bidding deadline, and the sign-up is closed', () => {
    const html = render({ ...OPEN, phase: 'bidding', phaseEndTime: NOW + 5 * DAY, days: 0, hours: 0, minutes: 0 });
    expect(html).toContain('aria-label="Time left to bid"');
    expect(html).toMatch(/data-days="5" data-hours="0"/);
    expect(html).toMatch(/data-testid="detail-action"[^>]*data-state="alreadyClosed"/);
  });

  it('shows the scored criteria with their weights, the price criterion by the published formula', () => {
    const html = render(OPEN);
    expect(html).toContain('data-testid="detail-evaluation-criteria" data-count="2"');
    expect(html).toContain('Technical plan');
    expect(html).toContain('Computed by the formula');
    const formula = /data-testid="detail-price-formula"[^>]*>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(formula).toBe('Price score formula: Price score = price weight × lowest valid total ÷ this bid’s total');
  });

  it('or the lowest price, without criteria or formula', () => {
    const html = render({ ...OPEN, evaluationMethod: 'lowestPrice', evaluationCriteria: [] });
    expect(textOf(html, 'detail-evaluation-rule')).toBe('The valid bids are ranked by total price, lowest first.');
    expect(html).not.toContain('detail-evaluation-criteria');
    expect(html).not.toContain('detail-price-formula');
  });

  it('failed: says so, with the valid bids against the site’s minimum; no countdown; the button says it failed', () => {
    const html = render({ ...OPEN, phase: 'failed', phaseEndTime: null, validBidCount: 2, minValidBids: 3, isRegister: 1 });
    expect(html).toContain('data-testid="detail-tender-state" data-state="failed"');
    expect(textOf(html, 'detail-tender-failed-count')).toBe('2 valid bids were opened, fewer than the 3 this site requires');
    expect(html).not.toContain('detail-countdown');
    expect(html).toMatch(/data-testid="detail-action"[^>]*data-state="tenderFailed"/);
  });

  it('cancelled: says so with the buyer’s reason, shown as text', () => {
    const html = render({ ...OPEN, phase: 'cancelled', phaseEndTime: null, cancelReason: '<b>budget</b> cut' });
    expect(html).toContain('data-state="cancelled"');
    expect(html).toContain('Reason: &lt;b&gt;budget&lt;/b&gt; cut');
    expect(html).toMatch(/data-testid="detail-action"[^>]*data-state="tenderCancelled"/);
  });

  it('awarded: says so and links its bid result', () => {
    const html = render({ ...OPEN, phase: 'awarded', phaseEndTime: null, bidResultId: 77 });
    expect(html).toContain('data-state="awarded"');
    expect(html).toContain('data-testid="detail-bid-result-link"');
    expect(html).toContain('/bidResult/77');
  });
});
