// Which buyer shop the shop layout shows (docs/product.md#shop-id-memory): the last path segment names it
// (/shopIndex/12, /aboutUs/12) and is remembered in a cookie; a page without one (the shop's own
// lists) or opened from a shop (?inShop=…) uses the remembered shop, and when none is remembered
// (a shared link in a fresh browser) the numeric prefix names it (/12/procurementSourcing), so
// every shop link can be bookmarked and shared. Pure: tested beside it.

/** docs/product/platform-calls.md#platform-calls-and-headers lists SrmShopId among the portal's cookies: the buyer shop last visited. */
export const SHOP_COOKIE = 'SrmShopId';
const REMEMBER_DAYS = 30;

/** A shop as the platform looks it up: its id, or with id 0 its buyer (shopIndex/0?memberId&roleId). */
export type ShopRef = { id: number; memberId?: number; roleId?: number };

export type ShopChoice = {
  /** null: no shop is named and none is remembered. */
  ref: ShopRef | null;
  /** The page names the shop itself: remember the shop it turns out to be. */
  remember: boolean;
};

const ID = /^\d{1,9}$/;

function positiveId(value: string | null): number | undefined {
  return value !== null && ID.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** The remembered shop, else the one the numeric prefix names (remembered from then on), else none. */
function rememberedOrPrefix(pathname: string, remembered: number | null): ShopChoice {
  if (remembered !== null) return { ref: { id: remembered }, remember: false };
  const prefix = positiveId(pathname.split('/').filter(Boolean)[0] ?? null);
  return prefix === undefined ? { ref: null, remember: false } : { ref: { id: prefix }, remember: true };
}

export function shopChoice(pathname: string, search: URLSearchParams | string, remembered: number | null): ShopChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (params.has('inShop')) return rememberedOrPrefix(pathname, remembered);
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (last === undefined || !ID.test(last)) return rememberedOrPrefix(pathname, remembered);
  const memberId = positiveId(params.get('memberId'));
  const roleId = positiveId(params.get('roleId'));
  return {
    ref: { id: Number(last), ...(memberId !== undefined ? { memberId } : {}), ...(roleId !== undefined ? { roleId } : {}) },
    remember: true,
  };
}

/** The remembered shop id from a Cookie header, or null. */
export function rememberedShopId(cookieHeader: string | null | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SHOP_COOKIE) return positiveId(value ?? null) ?? null;
  }
  return null;
}

/** The Set-Cookie value that remembers a shop. Not HttpOnly: it is no secret, only a preference. */
export function rememberShopCookie(shopId: number, secure = false): string {
  return `${SHOP_COOKIE}=${shopId}; Path=/; Max-Age=${REMEMBER_DAYS * 24 * 60 * 60}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
