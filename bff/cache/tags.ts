// Which generation tags (./generations.server.ts) a BFF cache entry depends on, from its key
// (bff/upstream.server.ts cacheKeyOf: "language:site:path?query"): every answer about buyer shops
// (one shop, its figures, the company lists, the rankings) shows a buyer's profile; a member's own
// entries (personalKeyOf: "personal:member.role.user|…") depend on that member, whose writes bump it.
import { api } from '#contract/endpoints.ts';
import { SHOPS_TAG } from './generations.server.ts';

const SHOP_PATHS = new Set<string>(
  Object.values(api.buyerShop)
    .filter((endpoint) => endpoint.method === 'GET')
    .map((endpoint) => endpoint.path),
);

const NONE: readonly string[] = [];
const SHOPS: readonly string[] = [SHOPS_TAG];

/** The start of a member's own cache keys, then "memberId.memberRoleId.userId|". */
export const PERSONAL_PREFIX = 'personal:';
const PERSONAL_KEY = /^personal:(\d+)\.(\d+)\.\d+\|/;

/** The tag of one member (in one role): everything cached for that member alone. */
export function memberTag(member: { memberId: number; memberRoleId: number }): string {
  return `member:${member.memberId}.${member.memberRoleId}`;
}

export function tagsOfKey(key: string): readonly string[] {
  const personal = PERSONAL_KEY.exec(key);
  if (personal) return [memberTag({ memberId: Number(personal[1]), memberRoleId: Number(personal[2]) })];
  const start = key.indexOf(':/');
  if (start < 0) return NONE;
  const path = key.slice(start + 1).split('?')[0] ?? '';
  return SHOP_PATHS.has(path) ? SHOPS : NONE;
}
