// A member on a page of the other side, against the real platform (PGlite in memory) through the
// counting proxy (docs/product/member-side.md#member-centre): a supplier or a member without a role opening one of
// the buyer's inquiry pages — its detail (also the notifications' …/offter/inquiry?id=) or its form —
// is answered the page's 404, whether the inquiry exists or not, never a 503 that pages an operator.
// A buyer on the quote page of its own inquiry is told the publisher takes no part in its own
// procurement (60022), in words that fit every kind, in each language.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import type { Locale } from '#contract/lang.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from './member/member.server.ts';
import { loadInquiryDetail } from './inquiry/detail.server.ts';
import { loadInquiryForm } from './inquiry/edit.server.ts';
import { loadInquiryList } from './inquiry/list.server.ts';
import { loadQuotePage } from './inquiry/quote.server.ts';

usePlatformBehindProxy();
const t = (key: string) => key;
const NO_SUCH_INQUIRY = 999_999;

const page = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

/** The HTTP status a loader answered: 200 when it returned, else the status of what it threw. */
async function statusOf(load: Promise<unknown>): Promise<number> {
  try {
    await load;
    return 200;
  } catch (thrown) {
    const answer = thrown as { init?: { status?: number } | null; status?: number };
    return answer.init?.status ?? answer.status ?? 500;
  }
}

/** One of the demo buyer's published inquiries. */
async function aBuyerInquiry(buyer: string): Promise<number> {
  const view = await loadInquiryList(page('/memberCenter/purchaseInquiry/inquiry?state=published', buyer), 'zh-CN');
  if (view.list.status !== 'ok' || !view.list.data.data[0]) throw new Error('the demo buyer has no published inquiry');
  return view.list.data.data[0].id;
}

describe('a member on the buyer’s inquiry pages', () => {
  it('is a 404 for a supplier and for a member without a role, the inquiry existing or not; the buyer’s own opens', async () => {
    const buyer = await signedIn('buyer');
    const inquiry = await aBuyerInquiry(buyer);
    const pages = {
      detail: (id: number, cookie: string) => loadInquiryDetail(page(`/memberCenter/purchaseInquiry/inquiry/detail?id=${id}`, cookie), 'zh-CN'),
      link: (id: number, cookie: string) => loadInquiryDetail(page(`/memberCenter/procurementAbility/offter/inquiry?id=${id}`, cookie), 'zh-CN'),
      form: (id: number, cookie: string) => loadInquiryForm(page(`/memberCenter/purchaseInquiry/inquiry/edit?id=${id}`, cookie), 'zh-CN', t),
    };
    const answered: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const account of ['supplier', 'newbie']) {
      const cookie = await signedIn(account);
      for (const [name, load] of Object.entries(pages)) {
        for (const id of [inquiry, NO_SUCH_INQUIRY]) {
          const tried = `${account} ${name} ${id === inquiry ? 'existing' : 'none'}`;
          answered[tried] = await statusOf(load(id, cookie));
          expected[tried] = 404;
        }
      }
    }
    expect(answered).toEqual(expected);
    for (const load of Object.values(pages)) expect(await statusOf(load(inquiry, buyer))).toBe(200);
  });
});

describe('a buyer on the quote page of its own inquiry', () => {
  const WORDS: Record<Locale, string> = {
    'zh-CN': '发布者不能参与自己发布的采购',
    'en-US': 'The publisher cannot take part in its own procurement',
    'ko-KR': '게시자는 자신이 게시한 구매에 참여할 수 없습니다',
  };

  it('is told the publisher takes no part in its own procurement, in each language', async () => {
    const buyer = await signedIn('buyer');
    const inquiry = await aBuyerInquiry(buyer);
    for (const [locale, words] of Object.entries(WORDS) as Array<[Locale, string]>) {
      const view = await loadQuotePage(page(`/memberCenter/procurementAbility/offter/quote?id=${inquiry}`, buyer), locale);
      expect(view.form).toMatchObject({ status: 'ok', data: { refusal: Code.OWN_PUBLICATION, refusalMessage: words } });
    }
  });
});
