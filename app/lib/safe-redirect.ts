// Where to go after logging in: only a path of this site, never another origin, and never a
// React Router data URL (`.data`), which would show raw data instead of the page.

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, 'http://portal.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://portal.invalid') return fallback;
  // React Router 8 fetches "/" as "/_.data" and "/x/" as "/x/_.data"; older versions used "_root.data".
  const pathname = url.pathname.replace(/\/_(root)?\.data$/, '/').replace(/\.data$/, '').replace(/(.)\/$/, '$1');
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return pathname + (search ? `?${search}` : '') + url.hash;
}

/** The login page, coming back to `returnTo` afterwards. */
export function loginHref(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirect(returnTo))}`;
}
