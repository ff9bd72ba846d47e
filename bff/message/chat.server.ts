// The chat window (/chatRoom, docs/decisions/016-messages.md#chat), a member's page (a visitor goes
// to the login page and comes back): a member's conversations with customer service and other
// members' users, the one open, its history paged upwards, and sending text, a file or image (an
// upload of purpose 'document' sent by its id) or a card. The platform decides who may write to
// whom, whom one may look up, which cards show what, and how much; these carry the page and the
// answers, checked with zod at the edge (a bad request is a 400 with the catalogue's message, never
// a 500). Writes come only from this site's pages: server/security.ts refuses any cross-site POST
// before it gets here.
import { data } from 'react-router';
import { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import {
  CardKind,
  CHAT_TEXT_MAX,
  type ChatHistory,
  type ChatMessage,
  type Conversation,
  type CustomerService,
  IDEMPOTENCY_KEY_PATTERN,
  type SessionUser,
  type Site,
} from '#contract/schemas.ts';
import { INT4_MAX } from '#contract/vocabulary.ts';
import { siteContext } from '../layout.server.ts';
import { currentMember } from '../current-member.server.ts';
import { memberCall, memberSite } from '../member/session.server.ts';
import { toFound, toSection } from '../section.ts';
import { callUpstream, type UpstreamContext, type UpstreamFailure } from '../upstream.server.ts';
import type { Found, Section, SourcingDetailView } from '../views.ts';

/** Messages per page of a conversation's history. */
export const CHAT_PAGE_SIZE = 20;

const id = () => z.coerce.number<number | string>().int().min(1).max(INT4_MAX);
const textId = () =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(INT4_MAX));

/** The page's query: a buyer's member (its customer service), a peer to open, a card to offer. Anything malformed is left out. */
const RoomQuery = {
  memberId: textId(),
  peer: textId(),
  card: z
    .string()
    .regex(/^(inquiry|tender|bidding):\d{1,10}$/)
    .transform((value) => {
      const [kind, itemId] = value.split(':') as [CardKind, string];
      return { kind, id: Number(itemId) };
    })
    .pipe(z.object({ kind: CardKind, id: z.number().int().min(1).max(INT4_MAX) })),
};

function queryValue<T>(url: URL, name: keyof typeof RoomQuery): T | null {
  const parsed = RoomQuery[name].safeParse(url.searchParams.get(name) ?? '');
  return parsed.success ? (parsed.data as T) : null;
}

export type CardRef = { kind: CardKind; id: number };

export type ChatRoomView = {
  locale: Locale;
  site: Site;
  user: SessionUser;
  /** The member asked for by ?memberId= and its customer service (57003: none), or null when not asked. */
  service: Section<CustomerService> | null;
  conversations: Section<Conversation[]>;
  /** The open conversation's peer, when one is open. */
  selected: number | null;
  history: Section<ChatHistory> | null;
  /** ?card=kind:id: the item offered as a card, found (its detail) or not. */
  card: { ref: CardRef; detail: Found<SourcingDetailView> } | null;
};

async function cardDetail(ctx: UpstreamContext, ref: CardRef): Promise<Found<SourcingDetailView>> {
  switch (ref.kind) {
    case 'inquiry': {
      const found = toFound(await callUpstream(api.inquiry.details, { ctx, query: { id: ref.id, current: 1, pageSize: 1 } }));
      return found.status === 'ok' ? { status: 'ok', data: { kind: 'inquiry', detail: found.data, serverTime: Date.now() } } : found;
    }
    case 'tender': {
      const found = toFound(await callUpstream(api.tender.details, { ctx, query: { inviteTenderId: ref.id } }));
      return found.status === 'ok' ? { status: 'ok', data: { kind: 'tender', detail: found.data, serverTime: Date.now() } } : found;
    }
    case 'bidding': {
      const found = toFound(await callUpstream(api.bidding.details, { ctx, query: { id: ref.id, current: 1, pageSize: 1 } }));
      return found.status === 'ok' ? { status: 'ok', data: { kind: 'bidding', detail: found.data, serverTime: Date.now() } } : found;
    }
  }
}

/** The one customer service of a member's list (the platform names at least one user, or answers 57003). */
function firstService(services: CustomerService[]): CustomerService | null {
  return services.find((service) => service.userList.length > 0) ?? null;
}

/** The window for a member; a visitor (or a session the platform no longer knows) is sent to log in, coming back here. */
export async function loadChatRoom(request: Request, locale: Locale): Promise<ChatRoomView> {
  const { ctx, site } = await memberSite(request, locale);
  const url = new URL(request.url);
  const memberId = queryValue<number>(url, 'memberId');
  const peer = queryValue<number>(url, 'peer');
  const cardRef = queryValue<CardRef>(url, 'card');

  const userCall = memberCall(request, currentMember(ctx));
  const conversationsCall = memberCall(request, callUpstream(api.message.conversations, { ctx }));
  const cardCall = cardRef ? cardDetail(ctx, cardRef) : Promise.resolve(null);
  let service: Section<CustomerService> | null = null;
  if (memberId !== null) {
    const services = await memberCall(request, callUpstream(api.message.historySession, { ctx, query: { memberId } }));
    const found = services.ok ? firstService(services.data) : null;
    service = services.ok
      ? found
        ? { status: 'ok', data: found }
        : { status: 'error', code: Code.NO_CUSTOMER_SERVICE, message: messageFor(Code.NO_CUSTOMER_SERVICE, locale) }
      : toSection(services);
  }
  const selected = peer ?? (service?.status === 'ok' ? (service.data.userList[0]?.userId ?? null) : null);
  const historyCall =
    selected === null
      ? Promise.resolve(null)
      : memberCall(request, callUpstream(api.message.history, { ctx, query: { peerUserId: selected, pageSize: CHAT_PAGE_SIZE } }));
  const [user, conversations, history, detail] = await Promise.all([userCall, conversationsCall, historyCall, cardCall]);
  // The platform does not answer: the window cannot be shown without its member.
  if (!user.ok) throw data(null, { status: 503 });
  return {
    locale,
    site,
    user: user.data,
    service,
    conversations: toSection(conversations),
    selected,
    history: history ? toSection(history) : null,
    card: cardRef && detail ? { ref: cardRef, detail } : null,
  };
}

