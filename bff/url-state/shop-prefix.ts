// Every path exists plain and under an optional numeric {shopId} prefix (docs/product.md#routes-and-layouts).

/** The numeric first path segment ("/12/purchaseInquiry" → "12"), or null. */
export function shopIdOf(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined && /^\d+$/.test(first) ? first : null;
}

/** "/12" under a shop prefix, "" otherwise: put in front of any absolute path. */
export function shopPrefix(shopId: string | number | null | undefined): string {
  return shopId === null || shopId === undefined || shopId === '' ? '' : `/${shopId}`;
}

/** The path's segments after the shop prefix ("/12/aboutUs/5" → ["aboutUs", "5"]). */
export function routeSegments(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return shopIdOf(pathname) !== null ? segments.slice(1) : segments;
}

export function isShopId(value: string | undefined): boolean {
  return value === undefined || /^\d{1,9}$/.test(value);
}
