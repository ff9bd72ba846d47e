// A larger data set made from the seeded one, for measuring the lists at scale (bench/lists-query.ts):
// every inquiry, tender and competitive bid is copied `factor - 1` times with its materials, areas
// and participants, in SQL (generate_series), so that 100× takes seconds, not minutes. A copy gets
// a new id, a numbered document number and a slightly earlier publish time; deadlines, buyers,
// categories, amounts and attribute values stay those of its original, so filters keep their
// proportions. Notices are not copied. Never run on a database anyone uses.
import { getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/client.ts';
import { bids } from '../db/schema.ts';
import { biddingSource, inquirySource, tenderSource, type SourcingSource } from '../sourcing/sources.ts';

type Kind = {
  table: string;
  /** The unique document number: copies append "-k". */
  number: string;
  /** Tables whose rows belong to one item, by the column naming it. */
  children: Array<{ table: string; parent: string }>;
};

/** A column's name in SQL: the schema's columns without a name of their own take their key in snake_case. */
function columnName(column: PgColumn): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

/**
 * A kind as the copying needs it, from its descriptor (sourcing/sources.ts): its materials, areas and
 * participants belong to an item, and so do `more` tables (a competitive bid's bids).
 */
function kindOf(source: SourcingSource, ...more: Array<{ table: PgTable; parentId: PgColumn }>): Kind {
  const { materiels, areas, participants } = source;
  const children = [{ table: materiels, parentId: materiels.parentId }, { table: areas, parentId: areas.parentId }, participants, ...more];
  return {
    table: getTableName(source.table),
    number: columnName(source.number),
    children: children.map(({ table, parentId }) => ({ table: getTableName(table), parent: columnName(parentId) })),
  };
}

const KINDS: Kind[] = [kindOf(inquirySource), kindOf(tenderSource), kindOf(biddingSource, { table: bids, parentId: bids.biddingId })];

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The largest id of a table: copy k of row id gets id + k × span, clear of every original. */
async function spanOf(db: Db, table: string): Promise<number> {
  const [row] = await selectRows<{ span: number }>(db, sql.raw(`SELECT coalesce(max(id), 0)::int AS span FROM ${quote(table)}`));
  return row!.span;
}

/** Inserts `copies` copies of every row of `table`, each column as `src.column` unless overridden. */
async function copyRows(db: Db, table: string, copies: number, overrides: Record<string, string>): Promise<void> {
  // Generated columns (search tokens) are computed by the database for the copies too.
  const columns = await selectRows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
  );
  const names = columns.map((c) => c.name);
  const values = names.map((name) => overrides[name] ?? `src.${quote(name)}`);
  await db.execute(
    sql.raw(
      `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')})
       SELECT ${values.join(', ')} FROM ${quote(table)} AS src CROSS JOIN generate_series(1, ${copies}) AS k`,
    ),
  );
  // The identity goes on after the copies, so later inserts do not collide with them.
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${quote(table)}))`));
}

/** Multiplies the sourcing items by `factor` (100: 15 000 inquiries from 150) and refreshes the statistics. */
export async function multiplySourcing(db: Db, factor: number): Promise<void> {
  if (!Number.isInteger(factor) || factor < 2) throw new Error('factor is an integer of 2 or more');
  const copies = factor - 1;
  await db.transaction(async (tx) => {
    for (const kind of KINDS) {
      const itemSpan = await spanOf(tx, kind.table);
      const childSpans = await Promise.all(kind.children.map((child) => spanOf(tx, child.table)));
      await copyRows(tx, kind.table, copies, {
        id: `src.id + k * ${itemSpan}`,
        [kind.number]: `src.${quote(kind.number)} || '-' || k`,
        // Copies are published a little earlier than their original: time order stays total.
        create_time: `src.create_time - k * interval '7 minutes'`,
      });
      for (const [i, child] of kind.children.entries()) {
        await copyRows(tx, child.table, copies, {
          id: `src.id + k * ${childSpans[i]}`,
          [child.parent]: `src.${quote(child.parent)} + k * ${itemSpan}`,
        });
      }
    }
  });
  await db.execute(sql`ANALYZE`);
}
