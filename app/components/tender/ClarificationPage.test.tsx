// The page of a tender's questions and amendments as each reader sees it (rendered on the server, in
// English): a registered supplier asks, reads its waiting questions and the published answers with no
// asker anywhere, and each amendment with the deadline it moved; the buyer sees who asked, answers
// the waiting questions only, and is told before saving where the deadline would go; a refused form
// shows what was typed; an outsider is told why, with the registration page.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClarificationAnswer, ClarificationPageView } from '#bff/tender/clarification-views.ts';
import type { BuyerClarification, ClarificationTender, SupplierClarification, TenderAmendmentView } from '#contract/schemas.ts';
import { countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { ClarificationPage } from './ClarificationPage.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const DAY = 86_400_000;
// 2030-01-01 10:00 on the site's clock (UTC+8).
const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);

const render = (page: ReactNode, roleType: 1 | 2 = 1) => renderMemberPage(i18n, page, roleType);

const count = countOf;
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const tender: ClarificationTender = {
  id: 9,
  code: 'ZB20300101000009',
  projectName: 'Pump station 9',
  buyerName: 'Huadong Water',
  state: 'published',
  phase: 'bidding',
  tenderScope: 'public',
  revision: 2,
  inviteTenderEndTime: NOW + 15 * DAY,
  openTenderTime: NOW + 15 * DAY,
  inviteTenderRequirement: 'Three years of pump station references',
  inviteTenderFile: [{ name: 'spec-v2.pdf', url: '/files/u/00000000-0000-0000-0000-000000000002', fileId: 2 }],
};
const amendment: TenderAmendmentView = {
  revision: 2,
  time: NOW,
  reason: 'References added',
  changed: ['requirement'],
  inviteTenderRequirement: 'Three years of pump station references',
  inviteTenderFile: tender.inviteTenderFile,
  previousEndTime: NOW + 10 * DAY,
  inviteTenderEndTime: NOW + 15 * DAY,
  previousOpenTime: NOW + 10 * DAY,
  openTenderTime: NOW + 15 * DAY,
  moved: true,
};
const view = (page: SupplierClarification | BuyerClarification): ClarificationPageView => ({
  tenderId: 9,
  page: { status: 'ok', data: page },
  serverTime: NOW,
  askKey: 'key-ask-0001',
  amendKey: 'key-amend-0001',
});

describe('a registered supplier’s page', () => {
  const page: SupplierClarification = {
    viewer: 'supplier',
    tender,
    askOpen: true,
    ownQuestions: [{ id: 3, question: 'Is delivery to site included?', askTime: NOW - DAY }],
    answers: [
      {
        id: 1,
        question: 'Are equivalent brands accepted?',
        answer: 'Yes, with a comparison sheet.',
        askTime: NOW - 2 * DAY,
        answerTime: NOW - DAY,
        mine: true,
      },
    ],
    amendments: [amendment],
  };

  it('asks, lists its waiting question, reads the answers with no asker, and each amendment with the deadline it moved', () => {
    const html = render(<ClarificationPage view={view(page)} answer={undefined} />);
    const text = plain(html);
    expect(count(html, 'ask-form')).toBe(1);
    expect(html).toContain('value="key-ask-0001"');
    expect(count(html, 'own-question')).toBe(1);
    expect(text).toContain('Is delivery to site included?');
    expect(count(html, 'published-answer')).toBe(1);
    expect(text).toContain('Yes, with a comparison sheet.');
    expect(text).toContain('My question');
    expect(text).toContain('Bidding deadline moved from 2030-01-11 10:00 to 2030-01-16 10:00');
    expect(text).toContain('Bidding closes: 2030-01-16 10:00');
    expect(count(html, 'amend-form')).toBe(0);
    expect(count(html, 'buyer-questions')).toBe(0);
  });

  it('past the deadline says questions are closed; a refused question shows what was typed and its message', () => {
    expect(count(render(<ClarificationPage view={view({ ...page, askOpen: false })} answer={undefined} />), 'ask-closed')).toBe(1);
    const refused: ClarificationAnswer = {
      ok: false,
      intent: 'ask',
      key: 'key-ask-first',
      fieldErrors: { question: 'At most 500 characters' },
      values: { question: 'What about the warranty?' },
    };
    const html = render(<ClarificationPage view={view(page)} answer={refused} />);
    expect(html).toContain('What about the warranty?');
    expect(html).toContain('At most 500 characters');
    expect(html).toContain('value="key-ask-first"');
  });
});

describe('the buyer’s page', () => {
  const page: BuyerClarification = {
    viewer: 'buyer',
    tender: { ...tender, revision: 1, inviteTenderFile: [{ name: 'spec.pdf', url: '/files/doc/spec.pdf' }] },
    answerOpen: true,
    questions: [
      {
        id: 1,
        question: 'Are equivalent brands accepted?',
        askTime: NOW - 2 * DAY,
        asker: { memberId: 31, roleId: 4, name: 'Huadong Pipes', userName: 'Li Si' },
        answer: 'Yes.',
        answerTime: NOW - DAY,
      },
      {
        id: 3,
        question: 'Is delivery to site included?',
        askTime: NOW - DAY,
        asker: { memberId: 32, roleId: 4, name: 'Jiangnan Valves', userName: 'Wang Wu' },
        answer: null,
        answerTime: null,
      },
    ],
    amendments: [],
    amendRefusal: null,
    preview: { revision: 2, inviteTenderEndTime: NOW + 15 * DAY, openTenderTime: NOW + 15 * DAY + 7_200_000, moved: true, clarificationDays: 15 },
  };

  it('sees who asked, answers the waiting question only, and is told where the deadline would go before saving', () => {
    const html = render(<ClarificationPage view={view(page)} answer={undefined} />, 2);
    const text = plain(html);
    expect(text).toContain('Huadong Pipes (Li Si)');
    expect(text).toContain('Jiangnan Valves (Wang Wu)');
    expect(count(html, 'answer-form')).toBe(1);
    expect(html.indexOf('Is delivery to site included?')).toBeLessThan(html.indexOf('Are equivalent brands accepted?'));
    expect(count(html, 'amend-form')).toBe(1);
    expect(text).toContain('saved now, bidding would close at 2030-01-16 10:00 and the opening would move to 2030-01-16 12:00');
    // The current file is kept by its address (no upload named): a placeholder id the portal sends back as such.
    expect(html).toContain('/files/doc/spec.pdf');
  });

  it('once opened, answers and amendments are closed and say so', () => {
    const html = render(<ClarificationPage view={view({ ...page, answerOpen: false, amendRefusal: 60112, preview: null })} answer={undefined} />, 2);
    expect(count(html, 'answer-form')).toBe(0);
    expect(count(html, 'answers-closed')).toBe(1);
    expect(plain(html)).toContain('The bids are open: the tender cannot be amended.');
  });
});

describe('anyone else', () => {
  it('is told why, with the tender’s page and the registration page', () => {
    const refused: ClarificationPageView = {
      tenderId: 9,
      page: { status: 'error', code: 60119, message: 'Only registered suppliers may do this' },
      serverTime: NOW,
      askKey: 'k',
      amendKey: 'k',
    };
    const html = render(<ClarificationPage view={refused} answer={undefined} />);
    expect(html).toContain('Only registered suppliers may do this');
    expect(html).toContain('href="/biddingDetail/9"');
    expect(html).toContain('readyBidRegister/add?id=9');
  });
});
