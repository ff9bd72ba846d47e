// How a buyer's sourcing item comes to be, the same for the inquiry, the tender and the competitive
// bid (docs/decisions/021-one-shape-for-a-sourcing-kind.md): a draft saved (a new one under an
// idempotency key, so a double click creates one; the caller's own draft saved again in place), then
// published by the platform's clock. Each is one transaction; a kind gives its table, its checks and
// its parts (a DraftKind), and what publishing checks and does besides (a Publication).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CodeValue } from '#contract/codes.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/schemas/member-rules.ts';
import { siteFields } from '#contract/time.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { biddings, inquiries, tenders } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import { checkReferences, type DraftParts, type PartTables, type ReferencingForm, writeParts } from './parts.ts';

type SourcingTable = typeof inquiries | typeof tenders | typeof biddings;

/** The columns every kind's table has that a draft's save and publication write (sourcing/schema.ts's publication). */
type DraftColumns = { memberId: number; memberRoleId: number; state: 'draft' | 'published'; createTime: Date; updateTime: Date };

/** What the shared draft and publish actions need of a kind. */
export type DraftKind<Form extends ReferencingForm, Row extends { id: number }, View> = {
  table: SourcingTable;
  /** The kind's idempotency scope: `m<member>:<scope>` creates a draft, `m<member>:<scope>-publish` publishes one. */
  scope: string;
  /** The document number's column and prefix (XJ, ZB, JJ): documentNumber. */
  number: { column: 'purchaseInquiryNo' | 'code' | 'biddingNo'; prefix: string };
  /** The caller's own item (404 for anyone else's), locked for the action. */
  own: (tx: Db, id: number, caller: Caller, lock: 'update') => Promise<Row>;
  /** Throws unless the item may be saved again (`save`) or published (`publish`): the kind's own codes. */
  refuseUnlessDraft: (row: Row, action: 'save' | 'publish') => void;
  /** The kind's columns from the form, its files the caller's own uploads (1110 otherwise). */
  columns: (tx: Db, form: Form, caller: Caller) => Promise<object>;
  /** Columns a new draft alone is given (an inquiry's currency). */
  created?: object;
  /** The kind's part tables, and the parts its form gives, written over the item's on each save. */
  parts: PartTables;
  draftParts: (form: Form) => DraftParts;
  /** The item as the buyer's member centre shows it, after the action. */
  view: (context: PlatformContext, id: number, caller: Caller) => Promise<View>;
};

/** What publishing a kind's draft checks and does besides setting it published at the clock. */
export type Publication<Row> = {
  /** What the item's schedule refuses at the clock `at` (thrown), null when it holds; may throw its own. */
  refusal: (row: Row, at: number) => CodeValue | null;
  /** Columns publication sets besides state and times (an auction's scheduled end, an inquiry's first revision). */
  columns?: (row: Row) => object;
  /** What follows in the same transaction: the invited told, a revision kept. */
  published?: (tx: Db, row: Row, caller: Caller, at: number) => Promise<void>;
  /** Whether a request naming a key (body or header) publishes once per key; an inquiry's publication never is. */
  keyed: boolean;
};

/** The prefix + the site's date + the id: unique, and readable on the phone. */
export function documentNumber(prefix: string, id: number, at: number): string {
  const day = siteFields(at).date.replaceAll('-', '');
  return `${prefix}${day}${String(id).padStart(6, '0')}`;
}

/** The kind's table typed as one of the three, for drizzle cannot follow their union: what is written is the kind's own columns (its formColumns) and those all three have. */
const writable = (table: SourcingTable) => table as typeof tenders;

/** A new draft, or the caller's draft `body.id` saved again; the item as the member centre shows it. */
export async function saveDraft<Form extends ReferencingForm, Row extends { id: number }, View>(
  context: PlatformContext,
  kind: DraftKind<Form, Row, View>,
  { body, caller, request }: { body: { id?: number; form: Form; idempotencyKey?: string }; caller: Caller; request: FastifyRequest },
): Promise<View> {
  const { db, now } = context;
  const table = writable(kind.table);
  requireBuyer(caller);
  const form = body.form;
  if (body.id !== undefined) {
    const id = body.id;
    await transaction(db, async (tx) => {
      const row = await kind.own(tx, id, caller, 'update');
      kind.refuseUnlessDraft(row, 'save');
      await checkReferences(tx, form);
      const at = new Date(now());
      await tx
        .update(table)
        .set({ ...(await kind.columns(tx, form, caller)), updateTime: at, createTime: at })
        .where(eq(table.id, id));
      await writeParts(tx, kind.parts, id, kind.draftParts(form), { caller, at });
    });
    return kind.view(context, id, caller);
  }
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:${kind.scope}`, key, async (tx) => {
    await checkReferences(tx, form);
    const at = new Date(now());
    const draft: DraftColumns = { memberId: caller.memberId, memberRoleId: caller.memberRoleId, state: 'draft', createTime: at, updateTime: at };
    const [created] = await tx
      .insert(table)
      .values({
        ...(await kind.columns(tx, form, caller)),
        ...draft,
        ...kind.created,
        [kind.number.column]: `draft-${key.key}-${caller.memberId}`,
      } as typeof table.$inferInsert)
      .returning({ id: table.id });
    const id = created!.id;
    await tx
      .update(table)
      .set({ [kind.number.column]: documentNumber(kind.number.prefix, id, at.getTime()) })
      .where(eq(table.id, id));
    await writeParts(tx, kind.parts, id, kind.draftParts(form), { caller, at });
    return { id };
  });
  return kind.view(context, result.id, caller);
}

/**
 * Publishes the caller's draft `body.id`: published at the clock (the time the lists sort by and a
 * kind's periods count from), then what the kind does besides. Keyed kinds act once per key when the
 * request names one, and a retry answers the same item without acting again.
 */
export async function publishDraft<Form extends ReferencingForm, Row extends { id: number }, View>(
  context: PlatformContext,
  kind: DraftKind<Form, Row, View>,
  publication: Publication<Row>,
  { body, caller, request }: { body: { id: number; idempotencyKey?: string }; caller: Caller; request: FastifyRequest },
): Promise<View> {
  const { db, now } = context;
  const table = writable(kind.table);
  requireBuyer(caller);
  const publish = async (tx: Db) => {
    const row = await kind.own(tx, body.id, caller, 'update');
    kind.refuseUnlessDraft(row, 'publish');
    const at = now();
    const refusal = publication.refusal(row, at);
    if (refusal !== null) throw new BusinessError(refusal);
    await tx
      .update(table)
      .set({ state: 'published', ...publication.columns?.(row), createTime: new Date(at), updateTime: new Date(at) })
      .where(eq(table.id, row.id));
    await publication.published?.(tx, row, caller, at);
    return { id: row.id };
  };
  const keyed = publication.keyed && (body.idempotencyKey !== undefined || request.headers[IDEMPOTENCY_KEY_HEADER] !== undefined);
  if (keyed) await once(db, `m${caller.memberId}:${kind.scope}-publish`, requestKey(body.idempotencyKey, request), publish);
  else await transaction(db, publish);
  return kind.view(context, body.id, caller);
}
