// A text message as the chat shows it: plain text, never markup, with the links in it found. Only
// an http(s) URL or a path of this site becomes a link (app/lib/safe-url.ts decides); anything else
// (javascript:, data:, another scheme, //host) stays text. Punctuation that ends a sentence after a
// URL ("see https://a.example/x.") is not part of the link; a closing bracket is when the URL
// opened one ("https://en.wikipedia.org/wiki/Foo_(bar)").
import { linkableUrl } from '#app/lib/safe-url.ts';

export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/** An http(s) URL, or a site path ("/InquiryDetail/33") where a word starts. */
const CANDIDATE = /https?:\/\/[^\s<>"'`]+|(?<=^|\s)\/[A-Za-z][^\s<>"'`]*/gi;
const TRAILING = new Set([...'.,;:!?\'")]}>，。；：！？、）】》」』…']);
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '）': '（' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The candidate without the punctuation that ends the sentence around it. */
export function trimTrailing(candidate: string): string {
  let text = candidate;
  while (text.length > 0) {
    const last = text.at(-1)!;
    if (!TRAILING.has(last)) break;
    const open = PAIRS[last];
    if (open && count(text, open) >= count(text, last)) break;
    text = text.slice(0, -1);
  }
  return text;
}

/** The text cut into plain text and links, in order; joined, the parts give the text back. */
export function textSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushText = (part: string) => {
    if (!part) return;
    const previous = segments.at(-1);
    if (previous?.type === 'text') previous.text += part;
    else segments.push({ type: 'text', text: part });
  };
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = trimTrailing(match[0]);
    const href = candidate.length > 0 ? linkableUrl(candidate) : null;
    pushText(text.slice(at, start));
    if (href) {
      segments.push({ type: 'link', text: candidate, href });
      at = start + candidate.length;
    } else {
      at = start;
    }
  }
  pushText(text.slice(at));
  return segments;
}