// ── The window's requests: a page of history, the conversations again, sending, marking read ────

export type ChatFailure = { ok: false; code: number; message: string };
export type ChatAnswer<T> = { status: number; answer: { ok: true; data: T } | ChatFailure };

function refused(code: number, locale: Locale, status: number): ChatAnswer<never> {
  return { status, answer: { ok: false, code, message: messageFor(code, locale) } };
}

/** The platform's refusal, already in the user's language: its session gone 401, no answer 503, else 400. */
function passedOn(failure: UpstreamFailure): ChatAnswer<never> {
  const status = failure.code === Code.LOGIN_EXPIRED ? 401 : failure.kind === 'business' ? 400 : 503;
  return { status, answer: { ok: false, code: failure.code, message: failure.message } };
}

const HistoryRequest = z.object({ peer: id(), beforeId: id().optional() });

/**
 * GET /resources/chat?peer=<userId>[&beforeId=<id>]: a page of that conversation's history (older
 * than beforeId); without peer, ?list=conversations: the caller's conversations.
 */
export async function chatQuery(request: Request, locale: Locale): Promise<ChatAnswer<ChatHistory | Conversation[]>> {
  const { ctx } = await siteContext(request, locale);
  if (!ctx.auth) return refused(Code.LOGIN_EXPIRED, locale, 401);
  const url = new URL(request.url);
  if (url.searchParams.get('list') === 'conversations') {
    const result = await callUpstream(api.message.conversations, { ctx });
    return result.ok ? { status: 200, answer: { ok: true, data: result.data } } : passedOn(result);
  }
  const parsed = HistoryRequest.safeParse({
    peer: url.searchParams.get('peer') ?? undefined,
    beforeId: url.searchParams.get('beforeId') ?? undefined,
  });
  if (!parsed.success) return refused(Code.PARAM_INVALID, locale, 400);
  const { peer, beforeId } = parsed.data;
  const result = await callUpstream(api.message.history, {
    ctx,
    query: { peerUserId: peer, pageSize: CHAT_PAGE_SIZE, ...(beforeId ? { beforeId } : {}) },
  });
  return result.ok ? { status: 200, answer: { ok: true, data: result.data } } : passedOn(result);
}

const key = () => z.string().regex(IDEMPOTENCY_KEY_PATTERN);

/** What the window posts (JSON): a message to send (with the attempt's idempotency key, the same on a retry), or a read mark. */
export const ChatPost = z.union([
  z.object({
    intent: z.literal('send'),
    toUserId: id(),
    msgType: z.literal('text'),
    content: z
      .string()
      .trim()
      .min(1)
      .max(CHAT_TEXT_MAX * 2),
    idempotencyKey: key(),
  }),
  z.object({ intent: z.literal('send'), toUserId: id(), msgType: z.enum(['image', 'file']), fileId: id(), idempotencyKey: key() }),
  z.object({
    intent: z.literal('send'),
    toUserId: id(),
    msgType: z.literal('card'),
    card: z.object({ kind: CardKind, id: id() }),
    idempotencyKey: key(),
  }),
  z.object({ intent: z.literal('markRead'), peerUserId: id() }),
]);
export type ChatPost = z.input<typeof ChatPost>;

export type ChatPostResult = ChatMessage | { marked: number };

/** Characters as the platform counts them (code points), so an emoji counts once. */
function characters(text: string): number {
  return [...text].length;
}

/** POST /resources/chat: sends a message or marks a conversation read. */
export async function chatAction(request: Request, locale: Locale): Promise<ChatAnswer<ChatPostResult>> {
  const { ctx } = await siteContext(request, locale);
  if (!ctx.auth) return refused(Code.LOGIN_EXPIRED, locale, 401);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refused(Code.PARAM_INVALID, locale, 400);
  }
  const parsed = ChatPost.safeParse(body);
  if (!parsed.success) return refused(Code.PARAM_INVALID, locale, 400);
  const post = parsed.data;
  if (post.intent === 'markRead') {
    const result = await callUpstream(api.message.markRead, { ctx, body: { peerUserId: post.peerUserId } });
    return result.ok ? { status: 200, answer: { ok: true, data: result.data } } : passedOn(result);
  }
  // The portal's own check for comfort; the platform's 57005 decides.
  if (post.msgType === 'text' && characters(post.content) > CHAT_TEXT_MAX) return refused(Code.MESSAGE_TOO_LONG, locale, 400);
  const { intent: _, ...send } = post;
  const result = await callUpstream(api.message.send, { ctx, body: send });
  return result.ok ? { status: 200, answer: { ok: true, data: result.data } } : passedOn(result);
}
