// The supplier's quote through the BFF, against the real platform (PGlite in memory) through the
// counting proxy (docs/product/member-side.md#quoting): a form posted twice with one
// key is stored once (the second answer is the first receipt), a new key is a new revision; the
// portal's own checks answer without a platform call; a line's own delivery date and notes reach the
// platform, and its refusal of a date already past (60014) lands on that line's date; a supplier no
// buyer admitted is refused in its language before any form.
import { describe, expect, it } from 'vitest';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from '../member/member.server.ts';
import { loadMyQuotes } from './my-quotes.server.ts';
import { loadQuotePage, quoteAction } from './quote.server.ts';
import { QUOTE_FIELD } from './views.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const SUBMIT = '/api/purchase/purchase/inquiry/quote/submit';
const t = (key: string) => key;

const page = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie } });

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

/** The first inquiry on which the platform would take the supplier's quote now. */
async function quotable(cookie: string) {
  for (let id = 1; id <= 300; id++) {
    const view = await loadQuotePage(page(`/q?id=${id}`, cookie), 'zh-CN').catch(() => null);
    if (view?.form.status === 'ok' && view.form.data.refusal === null && view.form.data.quote === null) return view.form.data.inquiry;
  }
  throw new Error('no inquiry takes the demo supplier’s quote');
}

function quoteForm(inquiry: { materiels: Array<{ id: number; purchaseCount: number }> }, key: string, price: string): FormData {
  const form = new FormData();
  for (const line of inquiry.materiels) {
    form.set(QUOTE_FIELD.price(line.id), price);
    form.set(QUOTE_FIELD.quantity(line.id), String(line.purchaseCount));
  }
  form.set(QUOTE_FIELD.taxRate, '13');
  form.set(QUOTE_FIELD.deliveryDate, '2030-01-15');
  form.set(QUOTE_FIELD.notes, 'Delivered in two lots');
  form.set(QUOTE_FIELD.fileIds, '');
  form.set(QUOTE_FIELD.key, key);
  form.set(QUOTE_FIELD.intent, 'submit');
  return form;
}

describe('a supplier quotes', () => {
  it('once for a form posted twice with one key, and again (a new revision) with a new key', async () => {
    const cookie = await signedIn('supplier');
    const inquiry = await quotable(cookie);
    const path = `/memberCenter/procurementAbility/offter/quote?id=${inquiry.id}`;
    const post = (form: FormData) => quoteAction(page(path, cookie, { method: 'POST' }), 'zh-CN', form, t);

    const line = inquiry.materiels[0]!;
    const withTerms = (form: FormData) => {
      form.set(QUOTE_FIELD.lineDelivery(line.id), '2030-01-08');
      form.set(QUOTE_FIELD.lineNotes(line.id), 'From stock');
      return form;
    };
    const first = await post(withTerms(quoteForm(inquiry, 'quote-key-0001', '1.25')));
    const again = await post(withTerms(quoteForm(inquiry, 'quote-key-0001', '1.25')));
    if (!first.ok || !again.ok) throw new Error('the quote was refused');
    expect(first.receipt.revision).toBe(1);
    expect(first.receipt.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(again.receipt).toEqual(first.receipt);

    const revised = await post(quoteForm(inquiry, 'quote-key-0002', '1.10'));
    if (!revised.ok) throw new Error('the revision was refused');
    expect(revised.receipt.revision).toBe(2);

    const view = await loadQuotePage(page(path, cookie), 'zh-CN');
    if (view.form.status !== 'ok' || !view.form.data.quote) throw new Error('no quote on the page');
    expect(view.form.data.quote.revisions.map((r) => [r.revision, r.receiptHash])).toEqual([
      [2, revised.receipt.sha256],
      [1, first.receipt.sha256],
    ]);
    // The line's own date (Beijing's midnight) and notes were kept with the first revision.
    expect(view.form.data.quote.revisions[1]!.lineTerms).toEqual([
      { materielId: line.id, deliveryTime: Date.parse('2030-01-08T00:00:00+08:00'), notes: 'From stock' },
    ]);
    expect(view.quoteKey).not.toBe('quote-key-0002');

    const mine = await loadMyQuotes(page('/memberCenter/offter/inquiry', cookie), 'zh-CN');
    if (mine.list.status !== 'ok') throw new Error('no quote list');
    expect(mine.list.data.data.find((row) => row.inquiryId === inquiry.id)).toMatchObject({ revision: 2, state: 'active' });
  });

  it('is told what to mend, field by field, without a platform call', async () => {
    const cookie = await signedIn('supplier');
    const inquiry = await quotable(cookie);
    const line = inquiry.materiels[0]!;
    const form = quoteForm(inquiry, 'quote-key-0003', '1.234');
    form.set(QUOTE_FIELD.taxRate, '120');
    upstream().calls.length = 0;
    const answer = await quoteAction(page(`/q?id=${inquiry.id}`, cookie, { method: 'POST' }), 'zh-CN', form, t);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.fieldErrors[QUOTE_FIELD.price(line.id)]).toBe('quote:errors.price');
    expect(answer.fieldErrors[QUOTE_FIELD.taxRate]).toBe('quote:errors.taxRate');
    expect(answer.values[QUOTE_FIELD.price(line.id)]).toBe('1.234');
    expect(answer.quoteKey).toBe('quote-key-0003');
    expect(upstream().calls.filter((call) => call.startsWith(SUBMIT))).toEqual([]);
  });
});

describe('a line delivery date already past', () => {
  it('is refused by the platform (60014), the message on that line’s date, what was typed kept', async () => {
    const cookie = await signedIn('supplier');
    const inquiry = await quotable(cookie);
    const line = inquiry.materiels.at(-1)!;
    const form = quoteForm(inquiry, 'quote-key-0005', '2.00');
    form.set(QUOTE_FIELD.lineDelivery(line.id), '2020-01-01');
    upstream().calls.length = 0;
    const answer = await quoteAction(page(`/q?id=${inquiry.id}`, cookie, { method: 'POST' }), 'zh-CN', form, t);
    expect(answer).toMatchObject({ ok: false, quoteKey: 'quote-key-0005' });
    if (answer.ok) return;
    expect(answer.fieldErrors[QUOTE_FIELD.lineDelivery(line.id)]).toMatch(/^时间设置无效.*不得早于今天$/);
    expect(answer.formError).toBeUndefined();
    expect(answer.values[QUOTE_FIELD.lineDelivery(line.id)]).toBe('2020-01-01');
    expect(upstream().calls.filter((call) => call.startsWith(SUBMIT))).toHaveLength(1);
  });
});

describe('a supplier no buyer admitted', () => {
  it('is told to apply first, in its language, on the quote page and on a submission', async () => {
    const supplier = await signedIn('supplier');
    const inquiry = await quotable(supplier);
    const cookie = await signedIn('newsupplier');
    const path = `/q?id=${inquiry.id}`;
    const view = await loadQuotePage(page(path, cookie), 'zh-CN');
    if (view.form.status !== 'ok') throw new Error('no quote page');
    expect(view.form.data.refusal).toBe(60020);
    expect(view.form.data.refusalMessage).toBe('您尚未申请成为入库供应商，请申请后再操作');
    const answer = await quoteAction(page(path, cookie, { method: 'POST' }), 'zh-CN', quoteForm(inquiry, 'quote-key-0004', '1.00'), t);
    expect(answer).toMatchObject({ ok: false, formError: '您尚未申请成为入库供应商，请申请后再操作' });
  });
});
