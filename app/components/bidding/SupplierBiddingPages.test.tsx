// The supplier's competitive-bid pages as a supplier reads them (rendered on the server, in English):
// the room shows the best price only when the rules let bidders see it (else its own rank), the highest
// bid allowed now and the cap left, the receipt of a bid with its hash, a refusal on the price; the
// sign-up page shows the rule sheet and says when sign-up is not open; my auctions says the review
// and the bids of the cap, and leads to the room.
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BiddingRoomView, BiddingSignUpPageView, MyBiddingsView } from '#bff/bidding/bid-views.ts';
import type { MemberFrameView } from '#bff/member/views.ts';
import type { BiddingRoom, BiddingRules, BiddingDetail, BiddingPhase } from '#contract/schemas.ts';
import { TIE_RULE } from '#contract/schemas/bidding-rules.ts';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { BiddingRoomPage } from './BiddingRoomPage.tsx';
import { BiddingSignUpPage } from './BiddingSignUpPage.tsx';
import { MyBiddingsPage } from './MyBiddingsPage.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nOptions, lng: 'en-US', resources });
});

const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
const MINUTE = 60_000;
const HASH = 'cd'.repeat(32);

function render(page: ReactNode): string {
  const frame = { user: { memberRoleType: 2 } } as MemberFrameView;
  const router = createMemoryRouter([{ id: 'member-layout', path: '/', loader: () => frame, children: [{ index: true, element: page }] }], {
    hydrationData: { loaderData: { 'member-layout': frame } },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const rules: BiddingRules = {
  startingPrice: 10_000,
  stepType: 'amount',
  minPriceStep: 100,
  allowPurchaseCount: 5,
  visibility: 'bestPrice',
  tieRule: TIE_RULE,
  triggerMinutes: 5,
  extensionMinutes: 3,
  maxExtensions: 2,
  hardStopTime: null,
};

const room = (fields: Partial<BiddingRoom>): BiddingRoom => ({
  biddingId: 7,
  biddingNo: 'JJ20300001',
  details: 'Gate valves',
  phase: 'live',
  phaseEndTime: NOW + 30 * MINUTE,
  serverTime: NOW,
  biddingStartTime: NOW - 30 * MINUTE,
  biddingEndTime: NOW + 30 * MINUTE,
  scheduledEndTime: NOW + 30 * MINUTE,
  extensionCount: 0,
  rules,
  signUp: { review: 'approved', reviewReason: null },
  bidCount: 3,
  bestPrice: 9_500,
  rank: 2,
  ownBids: [{ bidder: 'B2', memberName: null, price: 9_600, receivedAt: NOW - MINUTE, own: true, bidId: 41 }],
  bidsLeft: 4,
  maxBidNow: 9_400,
  ranking: [],
  bids: [],
  ...fields,
});
const roomView = (data: BiddingRoom): BiddingRoomView => ({ room: { status: 'ok', data }, log: null, bidKey: 'k1' });

describe('the bidding room', () => {
  it('shows the best price, the highest bid allowed now, own bids and the cap left, and the form', () => {
    const html = render(<BiddingRoomPage view={roomView(room({}))} answer={undefined} />);
    expect(html).toContain('Highest bid allowed now');
    expect(html).toMatch(/data-testid="bidding-room-best"[\s\S]*?9,500/);
    expect(html).toMatch(/data-testid="bidding-room-max"[\s\S]*?9,400/);
    expect(html).toMatch(/data-testid="bidding-room-left"[\s\S]*?4/);
    expect(html).toContain('data-testid="bidding-room-own-bid"');
    expect(html).toContain('data-testid="bidding-room-form"');
    expect(html).toContain('Bidding closes in');
  });

  it('hides the best price when bidders see their own rank only', () => {
    const html = render(
      <BiddingRoomPage view={roomView(room({ rules: { ...rules, visibility: 'ownRank' }, bestPrice: null }))} answer={undefined} />,
    );
    expect(html).toContain('Not shown by the rules');
    expect(html).toMatch(/data-testid="bidding-room-rank"[\s\S]*?2/);
  });

  it('shows the receipt of a bid with its server time and hash, and a refusal on the price', () => {
    const receipt = {
      bidId: 1,
      biddingId: 7,
      price: 9_400,
      receivedAt: NOW,
      seq: 4,
      hash: HASH,
      biddingEndTime: NOW + 33 * MINUTE,
      extended: true,
      bidsLeft: 3,
    };
    const done = render(<BiddingRoomPage view={roomView(room({}))} answer={{ ok: true, receipt, bidKey: 'next-key' }} />);
    expect(done).toContain('Bid received');
    expect(done).toContain(HASH);
    expect(done).toContain('Your bid extended the close');
    // The next bid goes with the key the answer carries, not the used one.
    expect(done).toContain('value="next-key"');
    const refused = render(
      <BiddingRoomPage
        view={roomView(room({}))}
        answer={{ ok: false, fieldErrors: { price: 'Above the highest bid allowed' }, values: { price: '9999' }, bidKey: 'k2' }}
      />,
    );
    expect(refused).toContain('Above the highest bid allowed');
    expect(refused).toContain('value="9999"');
  });

  it('offers no form to a bidder the buyer has not admitted, and none after the close', () => {
    expect(render(<BiddingRoomPage view={roomView(room({ signUp: { review: 'pending', reviewReason: null } }))} answer={undefined} />)).toContain(
      'data-testid="bidding-room-not-admitted"',
    );
    const closed = render(<BiddingRoomPage view={roomView(room({ phase: 'closed', phaseEndTime: null, maxBidNow: null }))} answer={undefined} />);
    expect(closed).not.toContain('data-testid="bidding-room-form"');
  });
});

describe('the bidding room, live', () => {
  it('has the live line ready for what comes, and the close with its extensions', () => {
    const html = render(<BiddingRoomPage view={roomView(room({ extensionCount: 1, biddingEndTime: NOW + 33 * MINUTE }))} answer={undefined} />);
    expect(html).toMatch(/<p[^>]*role="status"[^>]*aria-live="polite"[^>]*data-testid="bidding-room-status"/);
    expect(html).toMatch(/data-testid="bidding-room-close"[^>]*data-close="\d+"[^>]*data-extensions="1"/);
    expect(html).toContain('Closes at 2030-01-01 10:33:00 · extension 1 of 2');
  });

  it('shows the buyer every bid and bidder by name, live, with no bid form and no rank of its own', () => {
    const named = { memberName: 'Beta Valves', own: false };
    const buyer = room({
      signUp: null,
      rank: null,
      bidsLeft: null,
      maxBidNow: null,
      ownBids: [],
      ranking: [{ rank: 1, bidder: 'B2', price: 9_500, bidId: 41, ...named }],
      bids: [{ bidder: 'B2', price: 9_500, receivedAt: NOW - MINUTE, bidId: 41, ...named }],
    });
    const html = render(<BiddingRoomPage view={roomView(buyer)} answer={undefined} />);
    expect(html).toContain('The auction now');
    expect(html).toMatch(/data-testid="bidding-room-bids"[\s\S]*?Beta Valves \(B2\)[\s\S]*?9,500/);
    expect(html).toMatch(/data-testid="bidding-room-ranking"[\s\S]*?Beta Valves \(B2\)/);
    expect(html).toMatch(/data-testid="bidding-room-best"[\s\S]*?9,500/);
    for (const mine of [
      'bidding-room-form',
      'bidding-room-rank',
      'bidding-room-max',
      'bidding-room-left',
      'bidding-room-own-bids',
      'bidding-room-no-own',
    ]) {
      expect(html).not.toContain(`data-testid="${mine}"`);
    }
    expect(html).not.toContain('Your rank');
  });
});

describe('the bidding room of a bidder not admitted', () => {
  const notAdmitted = (review: 'pending' | 'rejected', reviewReason: string | null) =>
    room({ signUp: { review, reviewReason }, bidCount: 0, bestPrice: null, rank: null, ownBids: [], bidsLeft: null, maxBidNow: null });

  it('shows the state of its sign-up, not the standing: no best price, no ranking, no form', () => {
    const aliased = { ...rules, visibility: 'allPricesAliased' as const };
    const html = render(<BiddingRoomPage view={roomView({ ...notAdmitted('pending', null), rules: aliased })} answer={undefined} />);
    expect(html).toContain('Your sign-up: Awaiting review');
    expect(html).toContain('You may bid once the buyer admits your sign-up.');
    for (const hidden of ['bidding-room-best', 'bidding-room-bid-count', 'bidding-room-rank', 'bidding-room-ranking', 'bidding-room-form']) {
      expect(html).not.toContain(`data-testid="${hidden}"`);
    }
    const rejected = render(<BiddingRoomPage view={roomView(notAdmitted('rejected', 'Late papers'))} answer={undefined} />);
    expect(rejected).toContain('Your sign-up: Rejected');
    expect(rejected).toContain('you cannot bid in this auction');
    expect(rejected).toContain('Late papers');
    expect(rejected).not.toContain('data-testid="bidding-room-best"');
  });
});

describe('the bid form', () => {
  it('says under the price that the first bid may not exceed a starting price of 1, and nothing of it otherwise', () => {
    const one = render(<BiddingRoomPage view={roomView(room({ rules: { ...rules, startingPrice: 1 }, maxBidNow: 1 }))} answer={undefined} />);
    expect(one).toContain('The starting price is 1.00 yuan: the first bid may not be above it.');
    expect(render(<BiddingRoomPage view={roomView(room({}))} answer={undefined} />)).not.toContain('The starting price is');
  });
});

describe('the buyer’s live table of bids', () => {
  it('shows the latest 100 bids, saying of how many', () => {
    const bids = Array.from({ length: 150 }, (_, i) => ({
      bidder: `B${150 - i}`,
      memberName: `Supplier ${150 - i}`,
      price: 9_000 + i,
      receivedAt: NOW - i,
      own: false,
      bidId: 1_000 - i,
    }));
    const buyer = room({ signUp: null, rank: null, bidsLeft: null, maxBidNow: null, ownBids: [], bidCount: 150, bids });
    const html = render(<BiddingRoomPage view={roomView(buyer)} answer={undefined} />);
    expect(html.match(/data-testid="bidding-room-bid"/g)).toHaveLength(100);
    expect(html).toContain('Showing the latest 100 of 150 bids');
    expect(html).toContain('data-bid="1000"');
    expect(html).not.toContain('data-bid="900"');
    const few = render(<BiddingRoomPage view={roomView({ ...buyer, bidCount: 3, bids: bids.slice(0, 3) })} answer={undefined} />);
    expect(few.match(/data-testid="bidding-room-bid"/g)).toHaveLength(3);
    expect(few).not.toContain('Showing the latest');
  });
});

describe('the words of the auction', () => {
  it('says 定标 for an award, “at most” of the extensions, and an extension count in the singular or the plural', () => {
    const zh = i18n.getFixedT('zh-CN', 'biddingBid');
    expect(i18n.getFixedT('zh-CN')('biddingPhase.names.awarded')).toBe('已定标');
    expect(zh('room.live.awarded')).toBe('竞价已定标。');
    expect(zh('room.extensions', { count: 1, max: 2 })).toBe('第 1 次延时，最多 2 次');
    const en = i18n.getFixedT('en-US', 'bidding');
    expect(en('detail.extended', { count: 1 })).toBe('Extended 1 time');
    expect(en('detail.extended', { count: 2 })).toBe('Extended 2 times');
    expect(['a.pdf', 'b.pdf'].join(i18n.getFixedT('zh-CN', 'bidding')('edit.listSeparator'))).toBe('a.pdf、b.pdf');
  });
});

describe('the sign-up page', () => {
  const detail = {
    id: 7,
    biddingNo: 'JJ20300001',
    details: 'Gate valves',
    createMemberName: 'Acme Works',
    rules,
    phase: 'signUp',
    phaseEndTime: NOW + MINUTE * 60,
    startSignUp: NOW - MINUTE,
    endSignUp: NOW + 60 * MINUTE,
    biddingStartTime: NOW + 2 * 60 * MINUTE,
    biddingEndTime: NOW + 3 * 60 * MINUTE,
  } as unknown as BiddingDetail;
  const view = (fields: Partial<BiddingDetail>, signUp: BiddingSignUpPageView['signUp'] = null): BiddingSignUpPageView => ({
    auction: { status: 'ok', data: { ...detail, ...fields } },
    signUp,
    serverTime: NOW,
    formKey: 'f1',
  });

  it('shows the rule sheet and the form while sign-up is open', () => {
    const html = render(<BiddingSignUpPage view={view({})} answer={undefined} />);
    expect(html).toContain('Rules of the auction');
    expect(html).toContain('The earlier bid ranks first');
    expect(html).toContain('data-testid="bidding-sign-up-form"');
  });

  it('says sign-up is not open once it has closed, and shows a sign-up already made with the way to the room', () => {
    expect(render(<BiddingSignUpPage view={view({ phase: 'upcoming' })} answer={undefined} />)).toContain('Sign-up is not open for this auction.');
    const signed = render(<BiddingSignUpPage view={view({}, { review: 'approved', reviewReason: null })} answer={undefined} />);
    expect(signed).toContain('Admitted');
    expect(signed).toContain('/memberCenter/onlineBid/room?id=7');
    expect(signed).not.toContain('data-testid="bidding-sign-up-form"');
  });
});

describe('my auctions', () => {
  it('says the review and the bids of the cap, and leads to the room', () => {
    const row = {
      id: 7,
      biddingNo: 'JJ20300001',
      details: 'Gate valves',
      buyerName: 'Acme Works',
      state: 'published' as const,
      phase: 'live' as const,
      phaseEndTime: NOW + MINUTE,
      endSignUp: NOW - MINUTE,
      biddingStartTime: NOW - MINUTE,
      biddingEndTime: NOW + MINUTE,
      review: 'approved' as const,
      reviewReason: null,
      ownBidCount: 2,
      allowPurchaseCount: 5,
      signUpTime: NOW - 60 * MINUTE,
    };
    const view: MyBiddingsView = {
      list: { status: 'ok', data: { data: [row], totalCount: 1, phaseCounts: { live: 1 } as Record<BiddingPhase, number> } },
      current: 1,
      pageSize: 10,
      phase: null,
      keyword: '',
      serverTime: NOW,
    };
    const html = render(<MyBiddingsPage view={view} />);
    expect(html).toContain('2 of 5');
    expect(html).toContain('Admitted');
    expect(html).toContain('/memberCenter/onlineBid/room?id=7');
  });
});
