// A contract's page as each side reads it (rendered on the server, in English): while negotiating,
// where it stands for the viewer (waiting, the other side confirmed, you confirmed) with the
// confirmation keyed by the version's number and hash, proposing and commenting; once signed, the
// execution — progress, deliveries the buyer accepts or rejects, stages it pays, the supplier's
// delivery form with what is left — and never the other side's actions; two versions compared row
// by row; a refusal said by its form with everything typed kept; the text always as text.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgreementActionAnswer } from '#bff/agreement/detail-views.ts';
import { attributeOf, countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { ContractDetailPage } from './ContractDetailPage.tsx';
import { agreement, detailView, HASH_1, signed, version } from './contract-fixture.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const render = (page: ReactNode, role: 1 | 2 = 2) => renderMemberPage(i18n, page, role);
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
/** The text of each element carrying the test id, up to its first closing `tag`. */
const textsTo = (html: string, testId: string, tag: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</${tag}>`, 'gs'))].map((m) => plain(m[1]!).trim());

describe('a contract being negotiated', () => {
  it('the buyer’s draft waits for both sides: the head, the terms, the confirmation of v1 by its hash, proposing, commenting, terminating', () => {
    const html = render(<ContractDetailPage view={detailView(agreement())} answer={undefined} />);
    expect(attributeOf(html, 'contract-detail-page', 'data-side')).toEqual(['buyer']);
    expect(attributeOf(html, 'contract-state', 'data-state')).toEqual(['negotiating']);
    expect(attributeOf(html, 'contract-source-link', 'href')).toEqual(['/memberCenter/purchaseInquiry/inquiry/detail?id=33']);
    expect(attributeOf(html, 'contract-order-link', 'href')).toEqual(['/memberCenter/order/purchaseOrder/orderList/detail?id=44']);
    expect(attributeOf(html, 'contract-document-link', 'href')).toEqual(['/memberCenter/contract/document?id=9']);
    expect(textsTo(html, 'contract-buyer', 'div')[0]).toContain('Sino Buyer Ltd (you)');
    expect(textsTo(html, 'contract-total', 'div')[0]).toContain('CN¥12,000.00');
    expect(attributeOf(html, 'contract-negotiation-status', 'data-status')).toEqual(['waiting']);
    expect(plain(html)).toContain('Version 1, proposed by you, waits for both sides to confirm it.');
    expect(html).toMatch(/name="version" value="1"/);
    expect(html).toContain(`name="hash" value="${HASH_1}"`);
    expect(html).toMatch(/name="idempotencyKey" value="sign-key-1"/);
    expect(html).toMatch(/name="idempotencyKey" value="comment-key-1"/);
    expect(countOf(html, 'contract-sign-open')).toBe(1);
    expect(countOf(html, 'contract-propose-open')).toBe(1);
    expect(countOf(html, 'contract-comment-form')).toBe(1);
    expect(countOf(html, 'contract-terminate-open')).toBe(1);
    expect(attributeOf(html, 'contract-line', 'data-line')).toEqual(['1', '2']);
    expect(textsTo(html, 'contract-stage', 'tr')).toEqual([
      '1 Advance 30 % CN¥3,600.00 On signing',
      '2 Balance 70 % CN¥8,400.00 On the last acceptance, on day 15 of the month',
    ]);
    expect(countOf(html, 'contract-execution')).toBe(0);
    // The record, newest first, each in words with who and when (the site's time).
    expect(attributeOf(html, 'contract-event', 'data-kind')).toEqual(['commented', 'drafted']);
    expect(plain(html)).toContain('Commented the supplier · Han Mei Please move the pumps to March 2030-01-09 10:00');
  });

  it('the text is text: markup in it is shown, never run', () => {
    const html = render(<ContractDetailPage view={detailView(agreement())} answer={undefined} />);
    expect(html).toContain('Article 1. &lt;b&gt;Warranty&lt;/b&gt; of two years.');
    expect(html).not.toContain('<b>Warranty</b>');
  });

  it('the supplier reads that the buyer confirmed and it is its turn; the buyer who confirmed waits, with nothing to confirm', () => {
    const confirmedByBuyer = { versions: [version(1, 'buyer', ['buyer'])] };
    const supplier = render(
      <ContractDetailPage view={detailView(agreement({ ...confirmedByBuyer, viewerSide: 'supplier' }))} answer={undefined} />,
      1,
    );
    expect(attributeOf(supplier, 'contract-negotiation-status', 'data-status')).toEqual(['otherConfirmed']);
    expect(plain(supplier)).toContain('the buyer confirmed version 1. Confirm it too and the contract is signed.');
    expect(attributeOf(supplier, 'contract-source-link', 'href')).toEqual([
      '/memberCenter/procurementAbility/offter/quote?id=33&amp;number=XJ2030010100033',
    ]);
    expect(attributeOf(supplier, 'contract-order-link', 'href')).toEqual(['/memberCenter/order/saleOrder/orderList/detail?id=44']);
    expect(countOf(supplier, 'contract-sign-open')).toBe(1);
    const buyer = render(<ContractDetailPage view={detailView(agreement(confirmedByBuyer))} answer={undefined} />);
    expect(attributeOf(buyer, 'contract-negotiation-status', 'data-status')).toEqual(['youConfirmed']);
    expect(plain(buyer)).toContain('You confirmed version 1. Waiting for the supplier to confirm it.');
    expect(countOf(buyer, 'contract-sign-open')).toBe(0);
    expect(attributeOf(buyer, 'contract-version-confirmed', 'data-sides')).toEqual(['buyer']);
  });
});

describe('comparing two versions', () => {
  const two = agreement({ version: 2, versions: [version(1, 'buyer', ['buyer']), version(2, 'supplier')] });

  it('offers the comparison with the last two chosen, and shows the changes row by row', () => {
    const view = detailView(two, {
      compare: { from: 1, to: 2 },
      diff: {
        status: 'ok',
        data: {
          from: 1,
          to: 2,
          changes: [
            { section: 'line', key: '1', field: 'deliveryDate', before: '2030-02-01', after: '2030-03-01' },
            { section: 'stage', key: '2', field: 'payDay', before: null, after: '15' },
          ],
        },
      },
    });
    const html = render(<ContractDetailPage view={view} answer={undefined} />);
    expect(attributeOf(html, 'contract-version', 'data-version')).toEqual(['2', '1']);
    expect(countOf(html, 'contract-compare-form')).toBe(1);
    expect(attributeOf(html, 'contract-diff', 'data-from')).toEqual(['1']);
    expect(textsTo(html, 'contract-diff-row', 'tr')).toEqual(['Line 1 · Delivery date 2030-02-01 2030-03-01', 'Payment stage 2 · Payment day — 15']);
  });

  it('says so when nothing changed, and a failed comparison costs only itself', () => {
    const same = render(
      <ContractDetailPage
        view={detailView(two, { compare: { from: 1, to: 2 }, diff: { status: 'ok', data: { from: 1, to: 2, changes: [] } } })}
        answer={undefined}
      />,
    );
    expect(countOf(same, 'contract-diff-none')).toBe(1);
    const failed = render(
      <ContractDetailPage
        view={detailView(two, { compare: { from: 1, to: 2 }, diff: { status: 'error', code: 0, message: 'Service unavailable', transport: true } })}
        answer={undefined}
      />,
    );
    expect(countOf(failed, 'contract-diff-error')).toBe(1);
    expect(countOf(failed, 'contract-terms')).toBe(1);
  });
});

describe('a signed contract under way', () => {
  it('the buyer: progress, the pending delivery to accept or reject (keyed), stages to pay, no delivery form, no negotiation', () => {
    const html = render(<ContractDetailPage view={detailView(signed('buyer'))} answer={undefined} />);
    expect(countOf(html, 'contract-negotiation')).toBe(0);
    expect(attributeOf(html, 'contract-accepted-percent', 'data-value')).toEqual(['30']);
    expect(attributeOf(html, 'contract-paid-percent', 'data-value')).toEqual(['38.33']);
    expect(attributeOf(html, 'contract-progress-line', 'data-overdue')).toEqual(['false', 'true']);
    expect(textsTo(html, 'contract-progress-line', 'tr')).toEqual([
      expect.stringMatching(/^1 Pump 10 10 6 0 2030-02-01$/),
      expect.stringMatching(/^2 Valve 4 1 0 3 2030-01-08 Overdue$/),
    ]);
    expect(attributeOf(html, 'contract-delivery', 'data-state')).toEqual(['accepted', 'pending', 'rejected']);
    expect(countOf(html, 'contract-delivery-accept')).toBe(1);
    expect(countOf(html, 'contract-delivery-reject-open')).toBe(1);
    expect(html).toMatch(/name="idempotencyKey" value="accept-key-32"/);
    expect(textsTo(html, 'contract-delivery-reason', 'div')).toEqual(['Scratched casing']);
    expect(countOf(html, 'contract-delivery-form')).toBe(0);
    // Stage 1 is paid; stage 2 has 7,400 left and is overdue.
    expect(attributeOf(html, 'contract-stage-progress', 'data-overdue')).toEqual(['false', 'true']);
    expect(countOf(html, 'contract-pay-open')).toBe(1);
    expect(countOf(html, 'contract-payment')).toBe(2);
    expect(attributeOf(html, 'contract-document-link', 'href')).toEqual(['/memberCenter/contract/document?id=9']);
    expect(countOf(html, 'contract-terminate-open')).toBe(1);
  });

  it('the supplier: the delivery form offers only what is left (line 2: 3 pc) with today’s date and its key; no verdicts, no payments', () => {
    const html = render(<ContractDetailPage view={detailView(signed('supplier'))} answer={undefined} />, 1);
    expect(countOf(html, 'contract-delivery-form')).toBe(1);
    expect(plain(html)).toContain('2. Valve (3 pc left)');
    expect(plain(html)).not.toContain('1. Pump (');
    expect(plain(html)).toContain('At most 3 pc');
    expect(html).toMatch(/name="idempotencyKey" value="deliver-key-1"/);
    expect(html).toMatch(/name="deliveredOn"[^>]*value="2030-01-10"|value="2030-01-10"[^>]*name="deliveredOn"/);
    expect(countOf(html, 'contract-delivery-accept')).toBe(0);
    expect(countOf(html, 'contract-pay-open')).toBe(0);
  });

  it('terminated: the reason and the time, and no actions at all', () => {
    const ended = { ...signed('supplier'), state: 'terminated' as const, endReason: 'Project cancelled', endTime: Date.UTC(2030, 0, 11, 1, 0) };
    const html = render(<ContractDetailPage view={detailView(ended)} answer={undefined} />, 1);
    expect(plain(html)).toContain('Terminated on 2030-01-11 09:00: Project cancelled');
    expect(countOf(html, 'contract-delivery-form')).toBe(0);
    expect(countOf(html, 'contract-terminate-open')).toBe(0);
  });
});

describe('a refusal', () => {
  it('of a proposal keeps the form open with everything typed, each problem on its field and the plan’s above it', () => {
    const answer: AgreementActionAnswer = {
      ok: false,
      intent: 'propose',
      code: 37123,
      fieldErrors: { plan: 'Payment ratios must total 100%', 'l.2.quantity': 'A quantity above 0, at most 3 decimals' },
      values: {},
      proposal: {
        baseVersion: 1,
        title: 'Pump supply contract, revised',
        startDate: '2030-01-01',
        endDate: '2030-06-30',
        lines: [
          { lineNo: 1, quantity: '8', deliveryDate: '2030-03-01' },
          { lineNo: 2, quantity: 'four', deliveryDate: '2030-01-08' },
        ],
        stages: [{ key: 's0', name: 'Advance', ratio: '40', condition: 'signing', dueDate: '', payDay: '' }],
        deliveryAddress: 'Station 4, Harbour Road 1',
        text: 'Article 1.',
        files: [],
        comment: 'Fewer pumps, later',
      },
    };
    const html = render(<ContractDetailPage view={detailView(agreement())} answer={answer} />);
    expect(countOf(html, 'contract-proposal-form')).toBe(1);
    expect(html).toContain('value="Pump supply contract, revised"');
    expect(html).toContain('value="four"');
    expect(html).toContain('value="2030-03-01"');
    expect(html).toContain('Fewer pumps, later');
    expect(plain(html)).toContain('Payment ratios must total 100%');
    expect(plain(html)).toContain('A quantity above 0, at most 3 decimals');
    expect(plain(html)).toContain('Ratios total 40 % (must be 100 %)');
    expect(html).toMatch(/name="baseVersion" value="1"/);
    expect(html).toMatch(/name="idempotencyKey" value="propose-key-1"/);
  });

  it('because a newer version came first says so, shows the new version and offers to compare it with the one typed on', () => {
    const now = agreement({ version: 2, hash: 'c'.repeat(64), versions: [version(1, 'buyer'), version(2, 'supplier', [], 'c'.repeat(64))] });
    const answer: AgreementActionAnswer = {
      ok: false,
      intent: 'propose',
      code: 39007,
      stale: true,
      message: 'The contract has a newer version: reload it before confirming',
      fieldErrors: {},
      values: {},
      proposal: {
        baseVersion: 1,
        title: 'Mine',
        startDate: '2030-01-01',
        endDate: '2030-06-30',
        lines: [],
        stages: [],
        deliveryAddress: 'A',
        text: '',
        files: [],
        comment: '',
      },
    };
    const html = render(<ContractDetailPage view={detailView(now)} answer={answer} />);
    expect(attributeOf(html, 'contract-stale', 'data-intent')).toEqual(['propose']);
    expect(plain(html)).toContain('The contract has a newer version: reload it before confirming');
    expect(plain(html)).toContain('Version 2 is the current one now, shown on this page.');
    expect(attributeOf(html, 'contract-stale-compare', 'href')).toEqual(['/memberCenter/contract/detail?id=9&amp;from=1&amp;to=2']);
    // Sent again, the kept changes go on top of version 2; the confirmation offered is of version 2's hash.
    expect(html).toMatch(/name="baseVersion" value="2"/);
    expect(html).toContain('value="Mine"');
    expect(html).toContain(`name="hash" value="${'c'.repeat(64)}"`);
  });

  it('of a delivery keeps what was typed, the platform’s message on the quantity', () => {
    const answer: AgreementActionAnswer = {
      ok: false,
      intent: 'deliver',
      code: 39026,
      fieldErrors: { quantity: 'The delivery is more than what is left of the line' },
      values: { lineNo: '2', quantity: '5', deliveredOn: '2030-01-09', note: 'Truck 2' },
    };
    const html = render(<ContractDetailPage view={detailView(signed('supplier'))} answer={answer} />, 1);
    expect(html).toContain('value="5"');
    expect(html).toContain('value="Truck 2"');
    expect(html).toContain('value="2030-01-09"');
    expect(plain(html)).toContain('The delivery is more than what is left of the line');
  });

  it('of a comment says why on it; done, the page says so', () => {
    const refused = render(
      <ContractDetailPage
        view={detailView(agreement())}
        answer={{ ok: false, intent: 'comment', fieldErrors: { comment: 'Required' }, values: { comment: '  ' } }}
      />,
    );
    expect(plain(refused)).toContain('Required');
    const done = render(<ContractDetailPage view={detailView(agreement())} answer={{ ok: true, intent: 'comment' }} />);
    expect(attributeOf(done, 'contract-action-done', 'data-intent')).toEqual(['comment']);
  });
});
