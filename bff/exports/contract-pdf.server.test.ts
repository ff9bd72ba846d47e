// A contract's PDF as its parties file it (docs/decisions/027-documents.md): the signed version's hash on
// every page's footer, the one typeface embedded (a subset, so the file stays small), the parties and
// lines readable in Chinese, English and Korean, and a draft watermark on a contract not yet signed.
import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#contract/lang.ts';
import type { Agreement } from '#contract/schemas.ts';
import { translations } from '#tests/support/render-page.tsx';
import type { Translate } from '../forms.server.ts';
import { type ContractDocument, contractPdf } from './contract-pdf.server.ts';
import { PDF_FONT_NAMES, pdfFont } from './pdf-font.server.ts';

const HASH = 'a3f1c9e07b5d2468aa0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566f';
const DAY = 86_400_000;
const SIGNED_AT = Date.UTC(2026, 10, 20, 2, 30);

/** A contract of `lines` lines from an inquiry's award, signed by both sides unless `signed` is false. */
function aContract(lines: number, signed = true): Agreement {
  const terms = {
    title: '2026 年度轴承采购合同',
    startDate: '2026-12-01',
    endDate: '2027-11-30',
    lines: Array.from({ length: lines }, (_, index) => ({
      lineNo: index + 1,
      materielId: 100 + index,
      number: `M-${index + 1}`,
      name: index % 2 ? '深沟球轴承 베어링' : 'Tapered roller bearing 圆锥滚子轴承',
      model: '6204-2RS',
      unit: '个',
      awardedQuantity: 100,
      quantity: 100,
      unitPrice: 12.5,
      amount: 1250,
      deliveryDate: '2027-01-15',
    })),
    totalAmount: 1250 * lines,
    paymentPlan: [
      { stageNo: 1, name: '预付款', ratio: 30, amount: 375 * lines, condition: 'signing' as const, dueDate: null, payDay: 15 },
      { stageNo: 2, name: '验收款', ratio: 70, amount: 875 * lines, condition: 'acceptance' as const, dueDate: null, payDay: null },
    ],
    deliveryAddress: '上海市浦东新区张江路 1 号',
    text: '第一条 合同标的\n乙方按本合同约定向甲方供货。\n제2조 품질 보증: 공급업체는 품질을 보증한다.',
    attachments: [{ fileId: 9, name: '技术协议.pdf', url: '/files/9' }],
  };
  const confirmations = signed ? (['buyer', 'supplier'] as const) : (['buyer'] as const);
  return {
    id: 7,
    agreementNo: 'HT202611200007',
    state: signed ? 'signed' : 'negotiating',
    viewerSide: 'buyer',
    source: { type: 1, id: 3, code: 'XJ202611010003', title: '轴承询价' },
    order: { id: 11, orderNo: 'PO202611150011' },
    buyer: { memberId: 1, roleId: 2, name: '上海采购集团有限公司' },
    supplier: { memberId: 2, roleId: 1, name: '한국베어링 주식회사' },
    currency: 'CNY',
    awardAmount: terms.totalAmount,
    version: 2,
    hash: HASH,
    terms,
    versions: [],
    signatures: confirmations.map((side, index) => ({
      side,
      userName: side === 'buyer' ? '王采购' : '김공급',
      version: 2,
      hash: HASH,
      createTime: SIGNED_AT - (1 - index) * DAY,
    })),
    signedVersion: signed ? 2 : null,
    signTime: signed ? SIGNED_AT : null,
    events: [],
    execution: null,
    endReason: null,
    endTime: null,
    createTime: SIGNED_AT - 3 * DAY,
  };
}

const documentOf = (agreement: Agreement): ContractDocument => ({
  agreement,
  version: agreement.version,
  hash: agreement.hash,
  terms: agreement.terms,
  signed: agreement.signedVersion !== null,
});

/** Each page's text, as a reader extracts it. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages;
}

const words: Record<Locale, Translate> = {} as Record<Locale, Translate>;
beforeAll(async () => {
  // The fonts are read once per process (34 MB): here, not in the first test's time.
  await Promise.all([pdfFont('regular'), pdfFont('bold')]);
  for (const locale of ['zh-CN', 'en-US', 'ko-KR'] as const) {
    const i18n = await translations(locale);
    words[locale] = (key, options) => String(i18n.t(key as never, options as never));
  }
});

describe('a signed contract as a PDF', () => {
  it('carries the signed version’s hash on every page, with the one typeface embedded as a subset', async () => {
    const pdf = await contractPdf(documentOf(aContract(45)), words['en-US'], 'en-US');
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, page] of pages.entries()) {
      expect(page, `page ${index + 1}`).toContain(`HT202611200007 | version 2 | SHA-256 ${HASH}`);
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).not.toContain('DRAFT');
    }
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${PDF_FONT_NAMES.regular}`));
    expect(raw).toContain('/FontFile3');
    // Subset: the 17 MB font leaves a document of a few hundred kilobytes.
    expect(pdf.byteLength).toBeLessThan(600_000);
  });

  it.each([
    ['zh-CN', '采购合同', '甲方（采购商）', '第 1 页'],
    ['en-US', 'Procurement contract', 'Buyer (party A)', 'Page 1 of'],
    ['ko-KR', '구매 계약서', '구매사 (갑)', '1 / '],
  ] as const)('reads in %s: the parties, lines, plan and text in all three scripts', async (locale, title, buyer, page) => {
    const pdf = await contractPdf(documentOf(aContract(3)), words[locale], locale);
    const [first] = await pagesOf(pdf);
    for (const text of [title, buyer, page, '上海采购集团有限公司', '한국베어링 주식회사', 'Tapered roller bearing', '3,750.00', '预付款', HASH]) {
      expect(first, text).toContain(text);
    }
    expect(first).toContain('제2조 품질 보증');
  });
});

describe('a contract before both sides signed', () => {
  it('carries a draft watermark and says which version is under negotiation', async () => {
    const pages = await pagesOf(await contractPdf(documentOf(aContract(2, false)), words['zh-CN'], 'zh-CN'));
    expect(pages[0]).toContain('草稿（未签署）');
    expect(pages[0]).toContain('第 2 版仍在协商中');
    expect(pages[0]).toContain(`SHA-256 ${HASH}`);
  });
});
