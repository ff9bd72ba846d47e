// The release list: every release of every published process, as (date, id) in order, read from the
// tables where each event is kept (docs/decisions/026-open-data.md). One branch per kind of event;
// a page asks each branch for the rows after the cursor in (date, id) order and keeps the first
// pageSize of them all: the publications walk their createTime indexes, so a harvest reads each
// release once (keyset paging, never OFFSET). A record asks the same branches for one process.
import { type SQL, sql } from 'drizzle-orm';
import { PRICE_TYPE, SOURCING_KINDS, type SourcingKind } from '#contract/vocabulary.ts';
import { selectRows, type Db } from '../db/client.ts';
import type { ReleaseEvent, ReleaseEventKind } from './facts.ts';
import { OCID_PREFIX } from './ocid.ts';
import { RELEASE_ID_PARTS } from './release-ids.ts';

/** Where a page starts: after the release at microsecond `atMicros` with id `releaseId`. */
export type ListPosition = { atMicros: string; releaseId: string };

/** A page of the list, or one process's releases; either way none dated after `until` (the platform's clock: nothing is published ahead of time). */
type Scope = ({ page: { after: ListPosition | null; since: Date | null; limit: number } } | { process: { kind: SourcingKind; id: number } }) & {
  until: Date;
};

/** A process's table and the columns the branches read, by kind. */
const TABLES: Record<SourcingKind, { table: string; award: string; awardKey: string; end: string; revisions: string | null }> = {
  inquiry: { table: 'inquiries', award: 'inquiry_awards', awardKey: 'inquiry_id', end: 'offer_end_time', revisions: 'inquiry_revisions' },
  tender: { table: 'tenders', award: 'tender_awards', awardKey: 'tender_id', end: 'open_tender_time', revisions: 'tender_revisions' },
  bidding: { table: 'biddings', award: 'bidding_awards', awardKey: 'bidding_id', end: 'bidding_end_time', revisions: null },
};

/** One kind of event of one kind of process (contracts' and payments': of every kind, `kind` in SQL). */
type Branch = {
  event: ReleaseEventKind;
  /** The kind's name as SQL text (a literal, or a CASE over the contract's source). */
  kind: SQL;
  /** The kinds this branch can hold: a record of another kind skips it. */
  kinds: readonly SourcingKind[];
  /** FROM … (tables and joins) and WHERE …: the rows of this event. */
  from: SQL;
  where: SQL;
  processId: SQL;
  ref: SQL;
  date: SQL;
  /** The process filter of a record: `kind` and `id`. */
  processIs: (kind: SourcingKind, id: number) => SQL;
};

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

function branchesOf(kind: SourcingKind): Branch[] {
  const { table, award, awardKey, end, revisions } = TABLES[kind];
  const t = sql.raw(`${table} p`);
  const common = { kind: literal(kind), kinds: [kind] as const };
  const own = (column: string) => (k: SourcingKind, id: number) => (k === kind ? sql`${sql.raw(column)} = ${id}` : sql`false`);
  const branches: Branch[] = [
    {
      ...common,
      event: 'tender',
      from: t,
      where: sql`p.state <> 'draft'`,
      processId: sql`p.id`,
      ref: sql`0`,
      date: sql`p.create_time`,
      processIs: own('p.id'),
    },
    {
      ...common,
      event: 'cancellation',
      from: t,
      where: sql`p.state = 'cancelled'`,
      processId: sql`p.id`,
      ref: sql`0`,
      date: sql`greatest(coalesce(p.update_time, p.create_time), p.create_time)`,
      processIs: own('p.id'),
    },
    {
      ...common,
      event: 'award',
      from: sql`${sql.raw(award)} a join ${t} on p.id = a.${sql.raw(awardKey)}`,
      where: sql`p.state <> 'draft'`,
      processId: sql`p.id`,
      ref: sql`a.id`,
      date: sql`a.create_time`,
      processIs: own(`a.${awardKey}`),
    },
  ];
  // The end of a tender or an auction without an award: failed (at its opening, or its close), or
  // ended awarded with no award on record (the demo's older items: dated by their award notice). An
  // inquiry ends by its award or its cancellation alone.
  if (kind !== 'inquiry') {
    const outcome = { ...common, event: 'outcome' as const, from: t, processId: sql`p.id`, ref: sql`0`, processIs: own('p.id') };
    branches.push(
      { ...outcome, where: sql`p.state = 'failed'`, date: sql`greatest(coalesce(p.update_time, p.${sql.raw(end)}), p.create_time)` },
      {
        ...outcome,
        // OFFSET 0 keeps the awarded rows without an award apart: the notice is looked up for those alone.
        from: sql`(select * from ${t} where p.state = 'awarded' and not exists (select 1 from ${sql.raw(award)} a where a.${sql.raw(awardKey)} = p.id) offset 0) p
          cross join lateral (select min(n.create_time) as noticed from notices n where n.type = ${PRICE_TYPE[kind]} and n.source_id = p.id) n`,
        where: sql`true`,
        date: sql`greatest(coalesce(n.noticed, p.update_time, p.${sql.raw(end)}), p.create_time)`,
      },
    );
  }
  if (revisions) {
    branches.push({
      ...common,
      event: 'amendment',
      from: sql`${sql.raw(revisions)} r join ${t} on p.id = r.${sql.raw(`${kind}_id`)}`,
      where: sql`r.revision > 1 and p.state <> 'draft'`,
      processId: sql`p.id`,
      ref: sql`r.revision`,
      date: sql`r.create_time`,
      processIs: own(`r.${kind}_id`),
    });
  }
  return branches;
}

