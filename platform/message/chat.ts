// Chat between members' users (docs/decisions/016-messages.md#chat): sending text, an image or file
// (the sender's own upload), or a card for an inquiry, tender or competitive bid. Each message is
// one transaction that also writes its events (to the recipient, and to the sender's other
// windows). Rules: 2,000 characters a text (57005); 20 messages in 10 s per member (57004); a user
// may be written to when it is a named customer service or has written to the caller (57006).
import { and, eq, gt, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api, SendBody } from '#contract/endpoints.ts';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS, CHAT_TEXT_MAX, type ChatMessage } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { messages, users } from '../db/schema.ts';
import { ownFiles, toUploadedFile } from '../files/queries.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { lockName, once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { asReadBy, cardFor } from './cards.ts';
import { publishEvent } from './events.ts';
import { peerOf, toChatMessage } from './queries.ts';

/** Whether the caller may write to the user: a named customer service, or a user who wrote to the caller. */
async function mayWrite(db: Db, caller: Caller, peer: { peerUserId: number; customerService: boolean }): Promise<boolean> {
  if (peer.peerUserId === caller.userId) return false;
  if (peer.customerService) return true;
  const [wrote] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.fromUserId, peer.peerUserId), eq(messages.toUserId, caller.userId)))
    .limit(1);
  return wrote !== undefined;
}

/** The message's type, text and payload from what was sent: the file must be the sender's, the card's item one the sender may read. */
async function contentOf(tx: Db, caller: Caller, body: SendBody): Promise<{ content: string; payload: Record<string, unknown> }> {
  if (body.msgType === 'text') {
    const content = body.content.trim();
    if (content.length === 0) throw new BusinessError(Code.PARAM_INVALID, 'content');
    if ([...content].length > CHAT_TEXT_MAX) throw new BusinessError(Code.MESSAGE_TOO_LONG);
    return { content, payload: {} };
  }
  if (body.msgType === 'card') {
    const card = await cardFor(tx, caller.memberId, body.card);
    return { content: card.title, payload: card };
  }
  const [file] = await ownFiles(tx, caller.memberId, [body.fileId], 'document');
  const uploaded = toUploadedFile(file!);
  if (body.msgType === 'image' && !uploaded.contentType.startsWith('image/')) throw new BusinessError(Code.FILE_TYPE_REFUSED);
  return {
    content: uploaded.name,
    payload: { fileId: uploaded.id, url: uploaded.url, name: uploaded.name, size: uploaded.size, contentType: uploaded.contentType },
  };
}

/** Sends the caller's message to the user the body names; the message as its sender reads it. */
export async function sendMessage(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.message.send, 'login'>,
): Promise<ChatMessage> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `u${caller.userId}:chat`, key, async (tx) => {
    const peer = await peerOf(tx, body.toUserId);
    if (!peer || !(await mayWrite(tx, caller, peer))) throw new BusinessError(Code.MAY_NOT_WRITE);
    const { content, payload } = await contentOf(tx, caller, body as SendBody);
    // The rate is the member's: its sends are serialised, and the window is the platform's clock.
    await lockName(tx, `chat-rate:${caller.memberId}`);
    const at = now();
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.fromUserId))
      .where(and(eq(users.memberId, caller.memberId), gt(messages.createTime, new Date(at - CHAT_RATE_WINDOW_MS))));
    if ((recent?.n ?? 0) >= CHAT_RATE_LIMIT) throw new BusinessError(Code.TOO_MANY_MESSAGES);
    const [row] = await tx
      .insert(messages)
      .values({ fromUserId: caller.userId, toUserId: peer.peerUserId, msgType: body.msgType, content, payload, createTime: new Date(at) })
      .returning();
    const message = toChatMessage(row!);
    // Each side's windows get the message as that side may read it (a card may be withheld from the peer).
    const [forPeer] = await asReadBy(tx, peer.peerMemberId, [message]);
    const recipient = { memberId: peer.peerMemberId, userId: peer.peerUserId };
    const sender = { memberId: caller.memberId, userId: caller.userId };
    if (forPeer === message) await publishEvent(tx, [recipient, sender], 'msg_im_message', message, at);
    else {
      await publishEvent(tx, [recipient], 'msg_im_message', forPeer!, at);
      await publishEvent(tx, [sender], 'msg_im_message', message, at);
    }
    return message;
  });
  return result;
}
