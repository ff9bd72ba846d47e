// The help centre's table of contents (docs/product.md#help-centre): five groups of four pages, in
// the order the footer lists them and the help centre's side list repeats, and the shape of an
// article. The articles themselves are text in locales/<lang>/help-<group>.json
// (app/lib/help-articles.server.ts).
import { routeSegments } from '#bff/url-state/shop-prefix.ts';

export const HELP_GROUPS = {
  memberServices: ['register', 'login', 'memberLevel', 'points'],
  procurementSupply: ['publishInquiry', 'publishTender', 'quoteGuide', 'supplierApply'],
  accountSecurity: ['password', 'phone', 'payPassword', 'realName'],
  creditEvaluation: ['creditRules', 'evaluationRules', 'complaints', 'disputes'],
  aboutUs: ['company', 'contact', 'terms', 'privacy'],
} as const;

export type HelpGroup = keyof typeof HELP_GROUPS;
export type HelpPage = (typeof HELP_GROUPS)[HelpGroup][number];

export const HELP_GROUP_NAMES = Object.keys(HELP_GROUPS) as HelpGroup[];

/** The help page's address. Not under the shop prefix: the help centre is the mall's, the same in every shop. */
export function helpHref(group: HelpGroup, page: HelpPage): string {
  return `/help/${group}/${page}`;
}

/** The group and page named, when the help centre has that page. */
export function helpPageOf(group: string | undefined, page: string | undefined): { group: HelpGroup; page: HelpPage } | null {
  if (group === undefined || page === undefined || !Object.hasOwn(HELP_GROUPS, group)) return null;
  const pages: readonly string[] = HELP_GROUPS[group as HelpGroup];
  return pages.includes(page) ? { group: group as HelpGroup, page: page as HelpPage } : null;
}

/** The help page at a path ("/help/aboutUs/contact", under a shop prefix too), when the help centre has it. */
export function helpPageAt(pathname: string): { group: HelpGroup; page: HelpPage } | null {
  const [help, group, page, ...rest] = routeSegments(pathname);
  return help === 'help' && rest.length === 0 ? helpPageOf(group, page) : null;
}

/** A link inside an article: a page of this portal (a path from app/routes.ts), never another site. */
export type HelpLink = { label: string; to: string };

/** One block of an article's section: text only, laid out by the component (no markup in the JSON). */
export type HelpBlock =
  | { paragraph: string }
  | { steps: readonly string[] }
  | { list: readonly string[] }
  | { note: string }
  | { links: readonly HelpLink[] };

export type HelpSection = { heading: string; blocks: readonly HelpBlock[] };

export type HelpArticle = { title: string; summary: string; sections: readonly HelpSection[] };
