// The evaluation pages as their users read them (rendered on the server, in English and Chinese): the
// buyer's page before the opening says when it opens; with scores it ranks the bids and waits for the
// report; after the report its award grid gives every line to the first-ranked bid; once awarded it
// links the bid result and the orders. The evaluator's sheet shows the price score read only and a
// cell per other criterion; the library and the invitations list what the platform sent.
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberFrameView } from '#bff/member/views.ts';
import { scoreField, shareField, type TenderEvaluationView } from '#bff/tender/evaluation-views.ts';
import type { EvaluationInvitation, ScoringSheet, TenderEvaluationPage as Page, TenderExpert } from '#contract/schemas.ts';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { ExpertsPage } from './ExpertsPage.tsx';
import { InvitationsPage } from './InvitationsPage.tsx';
import { ScoringSheetPage } from './ScoringSheetPage.tsx';
import { TenderEvaluationPage } from './TenderEvaluationPage.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nOptions, lng: 'en-US', resources });
});

const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);

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
const attribute = (html: string, testId: string, name: string) =>
  [...html.matchAll(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`, 'g'))].map((m) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1]);
/** No key left untranslated: i18next answers a missing key with the key itself. */
const untranslated = (html: string) =>
  html.match(/\b(?:page|evaluators|opening|ranking|report|award|experts|invitations|scoring|errors)\.[a-zA-Z.]+\b/g) ?? [];

const party = (n: number) => ({ memberId: n, roleId: 1, name: `Supplier ${n}` });
const bid = (bidId: number, totalAmount: number) => ({
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

function page(overrides: Partial<Page> = {}): Page {
  return {
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
      materiels: [{ id: 7, code: 'P-1', name: 'Pump', type: 'IS80', unit: 'set', count: 4 }],
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
    candidates: { users: [], experts: [] },
    opening: { outcome: 'opened', validCount: 2, digest: 'cd'.repeat(32), createTime: NOW - 3_600_000, bids: [bid(1, 4000), bid(2, 3600)] },
    scores: [
      { evaluatorId: 1, bidId: 1, scores: [{ criterion: 1, score: 38 }], total: 92, comment: '', createTime: NOW },
      { evaluatorId: 1, bidId: 2, scores: [{ criterion: 1, score: 20 }], total: 80, comment: '', createTime: NOW },
    ],
    ranking: [
      { bidId: 1, supplier: party(1), totalAmount: 4000, priceScore: 54, criterionScores: [{ criterion: 1, score: 38 }], totalScore: 92, rank: 1 },
      { bidId: 2, supplier: party(2), totalAmount: 3600, priceScore: 60, criterionScores: [{ criterion: 1, score: 20 }], totalScore: 80, rank: 2 },
    ],
    scoringComplete: true,
    report: null,
    award: null,
    ...overrides,
  };
}
const view = (p: Page): TenderEvaluationView => ({
  tenderId: 5,
  page: p,
  keys: { member: 'k1', expert: 'k4', report: 'k2', award: 'k3' },
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

describe('the buyer’s evaluation page', () => {
  it('before the opening says when the platform opens the bids, and names no ranking', () => {
    const html = render(
      <TenderEvaluationPage
        view={view(page({ opening: null, ranking: [], scores: [], tender: { ...page().tender, phase: 'opening' } }))}
        answer={undefined}
      />,
    );
    expect(html).toContain('data-testid="opening-pending"');
    expect(html).not.toContain('data-testid="ranking"');
    expect(untranslated(html)).toEqual([]);
  });

  it('ranks the bids by total score with the price score, and offers the report once scoring is complete', () => {
    const html = render(<TenderEvaluationPage view={view(page())} answer={undefined} />);
    expect(attribute(html, 'ranked-bid', 'data-bid')).toEqual(['1', '2']);
    expect(html).toContain('Price score = price weight × lowest valid total ÷ this bid’s total');
    expect(attribute(html, 'scoring-complete', 'data-complete')).toEqual(['true']);
    expect(html).toContain('data-testid="report-form"');
    expect(html).not.toContain('data-testid="award-grid"');
    expect(untranslated(html)).toEqual([]);
  });

  it('after the report gives every line to the first-ranked bid by default, and keeps a refused grid as typed', () => {
    const fresh = render(<TenderEvaluationPage view={view(page({ report }))} answer={undefined} />);
    expect(fresh).toContain(`name="${shareField(7, 1)}" value="100"`);
    expect(attribute(fresh, 'award-line-total', 'data-total')).toEqual(['100']);
    const refused = render(
      <TenderEvaluationPage
        view={view(page({ report }))}
        answer={{ ok: false, intent: 'award', key: 'k9', fieldErrors: { shares: 'Each line must total 100%' }, values: { [shareField(7, 2)]: '60' } }}
      />,
    );
    expect(refused).toContain(`name="${shareField(7, 2)}" value="60"`);
    expect(attribute(refused, 'award-line-total', 'data-total')).toEqual(['60']);
    expect(refused).toContain('Each line must total 100%');
    expect(untranslated(refused)).toEqual([]);
  });

  it('once awarded links the bid result and the orders', () => {
    const award = {
      id: 4,
      mode: 'whole' as const,
      reason: null,
      shares: [{ materielId: 7, bidId: 1, supplier: party(1), ratio: 100, quantity: 4, unitPrice: 1000, amount: 4000 }],
      totalAmount: 4000,
      currency: 'CNY',
      noticeId: 12,
      announceFiles: [{ name: 'announce.pdf', url: '/files/u/x' }],
      winNoticeFiles: [],
      orders: [
        {
          id: 30,
          orderNo: 'DT2030010100000401',
          supplier: party(1),
          totalAmount: 4000,
          currency: 'CNY',
          state: 'pending' as const,
          lineCount: 1,
          declineReason: null,
        },
      ],
      createTime: NOW,
    };
    const html = render(
      <TenderEvaluationPage
        view={view(page({ report, award, tender: { ...page().tender, state: 'awarded', phase: 'awarded' } }))}
        answer={undefined}
      />,
    );
    expect(attribute(html, 'award-notice-link', 'href')).toEqual(['/bidResult/12']);
    expect(attribute(html, 'award-order', 'data-id')).toEqual(['30']);
    expect(html).toContain('announce.pdf');
    expect(html).not.toContain('data-testid="award-grid"');
    expect(untranslated(html)).toEqual([]);
  });
});

describe('the evaluator’s pages', () => {
  const sheet: ScoringSheet = {
    tender: { ...page().tender, buyerName: 'Buyer Co' },
    evaluator: { id: 1, source: 'expert', state: 'accepted' },
    bids: [
      {
        bidId: 1,
        supplier: party(1),
        totalAmount: 4000,
        priceScore: 54,
        scores: [{ criterion: 1, score: 38 }],
        comment: 'good',
        total: 92,
        technicalFiles: [{ name: 'technical.pdf', url: '/files/u/t' }],
        commercialFiles: [],
      },
      {
        bidId: 2,
        supplier: party(2),
        totalAmount: 3600,
        priceScore: 60,
        scores: null,
        comment: '',
        total: null,
        technicalFiles: [],
        commercialFiles: [],
      },
    ],
    canScore: true,
    reportSubmitted: false,
  };

  it('the scoring sheet: the price score read only, a cell per other criterion with what was saved, the row total', () => {
    const html = render(<ScoringSheetPage view={{ tenderId: 5, sheet, key: 'k', serverTime: NOW }} answer={undefined} />);
    expect(html).toContain(`name="${scoreField(1, 1)}" value="38"`);
    expect(html).toContain(`name="${scoreField(2, 1)}" value=""`);
    expect(html).not.toContain(`name="${scoreField(1, 0)}"`);
    expect(attribute(html, 'scoring-row-total', 'data-testid')).toHaveLength(2);
    expect(html).toContain('>92<');
    expect(html).toContain('technical.pdf');
    expect(untranslated(html)).toEqual([]);
  });

  it('closed once the report is in, and in Chinese too', async () => {
    const closed = render(
      <ScoringSheetPage
        view={{ tenderId: 5, sheet: { ...sheet, canScore: false, reportSubmitted: true }, key: 'k', serverTime: NOW }}
        answer={undefined}
      />,
    );
    expect(attribute(closed, 'scoring-closed', 'data-reason')).toEqual(['reported']);
    await i18n.changeLanguage('zh-CN');
    try {
      expect(render(<ScoringSheetPage view={{ tenderId: 5, sheet, key: 'k', serverTime: NOW }} answer={undefined} />)).toContain('保存评分');
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('the library and the invitations', () => {
    const expert: TenderExpert = {
      id: 2,
      userId: 20,
      name: 'Dr Li',
      account: 'li',
      memberName: 'Li Consulting',
      speciality: 'Pumps',
      title: 'Engineer',
      enabled: false,
      createTime: NOW,
    };
    const library = render(<ExpertsPage view={{ experts: { status: 'ok', data: [expert] }, key: 'k' }} answer={undefined} />);
    expect(attribute(library, 'expert', 'data-enabled')).toEqual(['false']);
    expect(untranslated(library)).toEqual([]);
    const invitation: EvaluationInvitation = {
      id: 9,
      tender: { id: 5, code: 'ZB1', projectName: 'Pump station', buyerName: 'Buyer Co', openTenderTime: NOW, phase: 'bidding' },
      source: 'expert',
      state: 'invited',
      answerReason: null,
      answerTime: null,
      createTime: NOW,
    };
    const invitations = render(
      <InvitationsPage
        view={{ invitations: { status: 'ok', data: [invitation, { ...invitation, id: 10, state: 'accepted' }] } }}
        answer={undefined}
      />,
    );
    expect(attribute(invitations, 'invitation', 'data-state')).toEqual(['invited', 'accepted']);
    expect(attribute(invitations, 'invitation-score', 'href')).toEqual(['/memberCenter/callForBids/readyExpertRemark?id=5']);
    expect(untranslated(invitations)).toEqual([]);
  });
});
