// A notification read as a sentence in each language, with the page it concerns; user text stays text.
import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#contract/lang.ts';
import type { Notification } from '#contract/schemas/message.ts';
import enAdmission from '#locales/en-US/admission.json';
import enMessages from '#locales/en-US/messages.json';
import koAdmission from '#locales/ko-KR/admission.json';
import koMessages from '#locales/ko-KR/messages.json';
import zhAdmission from '#locales/zh-CN/admission.json';
import zhMessages from '#locales/zh-CN/messages.json';
import { i18nOptions } from '#app/i18n/options.ts';
import { chatHref, chatPreview, notificationHref, notificationText, type Translate } from './message-text.ts';

let instance: i18n;
beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.init({
    ...i18nOptions,
    lng: 'zh-CN',
    resources: {
      'zh-CN': { messages: zhMessages, admission: zhAdmission },
      'en-US': { messages: enMessages, admission: enAdmission },
      'ko-KR': { messages: koMessages, admission: koAdmission },
    },
  });
});

const tIn = (locale: Locale): Translate => instance.getFixedT(locale) as unknown as Translate;
const say = (n: Pick<Notification, 'kind' | 'payload'>, locale: Locale = 'en-US') => notificationText(n, tIn(locale), locale);

describe('an admission decision', () => {
  const rejected = {
    kind: 'admission.rejected',
    payload: { admissionId: 7, buyerName: '华东精工制造有限公司', buyerMemberId: 3, buyerRoleId: 4, reason: 'Licence not legible' },
  } as const;

  it('names the buyer and the reason, and leads to the application', () => {
    expect(say(rejected)).toBe('华东精工制造有限公司 rejected your supplier application. Reason: Licence not legible');
    expect(say(rejected, 'zh-CN')).toBe('华东精工制造有限公司 驳回了您的供应商入库申请，原因：Licence not legible');
    expect(say(rejected, 'ko-KR')).toContain('사유: Licence not legible');
    expect(notificationHref(rejected)).toBe('/memberCenter/memberAbility/supplierApplication/detail?validateId=7');
  });

  it('has a sentence without a reason when none was given, and one for an approval', () => {
    expect(say({ ...rejected, payload: { ...rejected.payload, reason: null } })).toBe('华东精工制造有限公司 rejected your supplier application.');
    expect(say({ kind: 'admission.approved', payload: { admissionId: 7, buyerName: 'Acme' } }, 'zh-CN')).toBe('Acme 已通过您的供应商入库申请。');
  });

  it('names the lifecycle stages in the user language', () => {
    const moved = {
      kind: 'admission.stageChanged',
      payload: { admissionId: 9, buyerName: 'Acme', from: 'qualified', to: 'preferred', reason: null },
    } as const;
    expect(say(moved)).toBe('Acme moved you from the stage “Qualified” to “Preferred”.');
    expect(say(moved, 'zh-CN')).toContain(`「${zhAdmission.stages.preferred}」`);
  });

  it('keeps what a user typed as it is: no markup, no nested translation, no interpolation', () => {
    const sly = { ...rejected, payload: { ...rejected.payload, reason: '<img src=x onerror=alert(1)> {{buyer}} $t(messages:title)' } };
    expect(say(sly)).toBe(
      '华东精工制造有限公司 rejected your supplier application. Reason: <img src=x onerror=alert(1)> {{buyer}} $t(messages:title)',
    );
  });

  it('without a usable application id links nowhere', () => {
    expect(notificationHref({ kind: 'admission.approved', payload: { admissionId: 'x' } })).toBeNull();
    expect(notificationHref({ kind: 'admission.approved', payload: {} })).toBeNull();
  });

  it('without the buyer name still reads as a sentence', () => {
    expect(say({ kind: 'admission.approved', payload: {} })).toBe('A buyer approved your supplier application.');
  });
});

