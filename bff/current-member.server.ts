// Who is signed in, as the platform says it (api.member.current: the user, the member and its roles),
// for the frame of every page a member sees. Kept for a few seconds per session under the member's own
// key (the 'personal' strategy: fresh 5 s, never served stale; a key no other member reads, with the
// session's token hashed into it), so a member's pages do not ask the platform again on every view
// (docs/decisions/013-bytes-and-first-byte.md, "Who is signed in, kept a few seconds").
// Every write the member makes through the BFF — logging out included — bumps the member's generation
// first (bff/upstream.server.ts), so the next view asks again. Every call for data still carries the
// token, and the platform refuses it at once when the session has ended (1101): what the cache may
// show for up to 5 s after an ending elsewhere (a password changed on another device, an account
// frozen) is the frame's name and menus, never a member's data. The socket relay's check that a
// session is still alive (bff/member/member.server.ts sessionState) always asks the platform.
import { createHash } from 'node:crypto';
import { api } from '#contract/endpoints.ts';
import type { SessionUser } from '#contract/schemas.ts';
import { cached } from './cache/cache.server.ts';
import { callUpstream, personalKeyOf, type UpstreamContext, type UpstreamResult } from './upstream.server.ts';
import type { AuthSession } from './views.ts';

/** A session's own part of the key: its token, hashed (a key never holds a token). */
function sessionOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

/** The platform's answer for the signed-in member, asked at most once every few seconds per session; failures are never kept. */
export function currentMember(ctx: UpstreamContext & { auth: AuthSession }): Promise<UpstreamResult<SessionUser>> {
  // One entry whatever page asks (the member centre's frame knows the site, the mall's not yet): the answer is the member's, not the site's.
  const key = personalKeyOf(api.member.current, { ...ctx, siteId: undefined }, { session: sessionOf(ctx.auth.token) });
  return cached(key, 'personal', async () => {
    const result = await callUpstream(api.member.current, { ctx });
    return { value: result, cacheable: result.ok };
  });
}
