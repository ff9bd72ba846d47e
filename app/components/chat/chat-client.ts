// The window's requests to the portal (app/routes/resources.chat.ts): a page of history, the
// conversations again, sending and marking read. Each answer is the BFF's: data, or a refusal
// already in the user's language; no answer at all is `message: null` (the caller words it).
import type { ChatHistory, ChatMessage, Conversation } from '#contract/schemas/message.ts';

export const CHAT_RESOURCE = '/resources/chat';

export type ChatResult<T> = { ok: true; data: T } | { ok: false; code: number; message: string | null };

/** A fresh idempotency key for one send attempt (the same key goes again on its retry). */
export function newSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function answerOf<T>(response: Promise<Response>): Promise<ChatResult<T>> {
  try {
    const reply = await response;
    const body = (await reply.json()) as ChatResult<T>;
    return typeof body === 'object' && body !== null && 'ok' in body ? body : { ok: false, code: reply.status, message: null };
  } catch {
    return { ok: false, code: 0, message: null };
  }
}

export function fetchHistory(peer: number, beforeId: number | null): Promise<ChatResult<ChatHistory>> {
  const query = new URLSearchParams({ peer: String(peer), ...(beforeId === null ? {} : { beforeId: String(beforeId) }) });
  return answerOf(fetch(`${CHAT_RESOURCE}?${query}`, { headers: { Accept: 'application/json' } }));
}

export function fetchConversations(): Promise<ChatResult<Conversation[]>> {
  return answerOf(fetch(`${CHAT_RESOURCE}?list=conversations`, { headers: { Accept: 'application/json' } }));
}

export type SendPayload =
  | { toUserId: number; msgType: 'text'; content: string }
  | { toUserId: number; msgType: 'image' | 'file'; fileId: number }
  | { toUserId: number; msgType: 'card'; card: { kind: 'inquiry' | 'tender' | 'bidding'; id: number } };

function post<T>(body: unknown): Promise<ChatResult<T>> {
  return answerOf(
    fetch(CHAT_RESOURCE, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) }),
  );
}

export function sendMessage(payload: SendPayload, idempotencyKey: string): Promise<ChatResult<ChatMessage>> {
  return post({ intent: 'send', ...payload, idempotencyKey });
}

export function markConversationRead(peerUserId: number): Promise<ChatResult<{ marked: number }>> {
  return post({ intent: 'markRead', peerUserId });
}
