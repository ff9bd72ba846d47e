// "My messages" (docs/decisions/016-messages.md#my-messages): the member's notifications and chat
// conversations in one list (unread first, filtered by kind, paged by the URL), the read marks (one
// notification, one conversation, everything), and the unread count the top bar asks for after
// hydration (never cached: it is the user's own). The platform decides; these carry the forms and answers.
import { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { type InboxItem, MessageFilter, type Page, type UnreadCount } from '#contract/schemas.ts';
import { INT4_MAX, MAX_PAGE } from '#contract/vocabulary.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { upstreamContext } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { Section } from '../views.ts';

export const INBOX_PAGE_SIZE = 10;

export type MyMessagesView = { inbox: Section<Page<InboxItem>>; filter: MessageFilter; current: number; pageSize: number };

/** A positive int4 written in decimal, as a URL or form carries it. */
const idText = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(INT4_MAX));

/** The page's URL state: ?filter=all|system|chat&current=N; anything else is the first page of everything. */
export function inboxState(url: URL): { filter: MessageFilter; current: number } {
  const filter = MessageFilter.safeParse(url.searchParams.get('filter'));
  const page = idText.safeParse(url.searchParams.get('current') ?? '');
  return { filter: filter.success ? filter.data : 'all', current: page.success && page.data <= MAX_PAGE ? page.data : 1 };
}

export async function loadMyMessages(request: Request, locale: Locale): Promise<MyMessagesView> {
  const ctx = await memberContext(request, locale);
  const { filter, current } = inboxState(new URL(request.url));
  const query = { filter, current, pageSize: INBOX_PAGE_SIZE };
  const inbox = toSection(await memberCall(request, callUpstream(api.message.inbox, { ctx, query })));
  return { inbox, filter, current, pageSize: INBOX_PAGE_SIZE };
}

// ── Read marks ──────────────────────────────────────────────────────────────────────────────────

/** The forms of the page: one notification (id), one conversation (peerUserId), or everything. */
export const MarkReadForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('read'), id: idText }),
  z.object({ intent: z.literal('readChat'), peerUserId: idText }),
  z.object({ intent: z.literal('readAll') }),
]);

export type MarkReadAnswer = { ok: true; marked: number } | { ok: false; message: string };

/** Marks read what the form names; a malformed form is a 400 with the catalogue's message, a refusal the platform's. */
export async function markReadAction(request: Request, locale: Locale, form: FormData): Promise<{ status: number; answer: MarkReadAnswer }> {
  const ctx = await memberContext(request, locale);
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = MarkReadForm.safeParse(fields);
  if (!parsed.success) return { status: 400, answer: { ok: false, message: messageFor(Code.PARAM_INVALID, locale) } };
  const chosen = parsed.data;
  const body =
    chosen.intent === 'read' ? { id: chosen.id } : chosen.intent === 'readChat' ? { peerUserId: chosen.peerUserId } : { all: true as const };
  const result = await memberCall(request, callUpstream(api.message.markRead, { ctx, body }));
  if (!result.ok) return { status: 200, answer: { ok: false, message: result.message } };
  return { status: 200, answer: { ok: true, marked: result.data.marked } };
}

// ── The unread count (resources/messages) ─────────────────────────────────────────────────────

/** ?peer=<userId>: also who that user is (the live toast of a chat message names its sender). */
export const UnreadQuery = z.object({ peer: idText.optional() });

export type ChatPeer = { userId: number; name: string; memberName: string };

export type UnreadAnswer = { ok: true; unread: UnreadCount; peer?: ChatPeer | null } | { ok: false; message: string; loginRequired: boolean };

/** The signed-in user's unread count (401 for a visitor or an ended session; 400 for a malformed query). */
export async function loadUnread(request: Request, locale: Locale): Promise<{ status: number; answer: UnreadAnswer }> {
  const url = new URL(request.url);
  const query = UnreadQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return { status: 400, answer: { ok: false, message: messageFor(Code.PARAM_INVALID, locale), loginRequired: false } };
  const ctx = await upstreamContext(request, locale);
  const loginRequired = { status: 401, answer: { ok: false, message: messageFor(Code.LOGIN_EXPIRED, locale), loginRequired: true } } as const;
  if (!ctx.auth) return loginRequired;
  const peerUserId = query.data.peer;
  const [unread, conversations] = await Promise.all([
    callUpstream(api.message.unreadCount, { ctx }),
    peerUserId === undefined ? null : callUpstream(api.message.conversations, { ctx }),
  ]);
  if (!unread.ok) {
    if (unread.code === Code.LOGIN_EXPIRED) return loginRequired;
    return { status: 200, answer: { ok: false, message: unread.message, loginRequired: false } };
  }
  if (peerUserId === undefined) return { status: 200, answer: { ok: true, unread: unread.data } };
  const found = conversations?.ok ? conversations.data.find((conversation) => conversation.peerUserId === peerUserId) : undefined;
  const peer = found ? { userId: found.peerUserId, name: found.peerName, memberName: found.peerMemberName } : null;
  return { status: 200, answer: { ok: true, unread: unread.data, peer } };
}
