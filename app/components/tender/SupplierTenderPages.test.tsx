// The supplier's tender pages as a supplier reads them (rendered on the server, in English): its
// tenders list offers what it may do now and says when a bid needs confirming after an amendment;
// the bid page starts a revision from the latest submission with its total, or says why no bid is
// taken and leads a supplier to the registration (a member without a role chooses one first, a buyer
// is offered none); the opening record says when the bids will be opened, then
// the outcome and every bid.
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberFrameView } from '#bff/member/views.ts';
import type { BidPageView, MyTendersView, OpeningPageView } from '#bff/tender/bid-views.ts';
import type { MyTenderRow, OwnBid, TenderBidForm, TenderOpeningRecord } from '#contract/schemas.ts';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { renderMemberPage } from '#tests/support/render-page.tsx';
import { BidPage } from './BidPage.tsx';
import { MyTendersPage } from './MyTendersPage.tsx';
import { OpeningRecord } from './OpeningRecord.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nOptions, lng: 'en-US', resources });
});

const DAY = 86_400_000;
const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
const HASH = 'ab'.repeat(32);
const buyer = { memberId: 3, roleId: 2, name: 'Acme Works' };

function render(page: ReactNode): string {
  const frame = { user: { memberRoleType: 1 } } as MemberFrameView;
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

const times = {
  registerEndTime: NOW - 10 * DAY,
  preCheckEndTime: null,
  inviteTenderStartTime: NOW - 2 * DAY,
  inviteTenderEndTime: NOW + 3 * DAY,
  openTenderTime: NOW + 3 * DAY,
};
const row = (id: number, fields: Partial<MyTenderRow>): MyTenderRow => ({
  tenderId: id,
  code: `ZB2030${id}`,
  projectName: `Pumps ${id}`,
  buyer,
  state: 'published',
  phase: 'bidding',
  phaseEndTime: times.inviteTenderEndTime,
  invited: false,
  registration: { id, review: 'approved', reviewReason: null },
  bid: null,
  biddingOpen: true,
  ...times,
  opened: false,
  createTime: NOW - 20 * DAY,
  ...fields,
});

describe('my tenders', () => {
  it('offers each tender what the supplier may do now, and says when a bid must be sent again', () => {
    const bid = { id: 9, state: 'active' as const, revision: 2, needsConfirmation: true, receivedTime: NOW - DAY, sha256: HASH };
    const rows = [
      row(1, { phase: 'registration', registration: null, phaseEndTime: NOW + DAY, registerEndTime: NOW + DAY }),
      row(2, { bid }),
      row(3, { phase: 'evaluation', state: 'published', opened: true, biddingOpen: false, bid: { ...bid, needsConfirmation: false } }),
    ];
    const view: MyTendersView = {
      list: {
        status: 'ok',
        data: { data: rows, totalCount: 3, phaseCounts: { registration: 1, bidding: 1, evaluation: 1 } as never, serverTime: NOW },
      },
      current: 1,
      pageSize: 10,
      phase: null,
      keyword: '',
      serverTime: NOW,
    };
    const html = render(<MyTendersPage view={view} />);
    expect(html).toContain('href="/memberCenter/procurementAbility/tender/readyBidRegister/add?id=1"');
    expect(html).toContain('href="/memberCenter/procurementAbility/tender/readyAddTender/edit?id=2"');
    expect(html).toContain('Amended: send again');
    expect(html).toContain('Revise or withdraw');
    expect(html).toContain('href="/memberCenter/tender/opening?id=3"');
    expect(html).not.toContain('href="/memberCenter/tender/opening?id=2"');
    expect(html).toContain(`Receipt ${HASH.slice(0, 12)}…`);
  });
});

const tender: TenderBidForm['tender'] = {
  id: 2,
  code: 'ZB20302',
  projectName: 'Pumps 2',
  buyer,
  state: 'published',
  phase: 'bidding',
  phaseEndTime: NOW + 3 * DAY,
  revision: 2,
  ...times,
  biddingOpen: true,
  inviteTenderRequirement: '',
  inviteTenderFile: [],
  payType: '',
  deliverRequirement: '',
  taxationRequirement: '',
  currency: 'CNY',
  materiels: [
    { id: 11, code: 'P-1', name: 'Pump', type: '', unit: 'set', count: 4 },
    { id: 12, code: 'V-2', name: 'Valve', type: '', unit: 'pc', count: 10 },
  ],
};
const ownBid: OwnBid = {
  id: 9,
  tenderId: 2,
  state: 'active',
  revision: 1,
  tenderRevision: 1,
  needsConfirmation: true,
  currency: 'CNY',
  lines: [
    { materielId: 11, price: 1200.5, count: 4, amount: 4802, deliveryDays: 30, note: '' },
    { materielId: 12, price: 88.8, count: 10, amount: 888, deliveryDays: null, note: '' },
  ],
  totalAmount: 5690,
  taxRate: 13,
  terms: { payment: 'On delivery', delivery: '', validityDays: 90, warranty: '' },
  remark: '',
  technicalFiles: [],
  commercialFiles: [],
  receipt: { receivedTime: NOW - DAY, sha256: HASH },
  revisions: [{ revision: 1, kind: 'submitted', tenderRevision: 1, receiptHash: HASH, createTime: NOW - DAY }],
  createTime: NOW - DAY,
  updateTime: null,
};
const page = (form: Partial<TenderBidForm>): BidPageView => ({
  form: {
    status: 'ok',
    data: {
      tender,
      refusal: null,
      refusalMessage: null,
      registration: { id: 1, review: 'approved', reviewReason: null },
      bid: null,
      opened: false,
      serverTime: NOW,
      ...form,
    },
  },
  serverTime: NOW,
  bidKey: 'bid-key-0001',
  withdrawKey: 'withdraw-key-0001',
});

describe('the bid page', () => {
  it('starts a revision from the latest submission, its total, and asks to confirm it after an amendment', () => {
    const html = render(<BidPage view={page({ bid: ownBid })} answer={undefined} />);
    expect(html).toContain('value="1200.50"');
    expect(html).toContain('data-amount="5690"');
    expect(html).toContain('send your bid again to confirm it');
    expect(html).toContain('Confirm and send again');
    expect(html).toContain('data-testid="bid-withdraw"');
    expect(html).toContain(HASH);
  });

  it('says why no bid is taken, and leads a supplier not registered yet to the registration', () => {
    const form = { refusal: 60119, refusalMessage: 'Only registered and prequalified suppliers may bid', registration: null };
    const html = render(<BidPage view={page({ ...form, tender: { ...tender, phase: 'registration' } })} answer={undefined} />);
    expect(html).toContain('Only registered and prequalified suppliers may bid');
    expect(html).toContain('href="/memberCenter/procurementAbility/tender/readyBidRegister/add?id=2"');
    expect(html).not.toContain('data-testid="bid-form"');
  });

  it('asks a member without a role to choose one first, and offers a buyer no registration', () => {
    const form = { refusal: 60119, refusalMessage: 'Only registered and prequalified suppliers may bid', registration: null };
    const view = page({ ...form, tender: { ...tender, phase: 'registration' } });
    const newbie = renderMemberPage(i18n, <BidPage view={view} answer={undefined} />, null);
    expect(newbie).toContain('data-testid="role-first"');
    expect(newbie).not.toContain('data-testid="bid-refused"');
    const buyerPage = renderMemberPage(i18n, <BidPage view={view} answer={undefined} />, 2);
    expect(buyerPage).toContain('data-testid="bid-refused"');
    expect(buyerPage).not.toContain('data-testid="bid-register"');
  });
});

describe('the opening record', () => {
  const record: TenderOpeningRecord = {
    tenderId: 2,
    code: 'ZB20302',
    projectName: 'Pumps 2',
    buyer,
    state: 'published',
    phase: 'opening',
    currency: 'CNY',
    openTenderTime: NOW + 3 * DAY,
    opened: false,
    openTime: null,
    outcome: null,
    validCount: 0,
    minValidBids: 3,
    digest: null,
    bids: [],
    asBuyer: false,
    serverTime: NOW,
  };
  const view = (data: TenderOpeningRecord): OpeningPageView => ({ record: { status: 'ok', data }, serverTime: NOW });

  it('says when the platform opens the bids, then the outcome and every bid', () => {
    expect(render(<OpeningRecord view={view(record)} />)).toContain('The bids will be opened by the platform at 2030-01-04 10:00');
    const bid = { bidId: 9, supplier: { memberId: 5, roleId: 1, name: 'Best Pumps' }, revision: 3, totalAmount: 5690, taxRate: 13 };
    const opened = {
      ...record,
      phase: 'failed' as const,
      state: 'failed' as const,
      opened: true,
      openTime: NOW + 3 * DAY,
      outcome: 'failed' as const,
      validCount: 1,
      digest: HASH,
      bids: [{ ...bid, receiptHash: HASH, verified: true, current: true, valid: true, submittedTime: NOW }],
    };
    const html = render(<OpeningRecord view={view(opened)} />);
    expect(html).toContain('Failed: 1 valid bids, at least 3 required');
    expect(html).toContain('Best Pumps');
    expect(html).toContain('data-amount="5690"');
  });
});
