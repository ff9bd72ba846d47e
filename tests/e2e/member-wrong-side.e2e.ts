// A member on a page of the other side (docs/product/member-side.md#member-centre), in each of the three
// languages: a supplier opening one of the buyer's inquiry pages — its detail, the notifications'
// …/offter/inquiry?id= link to it, its form — gets "page not found" inside the member centre, status
// 404, whether the inquiry exists or not; a member without a role is asked to choose its role first,
// as on every buyer's or supplier's page; neither is ever a 503 that pages an operator. On the
// supplier's quote page the buyer is told, on its own inquiry, that the publisher takes no part in its
// own procurement (60022, words that fit every kind), and a member without a role why it may not quote.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from '#contract/endpoints.ts';
import { baseUrl, usePages } from './browser.ts';
import { login, ok } from './inquiry-helpers.ts';

const { openAs } = usePages();

const BUYER_PAGES = [
  '/memberCenter/purchaseInquiry/inquiry/detail',
  '/memberCenter/procurementAbility/offter/inquiry',
  '/memberCenter/purchaseInquiry/inquiry/edit',
];
const QUOTE_PAGE = '/memberCenter/procurementAbility/offter/quote';
const NO_SUCH_INQUIRY = 999_999;

type Locale = 'zh-CN' | 'en-US' | 'ko-KR';
const WORDS: Record<Locale, { notFound: string; roleFirst: string; ownPublication: string; notASupplier: string }> = {
  'zh-CN': {
    notFound: '页面不存在',
    roleFirst: '请先选择您的会员角色。',
    ownPublication: '发布者不能参与自己发布的采购',
    notASupplier: '仅供应商可申请入库，请先选择供应商角色',
  },
  'en-US': {
    notFound: 'Page not found',
    roleFirst: 'Choose your member role first.',
    ownPublication: 'The publisher cannot take part in its own procurement',
    notASupplier: 'Only suppliers can apply for admission, please choose the supplier role first',
  },
  'ko-KR': {
    notFound: '페이지를 찾을 수 없습니다',
    roleFirst: '먼저 회원 역할을 선택하세요.',
    ownPublication: '게시자는 자신이 게시한 구매에 참여할 수 없습니다',
    notASupplier: '공급업체만 입고를 신청할 수 있습니다. 먼저 공급업체 역할을 선택하세요',
  },
};
const LOCALES = Object.keys(WORDS) as Locale[];

async function inLanguage(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addCookies([{ name: 'LX_LANG', value: Buffer.from(locale).toString('base64'), url: baseUrl }]);
}

/** One of the demo buyer's published inquiries (its quote page refuses the buyer with 60022, not a draft's 404). */
async function aBuyerInquiry(): Promise<number> {
  const query = { current: 1, pageSize: 1, state: 'published' };
  const [first] = (await ok<{ data: Array<{ id: number }> }>(api.inquiryBuyer.list, { token: await login('buyer'), query })).data;
  assert.ok(first, 'the demo buyer has a published inquiry');
  return first.id;
}

/** Every wrong-side address of the buyer's pages: each page with an existing and a non-existent inquiry. */
async function buyerPageAddresses(): Promise<string[]> {
  const inquiry = await aBuyerInquiry();
  return BUYER_PAGES.flatMap((path) => [`${path}?id=${inquiry}`, `${path}?id=${NO_SUCH_INQUIRY}`]);
}

/** Opens `path`: its status, and that it is inside the member centre's frame. */
async function opened(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  await page.getByTestId('member-layout').waitFor();
  return response?.status() ?? 0;
}

test('a supplier on the buyer’s inquiry pages gets "page not found" in its language, status 404, never a 503', async () => {
  const addresses = await buyerPageAddresses();
  const { page, context } = await openAs('supplier');
  for (const locale of LOCALES) {
    await inLanguage(context, locale);
    for (const path of addresses) {
      assert.equal(await opened(page, path), 404, `${locale} ${path}`);
      const notFound = page.getByTestId('not-found-page');
      assert.equal(await notFound.locator('h1').innerText(), WORDS[locale].notFound, `${locale} ${path}`);
      assert.equal(await page.getByTestId('member-layout').getAttribute('data-role'), '1', 'the supplier keeps its own menu');
    }
  }
});

test('a member without a role on the buyer’s inquiry pages is asked to choose its role first, in its language, never a 503', async () => {
  const addresses = await buyerPageAddresses();
  const { page, context } = await openAs('newbie');
  for (const locale of LOCALES) {
    await inLanguage(context, locale);
    for (const path of addresses) {
      assert.equal(await opened(page, path), 404, `${locale} ${path}`);
      const prompt = page.getByTestId('role-first');
      assert.ok((await prompt.innerText()).includes(WORDS[locale].roleFirst), `${locale} ${path}`);
      assert.equal(await prompt.getByRole('link').getAttribute('href'), '/memberCenter', `${locale} ${path}`);
    }
  }
});

test('on the supplier’s quote page the buyer and a member without a role are told why they may not quote, never a 5xx', async () => {
  const inquiry = await aBuyerInquiry();
  const buyer = await openAs('buyer');
  const newbie = await openAs('newbie');
  for (const locale of LOCALES) {
    for (const [who, words] of [
      [buyer, WORDS[locale].ownPublication],
      [newbie, WORDS[locale].notASupplier],
    ] as const) {
      await inLanguage(who.context, locale);
      assert.equal(await opened(who.page, `${QUOTE_PAGE}?id=${inquiry}`), 200, `${locale} ${words}`);
      const refused = await who.page.getByTestId('quote-refused').innerText();
      assert.ok(refused.includes(words), `${locale}: ${refused}`);
    }
  }
});
