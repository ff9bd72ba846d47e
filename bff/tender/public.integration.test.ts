// The public tender views against the real platform (PGlite in memory, seeded): the home's tender
// cards, the mall list, a buyer shop's list and the detail carry the phase the platform decided, the
// time that phase ends and the suppliers registered, and the page's server time to count down from
// (app/lib/phase-countdown.ts); the card and the detail lead a supplier to the registration form.
import { describe, expect, it } from 'vitest';
import { detailHead } from '#app/lib/sourcing-kinds.ts';
import { actionTarget, cardAction } from '#app/lib/card-action.ts';
import { tenderCountdown } from '#app/lib/phase-countdown.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadSourcingDetail } from '../details.server.ts';
import { loadHome } from '../home.server.ts';
import { loadLayout } from '../layout.server.ts';
import { loadSourcingList } from '../lists.server.ts';
import { loadShopList, shopLookup } from '../shop.server.ts';
import { parseListUrl } from '../url-state/list-read.ts';
import type { Found, ListSection } from '../views.ts';

usePlatformBehindProxy();

const page = (path: string) => new Request(`http://localhost${path}`);
const mallFilters = parseListUrl('purchaseBidding', undefined, '').filters;

function ok<T>(answer: Found<T> | ListSection<never> | { status: string }): T {
  if (answer.status !== 'ok') throw new Error(`expected data, got ${JSON.stringify(answer)}`);
  return (answer as { data: T }).data;
}

const UNDER_WAY = ['registration', 'prequalification', 'bidding', 'opening'];

describe('the public tender views', () => {
  it('home cards carry the phase, when it ends and the suppliers registered; each counts down from the page’s server time', async () => {
    const request = page('/');
    const [layout, tenders] = await Promise.all([loadLayout(request, 'zh-CN'), loadHome(request, 'zh-CN').deferred.tenders]);
    const cards = ok(tenders).items;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.phase).toMatch(/^(registration|prequalification|bidding|opening|evaluation|awarded|failed)$/);
      expect(card.quoteCount).toBeGreaterThanOrEqual(0);
      const countdown = tenderCountdown(card, layout.serverTime)!;
      expect(countdown.phase).toBe(card.phase);
      // A phase the schedule ends has its end, still ahead of the page's time; the others none.
      if (UNDER_WAY.includes(card.phase!)) {
        expect(countdown).toMatchObject({ endsAt: card.phaseEndTime, ended: false });
        expect(card.phaseEndTime!).toBeGreaterThan(layout.serverTime - 60_000);
      } else expect(card.phaseEndTime).toBeNull();
      // A visitor's button: sign up in the registration phase alone.
      const action = cardAction('tender', card);
      expect(!action.hidden && action.active, `${card.phase}`).toBe(card.phase === 'registration');
    }
  });

  it('the mall list and a shop’s list say the same of a tender, and its detail counts down to the same moment', async () => {
    const mall = ok((await loadSourcingList(page('/purchaseBidding'), 'zh-CN', 'tender', mallFilters, { favourites: false }).critical).list);
    const open = mall.items.find((item) => item.phase === 'registration')!;
    expect(open).toBeDefined();
    const shop = ok(await shopLookup(page(`/shopIndex/0?memberId=${open.memberId}&roleId=${open.memberRoleId}`), 'zh-CN').shop());
    const own = ok((await loadShopList(page('/procurementBidding'), 'zh-CN', 'tender', { page: 1 }, shop).critical).list);
    for (const item of own.items) expect(item.memberId).toBe(open.memberId);
    const inShop = own.items.find((item) => item.id === open.id);
    if (inShop) expect({ phase: inShop.phase, phaseEndTime: inShop.phaseEndTime }).toEqual({ phase: open.phase, phaseEndTime: open.phaseEndTime });

    const view = ok(await loadSourcingDetail(page(`/biddingDetail/${open.id}`), 'zh-CN', 'tender', open.id, { inShop: false }).critical);
    const head = detailHead(view);
    expect(head.stage).toEqual({ phase: 'registration', phaseEndTime: open.phaseEndTime });
    expect(tenderCountdown(head.stage!, view.serverTime)).toMatchObject({ next: 'registrationCloses', endsAt: open.phaseEndTime });
    if (view.kind !== 'tender') throw new Error('a tender detail');
    expect(view.detail.quoteCount).toBe(open.quoteCount);
    expect(view.detail.evaluationMethod).toMatch(/^(lowestPrice|scored)$/);
    // Its sign-up leads to the registration form, not back to the detail.
    expect(actionTarget('tender', head.action, () => '/detail')).toBe(`/memberCenter/procurementAbility/tender/readyBidRegister/add?id=${open.id}`);
  });
});