describe('inquiries and orders', () => {
  const inquiry = { inquiryId: 5, purchaseInquiryNo: 'XJ2025001', title: 'Steel plates', buyerName: 'Acme' };

  it('an invitation gives the closing time in Beijing time and the quote page', () => {
    const invited = {
      kind: 'inquiry.invited',
      payload: { ...inquiry, offerEndTime: Date.UTC(2025, 5, 30, 8, 0), link: '/memberCenter/procurementAbility/offter/quote?id=5&number=XJ2025001' },
    } as const;
    expect(say(invited)).toBe('Acme invited you to quote on inquiry XJ2025001 “Steel plates”; quotes close at 2025-06-30 16:00.');
    expect(notificationHref(invited)).toBe('/memberCenter/procurementAbility/offter/quote?id=5&number=XJ2025001');
  });

  it('a revised quote says its revision; a first one does not', () => {
    const quote = { kind: 'inquiry.quoteReceived', payload: { ...inquiry, supplierName: 'Best Supply', revision: 1, sealed: true } } as const;
    expect(say(quote)).toBe('Best Supply sent a quote on your inquiry XJ2025001 “Steel plates”.');
    expect(say({ ...quote, payload: { ...quote.payload, revision: 2 } })).toBe(
      'Best Supply sent revision 2 of its quote on your inquiry XJ2025001 “Steel plates”.',
    );
  });

  it('an award names its order and amount with the currency; losing one does not', () => {
    const awarded = { kind: 'inquiry.awarded', payload: { ...inquiry, orderId: 3, orderNo: 'PO-1', totalAmount: 12345.5, currency: 'CNY' } } as const;
    expect(say(awarded)).toBe('Acme awarded you inquiry XJ2025001 “Steel plates”: purchase order PO-1, 12,345.50 CNY.');
    expect(say({ kind: 'inquiry.notAwarded', payload: inquiry }, 'zh-CN')).toBe('Acme 的询价 XJ2025001「Steel plates」已授予其他供应商。');
  });

  it('an order declined with its reason; every kind has a sentence in every language', () => {
    expect(say({ kind: 'order.declined', payload: { orderNo: 'PO-1', supplierName: 'Best Supply', reason: 'No stock' } })).toBe(
      'Best Supply declined purchase order PO-1. Reason: No stock',
    );
    const kinds = [
      'admission.approved',
      'admission.rejected',
      'admission.stageChanged',
      'inquiry.invited',
      'inquiry.deadlineNear',
      'inquiry.quoteReceived',
      'inquiry.revised',
      'inquiry.cancelled',
      'inquiry.awarded',
      'inquiry.notAwarded',
      'order.created',
      'order.confirmed',
      'order.declined',
    ] as const;
    for (const locale of ['zh-CN', 'en-US', 'ko-KR'] as const) {
      for (const kind of kinds) {
        const sentence = say({ kind, payload: { ...inquiry, orderNo: 'PO-1', reason: 'r' } }, locale);
        expect(sentence, `${kind} in ${locale}`).not.toContain('notice.');
        expect(sentence).not.toContain('{{');
      }
    }
  });

  it('a tender’s award names the bidder’s rank and its order; a bid the opening did not count is told so', () => {
    const tender = { tenderId: 5, code: 'ZB2030010100005', title: 'Pump station', buyerName: 'Acme' };
    const won = { kind: 'tender.awarded', payload: { ...tender, rank: 1, orderNo: 'DT1', totalAmount: 4000, currency: 'CNY' } } as const;
    expect(say(won)).toBe('Acme awarded you tender ZB2030010100005 “Pump station” (your bid ranked 1): purchase order DT1, 4,000.00 CNY.');
    expect(say({ kind: 'tender.notAwarded', payload: { ...tender, rank: 3 } })).toBe(
      'Acme awarded tender ZB2030010100005 “Pump station” to another bidder; your bid ranked 3.',
    );
    for (const locale of ['zh-CN', 'en-US', 'ko-KR'] as const) {
      const unranked = say({ kind: 'tender.notAwarded', payload: { ...tender, rank: null } }, locale);
      expect(unranked, locale).not.toMatch(/\{\{|rank|排名第 。|순위: \./);
      expect(unranked).toContain('ZB2030010100005');
    }
  });

  it('a registration the prequalification closed on unreviewed says so, not that the buyer rejected it', () => {
    const payload = { tenderId: 5, code: 'ZB2030010100005', title: 'Pump station', buyerName: 'Acme', reason: null, unreviewed: true };
    expect(say({ kind: 'tender.registrationRejected', payload })).toBe(
      'Your registration for Acme’s tender ZB2030010100005 “Pump station” was not reviewed before the prequalification closed, so it does not stand.',
    );
    for (const locale of ['zh-CN', 'ko-KR'] as const)
      expect(say({ kind: 'tender.registrationRejected', payload }, locale)).toContain('ZB2030010100005');
  });

  it('links only to pages of this site', () => {
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example/', '/\\evil.example', 42]) {
      expect(notificationHref({ kind: 'order.created', payload: { link } }), String(link)).toBeNull();
    }
    expect(notificationHref({ kind: 'order.created', payload: { link: '/memberCenter/order/sale?id=3' } })).toBe('/memberCenter/order/sale?id=3');
  });
});

describe('a chat line', () => {
  const base = { content: '', attachment: null, card: null };
  it('previews the text on one line, or what the message carries', () => {
    const t = tIn('en-US');
    expect(chatPreview({ ...base, msgType: 'text', content: 'Hello\n  there' }, t)).toBe('Hello there');
    expect(chatPreview({ ...base, msgType: 'image', content: 'a.png' }, t)).toBe('[Image]');
    expect(chatPreview({ ...base, msgType: 'file', content: 'spec.pdf' }, t)).toBe('[File] spec.pdf');
    expect(
      chatPreview({ ...base, msgType: 'card', content: 'Steel', card: { kind: 'inquiry', id: 1, title: 'Steel plates', deadline: null } }, t),
    ).toBe('[Card] Steel plates');
    // A card the platform withheld from this reader names nothing of its item.
    expect(chatPreview({ ...base, msgType: 'card', content: '' }, t)).toBe('[Card] not available');
    expect(chatHref(12)).toBe('/chatRoom?peer=12');
  });
});
