// The member event feed (docs/decisions/016-messages.md): what a socket pushes. An event is written
// in the transaction of what caused it, with a NOTIFY that PostgreSQL delivers only once that
// transaction commits — to every platform instance listening — so nothing is pushed for a
// transaction that rolled back, and an instance that did not write it still pushes it.
// Ids are taken in insert order but transactions commit in another, so catch-ups resume from a
// cursor, a transaction position (docs/decisions/016-messages.md#the-cursor): every transaction
// with an id below it has ended, and its events were handed on.
import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { CATCH_UP_MAX } from '#contract/endpoints.ts';
import { MemberEvent, type MemberEventAction } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { memberEvents } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';

/** The NOTIFY channel; its payload is the events' ids and the writer's horizon. */
export const EVENT_CHANNEL = 'member_events';
/** Ids one NOTIFY announces at most (its payload stays well under PostgreSQL's 8,000 bytes). */
const NOTIFY_IDS_MAX = 500;

export type EventRecipient = { memberId: number; userId?: number | null };
export type StoredEvent = { id: number; xid: number; recipientMemberId: number; recipientUserId: number | null; event: MemberEvent };

/** One event for one recipient: what publishEvents writes. */
export type AddressedEvent = {
  [A in MemberEventAction]: { recipient: EventRecipient; action: A; data: Extract<MemberEvent, { action: A }>['data'] };
}[MemberEventAction];

/** Writes the event for each recipient in the transaction `tx`, announced after commit. */
export async function publishEvent<A extends MemberEventAction>(
  tx: Db,
  recipients: EventRecipient[],
  action: A,
  data: Extract<MemberEvent, { action: A }>['data'],
  at: number,
): Promise<void> {
  await publishEvents(
    tx,
    recipients.map((recipient) => ({ recipient, action, data }) as AddressedEvent),
    at,
  );
}

/**
 * Writes each event (each its own recipient and data) in the transaction `tx` with one INSERT and
 * one NOTIFY, announced after commit: what a busy writer uses (an auction's bid tells every bidder
 * its own figures under the auction's lock, docs/product/rules.md).
 */
export async function publishEvents(tx: Db, events: AddressedEvent[], at: number): Promise<void> {
  if (events.length === 0) return;
  const rows = await tx
    .insert(memberEvents)
    .values(
      events.map(({ recipient, action, data }) => ({
        recipientMemberId: recipient.memberId,
        recipientUserId: recipient.userId ?? null,
        action,
        data,
        createTime: new Date(at),
      })),
    )
    .returning({ id: memberEvents.id });
  // The payload also carries this transaction's horizon: every transaction below it has ended, so
  // its NOTIFY came before this one (they are delivered in commit order) — a cursor a listener
  // may hand on once it has handled this NOTIFY.
  // A NOTIFY's payload is at most 8,000 bytes: a long list of ids goes in several.
  for (let i = 0; i < rows.length; i += NOTIFY_IDS_MAX) {
    const ids = rows
      .slice(i, i + NOTIFY_IDS_MAX)
      .map((row) => row.id)
      .join(',');
    await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${ids} || ';' || pg_snapshot_xmin(pg_current_snapshot())::text)`);
  }
}

/** A NOTIFY's payload: the ids it announces and the writer's horizon (null from an older writer). */
export function parsePayload(payload: string): { ids: number[]; horizon: number | null } {
  const [ids = '', horizon] = payload.split(';');
  const parsed = horizon === undefined ? Number.NaN : Number(horizon);
  return { ids: ids.split(',').map(Number).filter(Number.isInteger), horizon: Number.isSafeInteger(parsed) ? parsed : null };
}

/**
 * The current horizon: every transaction with an id below it has ended (committed and visible to
 * any later statement, or rolled back). Read before the events it bounds, it never claims an event
 * that statement cannot see.
 */
export async function currentHorizon(db: Db): Promise<number> {
  const result = (await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`)) as unknown as { rows: { xmin: string }[] };
  return Number(result.rows[0]?.xmin ?? 0);
}

type EventRow = typeof memberEvents.$inferSelect;

function toStored(row: EventRow): StoredEvent | null {
  const parsed = MemberEvent.safeParse({ id: row.id, action: row.action, data: row.data });
  if (!parsed.success) return null;
  return { id: row.id, xid: row.xid, recipientMemberId: row.recipientMemberId, recipientUserId: row.recipientUserId, event: parsed.data };
}

/** The events of these ids, in id order (what a NOTIFY announced). */
export async function eventsByIds(db: Db, ids: number[]): Promise<StoredEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(memberEvents).where(inArray(memberEvents.id, ids)).orderBy(asc(memberEvents.id));
  return rows.map(toStored).filter((e) => e !== null);
}

/**
 * Every event of the transactions from `cursor` on, for any recipient, in (transaction, id) order,
 * `limit` at a time after `after` (an instance's listener catching up after a lost connection).
 */
export async function eventsFrom(db: Db, cursor: number, limit: number, after?: { xid: number; id: number }): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(memberEvents)
    .where(
      after
        ? and(gte(memberEvents.xid, cursor), sql`(${memberEvents.xid}, ${memberEvents.id}) > (${String(after.xid)}::xid8, ${after.id})`)
        : gte(memberEvents.xid, cursor),
    )
    .orderBy(asc(memberEvents.xid), asc(memberEvents.id))
    .limit(limit);
  return rows.map(toStored).filter((e) => e !== null);
}

/** What the caller's user receives: its member's events for every user, and its own. */
export function addressedTo(caller: Pick<Caller, 'memberId' | 'userId'>) {
  return and(
    eq(memberEvents.recipientMemberId, caller.memberId),
    or(isNull(memberEvents.recipientUserId), eq(memberEvents.recipientUserId, caller.userId)),
  );
}

/** The caller's events after `since`, oldest first, at most CATCH_UP_MAX: a reconnecting socket's catch-up. */
export async function eventsSince(db: Db, caller: Pick<Caller, 'memberId' | 'userId'>, since: number): Promise<MemberEvent[]> {
  const rows = await db
    .select()
    .from(memberEvents)
    .where(and(addressedTo(caller), gt(memberEvents.id, since)))
    .orderBy(asc(memberEvents.id))
    .limit(CATCH_UP_MAX);
  return rows.map(toStored).flatMap((e) => (e ? [e.event] : []));
}

/**
 * A reconnecting socket's catch-up: the caller's events of the transactions from `cursor` on
 * (some it may have had: the page drops those by id), in (transaction, id) order, at most
 * CATCH_UP_MAX; and the cursor it may resume from once it has them all.
 */
export async function catchUp(
  db: Db,
  caller: Pick<Caller, 'memberId' | 'userId'>,
  cursor: number,
): Promise<{ events: StoredEvent[]; cursor: number }> {
  const horizon = await currentHorizon(db);
  const rows = await db
    .select()
    .from(memberEvents)
    .where(and(addressedTo(caller), gte(memberEvents.xid, cursor)))
    .orderBy(asc(memberEvents.xid), asc(memberEvents.id))
    .limit(CATCH_UP_MAX);
  // Cut short: what is below the last one's transaction was all sent (a running transaction is
  // at or above the horizon); the rest comes with the next reconnect.
  const last = rows.at(-1);
  const next = rows.length === CATCH_UP_MAX && last ? Math.min(last.xid, horizon) : horizon;
  return { events: rows.map(toStored).filter((e) => e !== null), cursor: Math.max(cursor, next) };
}
