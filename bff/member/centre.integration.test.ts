// A member's writes that the public pages show, against the real platform (PGlite in memory)
// through the counting proxy: a buyer's profile save is on its shop at once for a visitor whose
// answer was cached a moment before, and a member who chooses to be a buyer has its shop in the
// company list at once (docs/decisions/014-html-cache.md#invalidation).
import { describe, expect, it } from 'vitest';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadEnterpriseList } from '../lists.server.ts';
import { chooseRole, loadMemberInfo, updateCompany } from './centre.server.ts';
import { login } from './member.server.ts';
import { shopLookup } from '../shop.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const SHOP_DETAIL = '/api/template/web/memberPurchaseWeb/findByMemberIdAndRoleId';

const page = (path: string, cookie?: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: cookie ? { cookie } : {} });

async function signedIn(account: string): Promise<string> {
  const result = await login(page('/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

async function visitorsShop(id: number) {
  const answer = await shopLookup(page(`/shopIndex/${id}`), 'zh-CN').shop();
  if (answer.status !== 'ok') throw new Error(`no shop ${id}`);
  return answer.data;
}

describe('a buyer saves its company profile', () => {
  it('and a visitor whose shop page was just cached sees the new description at once', async () => {
    const buyer = await signedIn('buyer');
    const info = await loadMemberInfo(page('/memberCenter/memberInfo', buyer), 'zh-CN');
    if (info.profile.status !== 'ok' || !info.profile.data.shop) throw new Error('the buyer has a shop');
    const profile = info.profile.data;
    const shopId = profile.shop!.id;

    expect((await visitorsShop(shopId)).describe).toBe(profile.describe);
    upstream().calls.length = 0;
    await visitorsShop(shopId);
    expect(upstream().calls.filter((call) => call.startsWith(SHOP_DETAIL))).toEqual([]);

    const describe = `Buyer of steel and copper, edited at ${Date.now()}`;
    const form = new FormData();
    form.set('name', profile.name);
    form.set('logoFileId', profile.logoFileId === null ? '' : String(profile.logoFileId));
    form.set('provinceCode', profile.provinceCode ?? '');
    form.set('cityCode', profile.cityCode ?? '');
    form.set('categoryIds', profile.categories.map((category) => category.id).join(','));
    form.set('registeredCapital', String(profile.registeredCapital));
    form.set('establishmentDate', profile.establishmentDate === null ? '' : new Date(profile.establishmentDate).toISOString().slice(0, 10));
    form.set('describe', describe);
    const saved = await updateCompany(page('/memberCenter/memberInfo', buyer, { method: 'POST' }), 'zh-CN', form, (key) => key);
    expect(saved).toEqual({ ok: true, saved: true });

    expect((await visitorsShop(shopId)).describe).toBe(describe);
  });
});

describe('a member without a role chooses buyer', () => {
  it('and its shop heads the newest companies of the list a visitor had just cached', async () => {
    const newest = async () => {
      const { critical } = loadEnterpriseList(page('/enterprisePurchasing?newJoin=1'), 'zh-CN', { page: 1, newJoin: true }, { favourites: false });
      const { list } = await critical;
      if (list.status !== 'ok') throw new Error('no company list');
      return list.data.items.map((card) => card.memberName);
    };
    const newbie = await signedIn('newbie');
    const info = await loadMemberInfo(page('/memberCenter/memberInfo', newbie), 'zh-CN');
    if (info.profile.status !== 'ok') throw new Error('no profile');
    const company = info.profile.data.name;
    expect(await newest()).not.toContain(company);

    const form = new FormData();
    form.set('role', 'buyer');
    form.set('roleKey', `role-${Date.now()}`);
    const chosen = await chooseRole(page('/memberCenter', newbie, { method: 'POST' }), 'zh-CN', form);
    expect(chosen.ok).toBe(true);

    expect((await newest())[0]).toBe(company);
  });
});
