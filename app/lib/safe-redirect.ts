// Where to go after logging in or switching language: only a path of this site, never another
// origin, and never a React Router data URL (`.data`), which would show raw data instead of the page.
//
// The target is checked after the URL parser has normalised it, as the browser will read it:
// "/.//evil.example", "/..//evil.example" and "/%2e%2e//evil.example" all become
// "//evil.example" (another host) once their dot segments are resolved, so the "//" check runs on
// the result, not on the text that came in (docs/security.md#open-redirects).
import { hasControlCharacter } from '#contract/text.ts';

const SITE = 'http://portal.invalid';

/** Backslashes (read as "/" by browsers) and control characters (tab and newline are dropped). */
const unsafe = (path: string) => path.includes('\\') || hasControlCharacter(path);

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A path of this site: starts with one "/", and its decoded form has no second "/" or "\" to start a host. */
function isSitePath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  const decoded = decodedOrNull(pathname);
  return decoded !== null && !decoded.startsWith('//') && !unsafe(decoded);
}

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || unsafe(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.username || url.password) return fallback;
  // React Router 8 fetches "/" as "/_.data" and "/x/" as "/x/_.data"; older versions used "_root.data".
  const pathname =
    url.pathname
      .replace(/\/_(root)?\.data$/, '/')
      .replace(/\.data$/, '')
      .replace(/(.)\/$/, '$1') || '/';
  if (!isSitePath(pathname)) return fallback;
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  const result = pathname + (search ? `?${search}` : '') + url.hash;
  // Read back once more as a browser would: it must still be this site and the same path.
  const reread = new URL(result, SITE);
  return reread.origin === SITE && reread.pathname === pathname ? result : fallback;
}

/** The login page, coming back to `returnTo` afterwards. */
export function loginHref(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirect(returnTo))}`;
}
