// URLs that come with the data (album pages, attachments, slide links) are shown only when they are
// what they claim: a web page or file (http, https) or a path of this site. Anything else
// (javascript:, data:, another scheme, a protocol-relative //host) is no link at all.
import { hasControlCharacter } from '#contract/text.ts';

const SITE = 'http://portal.invalid';

function sitePath(url: string): URL | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\') || hasControlCharacter(url) || url.includes('\\')) return null;
  try {
    const parsed = new URL(url, SITE);
    return parsed.origin === SITE ? parsed : null;
  } catch {
    return null;
  }
}

function webUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A link to follow: an http(s) URL or a path of this site, normalised; null for anything else. */
export function linkableUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  const path = sitePath(text);
  if (path) return path.pathname + path.search + path.hash;
  return webUrl(text);
}

/**
 * A page to embed in the sandboxed frame of about us #propaganda: an http(s) URL, or a file the
 * portal serves itself (/files/…); null for anything else, and then there is no frame.
 */
export function embeddableUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  const path = sitePath(text);
  if (path) return path.pathname.startsWith('/files/') ? path.pathname + path.search : null;
  return webUrl(text);
}
