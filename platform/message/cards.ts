// Cards in chat (docs/decisions/016-messages.md#cards): a message may show an inquiry, tender or
// competitive bid only to a member who may read the item. Its sender must (57007 otherwise, the
// same answer as for no such item, so a refusal does not tell that a draft exists), and each reader
// is checked again whenever the message is read: a card whose item the reader may not read comes
// back withheld (no card, no text) in the history, the conversations, "my messages" and the events.
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { CardKind, ChatCard, ChatMessage } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { biddings, inquiries, tenders } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

/**
 * The items of a kind a member may read, and what a card shows of them: exactly what the public
 * lists and details show (platform/sourcing/sources.ts), plus the member's own drafts. A draft is its
 * buyer's alone; an invitation-only inquiry is shown to everyone, only its quoting is invited
 * (docs/decisions/017-inquiry-sealed-quotes-and-currency.md), so its card is too; a cancelled item
 * keeps its public detail.
 */
const CARD_SOURCES = {
  inquiry: {
    table: inquiries,
    title: inquiries.details,
    deadline: inquiries.offerEndTime,
    readableBy: (memberId: number): SQL | undefined => or(eq(inquiries.memberId, memberId), ne(inquiries.state, 'draft')),
  },
  tender: {
    table: tenders,
    title: tenders.projectName,
    deadline: tenders.registerEndTime,
    readableBy: (memberId: number): SQL | undefined => or(eq(tenders.memberId, memberId), ne(tenders.state, 'draft')),
  },
  bidding: { table: biddings, title: biddings.details, deadline: biddings.endSignUp, readableBy: (): SQL | undefined => undefined },
} as const;

/** The card of the item `ref` names, as its sender may show it; 57007 when there is none the sender may read. */
export async function cardFor(tx: Db, senderMemberId: number, ref: { kind: CardKind; id: number }): Promise<ChatCard> {
  const source = CARD_SOURCES[ref.kind];
  const [item] = await tx
    .select({ title: source.title, deadline: source.deadline })
    .from(source.table)
    .where(and(eq(source.table.id, ref.id), source.readableBy(senderMemberId)));
  if (!item) throw new BusinessError(Code.CARD_UNAVAILABLE);
  return { kind: ref.kind, id: ref.id, title: item.title, deadline: item.deadline?.getTime() ?? null };
}

/** The ids of each kind's items, among those named, that the member may read. */
async function readableItems(db: Db, memberId: number, cards: ChatCard[]): Promise<Set<string>> {
  const readable = new Set<string>();
  const kinds = [...new Set(cards.map((card) => card.kind))];
  await Promise.all(
    kinds.map(async (kind) => {
      const source = CARD_SOURCES[kind];
      const ids = cards.filter((card) => card.kind === kind).map((card) => card.id);
      const rows = await db
        .select({ id: source.table.id })
        .from(source.table)
        .where(and(inArray(source.table.id, ids), source.readableBy(memberId)));
      for (const row of rows) readable.add(`${kind}:${row.id}`);
    }),
  );
  return readable;
}

/** The messages as a member reads them: a card of an item it may not read is withheld (card null, no text). */
export async function asReadBy(db: Db, memberId: number, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const cards = messages.flatMap((message) => (message.card ? [message.card] : []));
  if (cards.length === 0) return messages;
  const readable = await readableItems(db, memberId, cards);
  return messages.map((message) =>
    message.card && !readable.has(`${message.card.kind}:${message.card.id}`) ? { ...message, card: null, content: '' } : message,
  );
}