/** Contracts (1 inquiry, 2 tender, 3 competitive bid, as PRICE_TYPE) and their payments, of every kind. */
function contractBranches(): Branch[] {
  const kind = sql.raw(`(case g.source_type ${SOURCING_KINDS.map((k) => `when ${PRICE_TYPE[k]} then '${k}'`).join(' ')} end)`);
  const signed = sql`g.signed_version is not null and g.sign_time is not null`;
  const common = {
    kind,
    kinds: SOURCING_KINDS,
    processId: sql`g.source_id`,
    processIs: (k: SourcingKind, id: number) => sql`g.source_type = ${PRICE_TYPE[k]} and g.source_id = ${id}`,
  };
  return [
    { ...common, event: 'contract', from: sql`agreements g`, where: signed, ref: sql`g.id`, date: sql`g.sign_time` },
    {
      ...common,
      event: 'contractEnd',
      from: sql`agreements g`,
      where: sql`${signed} and g.state in ('completed', 'terminated') and g.end_time is not null`,
      ref: sql`g.id`,
      date: sql`greatest(g.end_time, g.sign_time)`,
    },
    {
      ...common,
      event: 'payment',
      from: sql`agreement_payments y join agreements g on g.id = y.agreement_id`,
      where: signed,
      ref: sql`y.id`,
      date: sql`y.create_time`,
    },
  ];
}

const BRANCHES: Branch[] = [...SOURCING_KINDS.flatMap(branchesOf), ...contractBranches()];

/** The release id in SQL, as releaseIdOf writes it; compared byte by byte (collation "C") as JavaScript compares strings. */
function releaseIdSql(branch: Branch): SQL {
  const { head, withRef, tail } = RELEASE_ID_PARTS[branch.event];
  const ref = withRef ? sql` || (${branch.ref})::text` : sql``;
  return sql`(${literal(`${OCID_PREFIX}-`)} || ${branch.kind} || '-' || (${branch.processId})::text || ${literal(head)}${ref} || ${literal(tail)}) collate "C"`;
}

const micros = (date: SQL) => sql`((extract(epoch from ${date}) * 1000000)::bigint)::text`;
const atMicros = (value: string) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

function branchSql(branch: Branch, scope: Scope): SQL | null {
  const id = releaseIdSql(branch);
  const conditions: SQL[] = [branch.where, sql`${branch.date} <= ${scope.until}`];
  let tail = sql``;
  if ('process' in scope) {
    if (!branch.kinds.includes(scope.process.kind)) return null;
    conditions.push(branch.processIs(scope.process.kind, scope.process.id));
  } else {
    const { after, since, limit } = scope.page;
    if (since) conditions.push(sql`${branch.date} >= ${since}`);
    if (after) {
      const at = atMicros(after.atMicros);
      // `date >= at` first: the index on the date answers it; the release id breaks ties.
      conditions.push(sql`${branch.date} >= ${at} and (${branch.date} > ${at} or ${id} > ${after.releaseId})`);
    }
    tail = sql` order by 5, 6 limit ${limit}`;
  }
  return sql`(select ${branch.kind} as kind, ${literal(branch.event)} as event, (${branch.processId})::int as process_id, (${branch.ref})::int as ref,
      ${branch.date} as date, ${id} as release_id, ${micros(branch.date)} as at_micros
    from ${branch.from} where ${sql.join(conditions, sql` and `)}${tail})`;
}

type EventRow = {
  kind: SourcingKind;
  event: ReleaseEventKind;
  process_id: number;
  ref: number;
  date: Date | string;
  release_id: string;
  at_micros: string;
};

async function eventsIn(db: Db, scope: Scope, limit: number | null): Promise<Array<ReleaseEvent & { atMicros: string }>> {
  const branches = BRANCHES.map((b) => branchSql(b, scope)).filter((b): b is SQL => b !== null);
  const rows = await selectRows<EventRow>(
    db,
    sql`select * from (${sql.join(branches, sql` union all `)}) as events order by date, release_id collate "C"${limit === null ? sql`` : sql` limit ${limit}`}`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    processId: Number(r.process_id),
    event: r.event,
    ref: Number(r.ref),
    date: new Date(r.date),
    releaseId: r.release_id,
    atMicros: r.at_micros,
  }));
}

/** The `limit` releases after `after` (the start when null), dated at or after `since` and not after `until`, in (date, id) order. */
export function releaseEventsPage(db: Db, page: { after: ListPosition | null; since: Date | null; limit: number }, until: Date) {
  return eventsIn(db, { page, until }, page.limit);
}

/** Every release of one process not dated after `until`, oldest first (none: not published, or no such process). */
export function releaseEventsOf(db: Db, kind: SourcingKind, id: number, until: Date) {
  return eventsIn(db, { process: { kind, id }, until }, null);
}
