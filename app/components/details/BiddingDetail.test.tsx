// A competitive bid's detail as a reader sees it, rendered in English: its phase beside its kind, the
// countdown to the phase's end named by that phase (sign-up closes, bidding starts, bidding closes;
// none once closed), the sign-ups and bids so far, the sign-up only in its sign-up phase, and after
// the award the link to its bid result, a page the portal has.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { i18n as I18n } from 'i18next';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { TIE_RULE, type BiddingDetail } from '#contract/schemas.ts';
import { detailHead } from '#app/lib/sourcing-kinds.ts';
import { renderUnder, translations } from '#tests/support/render-page.tsx';
import { BiddingDetailBody } from './BiddingDetailBody.tsx';
import { DetailHeader } from './DetailHeader.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const NOW = Date.UTC(2026, 5, 9, 2, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SIGN_UP: BiddingDetail = {
  id: 51,
  biddingNo: 'JJ20260609000051',
  details: 'Gate valves, reverse auction',
  category: 'Valves',
  createMemberName: 'Huadong Precision',
  createMemberId: 3,
  createMemberRoleId: 2,
  createTime: NOW - DAY,
  isAreas: false,
  areas: '',
  materiels: [],
  biddingStartTime: NOW + DAY + HOUR,
  biddingEndTime: NOW + DAY + 2 * HOUR,
  startingPrice: 10_000,
  minPrice: 100,
  allowPurchaseCount: 5,
  startSignUp: NOW - DAY,
  endSignUp: NOW + DAY,
  demand: '',
  demandUrls: [],
  deliver: NOW + 30 * DAY,
  address: 'Tianjin Binhai',
  offer: '',
  paymentType: '',
  taxes: '',
  logistics: '',
  packRequire: '',
  otherRequire: '',
  urls: [],
  budgetAmount: 0,
  isSignUp: 0,
  quoteCount: 0,
  signUpCount: 3,
  turn: 1,
  bidResultId: null,
  days: 1,
  hours: 0,
  minutes: 0,
  canRegister: true,
  isSubMember: true,
  isMePublish: false,
  phase: 'signUp',
  phaseEndTime: NOW + DAY,
  rules: {
    startingPrice: 10_000,
    stepType: 'amount',
    minPriceStep: 100,
    allowPurchaseCount: 5,
    visibility: 'bestPrice',
    tieRule: TIE_RULE,
    triggerMinutes: 0,
    extensionMinutes: 0,
    maxExtensions: 0,
    hardStopTime: null,
  },
  scheduledEndTime: NOW + DAY + 2 * HOUR,
  extensionCount: 0,
};

function render(detail: BiddingDetail): string {
  const layout = { site: { mallId: 1 }, shopId: null, user: null, serverTime: NOW };
  const page = (
    <>
      <DetailHeader kind="bidding" head={detailHead({ kind: 'bidding', detail })} serverTime={NOW} />
      <BiddingDetailBody detail={detail} />
    </>
  );
  return renderUnder(i18n, 'site-layout', layout, page);
}

/** The text inside the element with this test id, as a reader sees it. */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(span|div|p|dd|button)>`, 's').exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

describe('a competitive bid’s detail', () => {
  it('in sign-up: its phase, the countdown to sign-up closing, the sign-ups and bids, and an active sign-up', () => {
    const html = render(SIGN_UP);
    expect(html).toContain('data-testid="detail-phase" data-phase="signUp"');
    expect(textOf(html, 'detail-phase')).toBe('Sign-up open');
    expect(html).toContain('aria-label="Sign-up closes in"');
    expect(html).toMatch(/data-days="1" data-hours="0"/);
    expect(html).toMatch(/data-testid="detail-action"[^>]*data-state="signUpNow"/);
    expect(html).toMatch(/data-testid="fact-signUps"><dt>Suppliers registered<\/dt><dd>3<\/dd>/);
    expect(html).toMatch(/data-testid="fact-bids"><dt>[^<]*<\/dt><dd>0<\/dd>/);
  });

  it('upcoming: counts down to bidding starting; the sign-up is closed, or says the supplier signed up', () => {
    const upcoming = { ...SIGN_UP, phase: 'upcoming' as const, phaseEndTime: NOW + 2 * HOUR + 5 * MINUTE, days: 0, hours: 0, minutes: 0 };
    const html = render(upcoming);
    expect(html).toContain('data-testid="detail-phase" data-phase="upcoming"');
    expect(html).toContain('aria-label="Bidding starts in"');
    expect(html).toMatch(/data-days="0" data-hours="2" data-minutes="5"/);
    expect(html).toMatch(/data-testid="detail-action"[^>]*data-state="alreadyClosed"/);
    expect(render({ ...upcoming, isSignUp: 1 })).toMatch(/data-testid="detail-action"[^>]*data-state="alreadySignedUp"/);
  });

  it('live or extended: counts down to the close as it stands, with the bids so far', () => {
    for (const phase of ['live', 'extended'] as const) {
      const html = render({ ...SIGN_UP, phase, phaseEndTime: NOW + 40 * MINUTE, quoteCount: 7, days: 0, hours: 0, minutes: 0 });
      expect(html).toContain(`data-testid="detail-phase" data-phase="${phase}"`);
      expect(html).toContain('aria-label="Bidding closes in"');
      expect(html).toMatch(/data-days="0" data-hours="0" data-minutes="40"/);
      expect(html).toMatch(/data-testid="fact-bids"><dt>[^<]*<\/dt><dd>7<\/dd>/);
    }
  });

  it('closed, awarded: no countdown; once awarded, the link to its bid result, a page the portal has', () => {
    const closed = render({ ...SIGN_UP, phase: 'closed', phaseEndTime: null, days: 0, hours: 0, minutes: 0 });
    expect(textOf(closed, 'detail-phase')).toBe('Closed');
    expect(closed).not.toContain('aria-label="Bidding closes in"');
    expect(closed).not.toContain('detail-bid-result-link');
    const awarded = render({ ...SIGN_UP, phase: 'awarded', phaseEndTime: null, bidResultId: 88, days: 0, hours: 0, minutes: 0 });
    expect(textOf(awarded, 'detail-phase')).toBe('Awarded');
    const href = /data-testid="detail-bid-result-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="detail-bid-result-link"/.exec(awarded);
    const path = href?.[1] ?? href?.[2];
    expect(path).toBe('/bidResult/88');
    const page = (matchRoutes(routes as unknown as RouteObject[], path!) ?? []).at(-1)?.route as RouteConfigEntry | undefined;
    expect(page?.file).toBe('routes/bid-result.tsx');
    expect(awarded).toMatch(/data-testid="detail-action"[^>]*data-state="alreadyClosed"/);
  });

  it('from a platform older than the sign-up count: no such fact, the rest as before', () => {
    const { signUpCount: _count, ...older } = SIGN_UP;
    const html = render(older);
    expect(html).not.toContain('fact-signUps');
    expect(html).toContain('data-testid="detail-phase" data-phase="signUp"');
  });
});
