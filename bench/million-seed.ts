// A throwaway PostgreSQL database with a million processes (docs/decisions/030-a-million-processes.md):
// the platform's own seed first (migrations, the catalogue, the demo accounts and items), then, in
// set-based SQL (generate_series, arrays of title parts), 50 000 members (a fifth of them buyers with
// a shop) and 1 000 000 inquiries, tenders and competitive bids in the seed's proportions, each with
// 1–6 material lines and, unless it delivers anywhere, 1–3 delivery areas. Titles and material names
// are Chinese (four in five) or English, built from the seed's categories and the parts below; buyers,
// categories, places, budgets and publish times (two years back, denser towards today) are drawn at
// random from a fixed seed. Every other column of an item is copied from a published item of the
// seed, its times moved by the same amount as its publish time, so that its schedule stays whole.
// Nobody takes part in the generated items (no quotes, registrations or sign-ups): the lists count
// them all the same, through the same indexes.
//
// Run (with the pinned Node: export PATH=node_modules/.bin:$PATH):
//   node bench/million-seed.ts [--scale=1000000] [--members=N] [--keep]
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the database is
// portal_bench_million_<hex>, dropped at the end unless --keep (then its URL is printed: give it to
// bench/million-lists.ts --database, drop it with DROP DATABASE … WITH (FORCE)). --scale=100000 for
// quick runs; members follow the scale (50 000 at a million). Bounded: 40 minutes, then it stops and
// drops the database.
// Never point it at a database anyone uses: it creates its own and loads with triggers and foreign
// keys off (session_replication_role = replica), then rebuilds the indexes and vacuums.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PLACES } from '#platform/seed/places.ts';
import { startPlatform } from '#platform/server.ts';
import {
  MATERIALS,
  PROJECTS_ZH,
  PROJECTS_EN,
  COMPANY_WORDS_1,
  COMPANY_WORDS_2,
  INDUSTRIES,
  COMPANY_KINDS,
  NAMES_EN_1,
  NAMES_EN_2,
  UNITS_ZH,
  UNITS_EN,
  MODEL_PREFIXES,
  SHARES,
  KINDS,
  type Kind,
} from './million-words.ts';

export const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const FULL_SCALE = 1_000_000;
const MEMBERS_AT_FULL_SCALE = 50_000;
const TIME_LIMIT_MS = 40 * 60_000;

export type MillionDatabase = {
  name: string;
  url: string;
  counts: { inquiries: number; tenders: number; biddings: number; materiels: number; members: number; shops: number };
  seconds: number;
  /** Drops the database (its sessions with it). */
  drop(): Promise<void>;
  /** Leaves the database for later runs and closes the connection to the server. */
  keep(): Promise<void>;
};

/** The database being made, dropped when the time limit stops the run. */
let making: { drop(): Promise<void> } | undefined;

const array = (values: string[]) => `ARRAY[${values.map((v) => pg.escapeLiteral(v)).join(',')}]::text[]`;

/** The tables the load fills: their indexes are dropped before and rebuilt after. */
const LOADED_TABLES = ['members', 'member_roles', 'shops', 'shop_categories', ...KINDS.flatMap((k) => [k.table, k.materiels, k.areas])];

/** `count` of each kind at `scale` processes, in the seed's proportions. */
function kindCounts(scale: number): Record<Kind['kind'], number> {
  const total = SHARES.inquiry + SHARES.tender + SHARES.bidding;
  const inquiry = Math.round((scale * SHARES.inquiry) / total);
  const tender = Math.round((scale * SHARES.tender) / total);
  return { inquiry, tender, bidding: scale - inquiry - tender };
}

/** Creates, seeds and fills the database; `scale` processes (seed's included), `members` new members. */
export async function seedMillion(options: {
  serverUrl?: string;
  scale?: number;
  members?: number;
  log?: (line: string) => void;
}): Promise<MillionDatabase> {
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL ?? DEFAULT_SERVER;
  const scale = options.scale ?? FULL_SCALE;
  const memberCount = options.members ?? Math.max(2_000, Math.round((MEMBERS_AT_FULL_SCALE * scale) / FULL_SCALE));
  const log = options.log ?? ((line: string) => console.log(line));
  const name = `portal_bench_million_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  const keep = () => admin.end();
  making = { drop };
  const started = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    log(`  ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  try {
    log(`# ${name}: ${scale} processes, ${memberCount} new members`);
    // The platform migrates and seeds its demo data, as it does on a first start.
    await step('migrations and the demo seed (the platform)', async () => {
      await (await startPlatform({ databaseUrl: url.toString(), port: 0, logLevel: 'warn' })).close();
    });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await load(client, { scale, memberCount, step });
      const counts = (
        await client.query(`SELECT (SELECT count(*) FROM inquiries)::int AS inquiries, (SELECT count(*) FROM tenders)::int AS tenders,
          (SELECT count(*) FROM biddings)::int AS biddings,
          ((SELECT count(*) FROM inquiry_materiels) + (SELECT count(*) FROM tender_materiels) + (SELECT count(*) FROM bidding_materiels))::int AS materiels,
          (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM shops)::int AS shops`)
      ).rows[0] as MillionDatabase['counts'];
      const seconds = (performance.now() - started) / 1000;
      log(`  in all: ${seconds.toFixed(1)} s; ${JSON.stringify(counts)}`);
      return { name, url: url.toString(), counts, seconds, drop, keep };
    } finally {
      await client.end();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}

type Step = (label: string, work: () => Promise<unknown>) => Promise<void>;

async function load(client: pg.Client, { scale, memberCount, step }: { scale: number; memberCount: number; step: Step }) {
  const q = async (text: string) => {
    const at = performance.now();
    const result = await client.query(text);
    if (process.env.MILLION_SEED_TRACE) console.log(`    ${(performance.now() - at).toFixed(0)} ms ${text.replace(/\s+/g, ' ').slice(0, 90)}`);
    return result;
  };
  // Triggers and foreign keys off for the load (the rows are made consistent here); the indexes are rebuilt after.
  await q(`SET session_replication_role = replica`);
  await q(`SET maintenance_work_mem = '512MB'`);
  await q(`SET work_mem = '64MB'`);
  await q(`SET synchronous_commit = off`);
  await q(`SELECT setseed(0.2026)`);
  const indexes = (
    await client.query<{ definition: string; name: string }>(
      `SELECT indexdef AS definition, indexname AS name FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = ANY($1)
         AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conindid <> 0)`,
      [LOADED_TABLES],
    )
  ).rows;
  for (const index of indexes) await q(`DROP INDEX ${pg.escapeIdentifier(index.name)}`);

  await step('reference tables (places, sub-categories, attribute value sets)', () => references(q));
  await step(`${memberCount} members, a fifth of them buyers with a shop`, () => members(q, memberCount));
  const counts = kindCounts(scale);
  for (const kind of KINDS) {
    const existing = Number((await q(`SELECT count(*) AS n FROM ${kind.table}`)).rows[0].n);
    const n = Math.max(0, counts[kind.kind] - existing);
    await step(`${n} ${kind.table} with their materials and areas`, () => items(q, kind, n));
  }
  await step(`${indexes.length} indexes rebuilt`, async () => {
    for (const index of indexes) await q(index.definition);
  });
  await q(`SET session_replication_role = origin`);
  for (const table of LOADED_TABLES) {
    await q(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`).catch(() => undefined);
  }
  await step('VACUUM ANALYZE', async () => {
    for (const table of LOADED_TABLES) await q(`VACUUM (ANALYZE) ${table}`);
  });
}

type Query = (text: string) => Promise<pg.QueryResult>;

/** Places (the seed's cities weighted ×20, then every city), sub-categories with names, and value sets. */
async function references(q: Query) {
  const major = PLACES.map((p) => p.cityCode);
  await q(`CREATE TEMP TABLE m_places AS
    SELECT row_number() OVER (ORDER BY weight DESC, code, copy)::int AS idx, code AS city_code, province_code, regexp_replace(name, '(市|地区|自治州|盟)$', '') AS short
    FROM (SELECT c.code, c.province_code, c.name, CASE WHEN c.code = ANY(${array(major)}) THEN 20 ELSE 1 END AS weight FROM cities c) c
    CROSS JOIN LATERAL generate_series(1, c.weight) AS copy`);
  const subs = Object.entries(MATERIALS);
  await q(`CREATE TEMP TABLE m_dictionary AS
    SELECT * FROM unnest(${array(subs.map(([zh]) => zh))}, ${array(subs.map(([, d]) => d.en))},
      ${array(subs.map(([, d]) => d.zhNames.join('|')))}, ${array(subs.map(([, d]) => d.enNames.join('|')))})
      AS d(name, en, zh_names, en_names)`);
  await q(`CREATE TEMP TABLE m_subs AS
    SELECT row_number() OVER (ORDER BY c.id)::int AS idx, c.id, c.parent_id, c.name, coalesce(d.en, c.name) AS en,
      string_to_array(coalesce(d.zh_names, c.name), '|') AS zh_names, string_to_array(coalesce(d.en_names, c.name), '|') AS en_names,
      coalesce((SELECT array_agg(b.brand_id ORDER BY b.sort) FROM category_brands b WHERE b.category_id = c.id), '{}') AS brand_ids
    FROM categories c LEFT JOIN m_dictionary d ON d.name = c.name WHERE c.parent_id IS NOT NULL`);
  // Every combination of one value per attribute of a sub-category: a material takes one of them.
  await q(`CREATE TEMP TABLE m_value_sets AS
    WITH RECURSIVE attrs AS (
      SELECT a.category_id, a.id, row_number() OVER (PARTITION BY a.category_id ORDER BY a.sort, a.id) AS n FROM attributes a
    ), sets AS (
      SELECT a.category_id, 1::bigint AS n, ARRAY[v.id] AS ids FROM attrs a JOIN attribute_values v ON v.attribute_id = a.id WHERE a.n = 1
      UNION ALL
      SELECT s.category_id, s.n + 1, s.ids || v.id FROM sets s JOIN attrs a ON a.category_id = s.category_id AND a.n = s.n + 1
        JOIN attribute_values v ON v.attribute_id = a.id
    )
    SELECT category_id, row_number() OVER (PARTITION BY category_id ORDER BY ids)::int AS idx, ids
    FROM sets s WHERE n = (SELECT max(n) FROM attrs WHERE attrs.category_id = s.category_id)`);
  await q(`CREATE INDEX ON m_value_sets (category_id, idx)`);
  await q(`CREATE UNIQUE INDEX ON m_places (idx)`);
  await q(`CREATE UNIQUE INDEX ON m_subs (idx)`);
  await q(`ANALYZE m_places, m_subs, m_value_sets`);
  await q(`CREATE TEMP TABLE m_value_set_counts AS SELECT category_id, count(*)::int AS n FROM m_value_sets GROUP BY category_id`);
}

/** `count` members (a fifth buyers with a shop of 2–4 sub-categories), named from the parts above. */
async function members(q: Query, count: number) {
  const buyers = Math.round(count / 5);
  const w1 = COMPANY_WORDS_1.length;
  const w2 = COMPANY_WORDS_2.length;
  const ind = INDUSTRIES.length;
  await q(`CREATE TEMP TABLE m_members AS
    SELECT g, (SELECT max(id) FROM members) + g AS id, g <= ${buyers} AS buyer, p.city_code, p.province_code, p.short,
      CASE WHEN g % 10 = 0
        THEN (${array(NAMES_EN_1)})[1 + (g / 10) % ${NAMES_EN_1.length}] || ' ' || (${array(NAMES_EN_2)})[1 + (g / 130) % ${NAMES_EN_2.length}]
             || ' ' || p.short || ' Co., Ltd. ' || g
        ELSE p.short || (${array(COMPANY_WORDS_1)})[1 + g % ${w1}] || (${array(COMPANY_WORDS_2)})[1 + (g * 7) % ${w2}]
             || (${array(INDUSTRIES)})[1 + (g * 11) % ${ind}] || (${array(COMPANY_KINDS)})[1 + (g * 3 / 7) % 4]
      END AS name
    FROM (SELECT g, 1 + floor(random() * (SELECT count(*) FROM m_places))::int AS place FROM generate_series(1, ${count}) AS g OFFSET 0) d
    JOIN m_places p ON p.idx = d.place`);
  const [buyerRole, supplierRole] = ['2', '1'].map((type) => `(SELECT id FROM roles WHERE member_role_type = ${type} ORDER BY id LIMIT 1)`);
  await q(`INSERT INTO members (id, name, logo, member_role_type, credit_point, level_tag, create_time, province_code, city_code, registered_capital, describe)
    SELECT id, name, '/files/avatar/120x120/' || regexp_replace(name, '(股份有限公司|有限责任公司|集团有限公司|有限公司)$', '') || '.svg',
      CASE WHEN buyer THEN 2 ELSE 1 END, 60 + floor(random() * 941)::int, 1 + floor(random() * 3)::int,
      now() - random() * interval '1000 days', province_code, city_code, round((100 + random() * 49900)::numeric, 2), ''
    FROM m_members`);
  await q(`INSERT INTO member_roles (member_id, role_id) SELECT id, CASE WHEN buyer THEN ${buyerRole} ELSE ${supplierRole} END FROM m_members`);
  // Shops copy the seed's first shop, with the buyer's own name, place, figures and dates.
  const shopColumns = await columnsOf(q, 'shops');
  const overrides: Record<string, string> = {
    id: `(SELECT max(id) FROM shops) + m.g`,
    member_id: 'm.id',
    role_id: buyerRole,
    type: `'enterprise'`,
    logo: `'/files/avatar/120x120/' || m.short || m.g || '.svg'`,
    banner: `'/files/banner/944x288/' || m.name || '.svg'`,
    describe: `m.name || '成立于' || (2000 + m.g % 24) || '年，长期采购工业品，诚邀优质供应商合作共赢。'`,
    province_code: 'm.province_code',
    city_code: 'm.city_code',
    authenticated: 'm.g % 4 <> 3',
    avg_trade_comment_star: 'round((3.5 + random() * 1.5)::numeric, 1)',
    purchase_amount: 'round((50000 * power(1600, random()))::numeric, 2)',
    establishment_date: `now() - (3 + m.g % 28) * interval '1 year'`,
    album_url: 'NULL',
    create_time: `now() - random() * interval '700 days'`,
  };
  await q(`INSERT INTO shops (${shopColumns.join(', ')})
    SELECT ${shopColumns.map((c) => overrides[c] ?? `src.${c}`).join(', ')}
    FROM m_members m CROSS JOIN (SELECT * FROM shops ORDER BY id LIMIT 1) src WHERE m.buyer`);
  await q(`INSERT INTO shop_categories (shop_id, category_id)
    SELECT s.id, sub.id FROM shops s JOIN m_members m ON m.id = s.member_id
      CROSS JOIN LATERAL generate_series(1, 2 + (m.g % 3)) AS k
      JOIN m_subs sub ON sub.idx = 1 + (m.g * 7 + k * 13) % (SELECT count(*) FROM m_subs)
    ON CONFLICT DO NOTHING`);
  await q(`CREATE TEMP TABLE m_buyers AS
    SELECT row_number() OVER (ORDER BY s.id)::int AS idx, s.member_id, s.role_id, m.name,
      regexp_replace(m.name, '(股份有限公司|有限责任公司|集团有限公司|有限公司)$', '') AS short
    FROM shops s JOIN members m ON m.id = s.member_id`);
  await q(`CREATE UNIQUE INDEX ON m_buyers (idx)`);
  await q(`ANALYZE m_buyers`);
}

/** The columns of `table` an INSERT may name (not generated ones), in order. */
async function columnsOf(q: Query, table: string): Promise<string[]> {
  const rows = await q(`SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = '${table}' AND is_generated = 'NEVER' ORDER BY ordinal_position`);
  return rows.rows.map((r) => r.name as string);
}

/** `n` items of a kind with their materials and areas. */
async function items(q: Query, kind: Kind, n: number) {
  if (n === 0) return;
  const columns = await columnsOf(q, kind.table);
  const times = (
    await q(`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema()
      AND table_name = '${kind.table}' AND data_type = 'timestamp with time zone' AND is_generated = 'NEVER'`)
  ).rows.map((r) => r.name as string);
  await q(`DROP TABLE IF EXISTS m_templates, m_draws, m_items`);
  // The seed's published items of the kind, each the model of some of the new ones.
  await q(`CREATE TEMP TABLE m_templates AS
    SELECT row_number() OVER (ORDER BY id)::int AS idx, * FROM ${kind.table} WHERE state = 'published'`);
  // The draws first (a fence keeps each random() to one evaluation a row), then the names from them.
  await q(`CREATE TEMP TABLE m_draws AS
    SELECT g, (SELECT max(id) FROM ${kind.table}) + g AS id,
      1 + floor((SELECT count(*) FROM m_templates) * random())::int AS template,
      1 + floor((SELECT count(*) FROM m_buyers) * power(random(), 1.6))::int AS buyer,
      1 + floor((SELECT count(*) FROM m_subs) * random())::int AS sub,
      1 + floor((SELECT count(*) FROM m_places) * random())::int AS place,
      now() - power(random(), 1.5) * interval '730 days' - random() * interval '1 day' AS create_time,
      CASE WHEN random() < 0.2 THEN 'en' ELSE 'zh' END AS lang,
      floor(random() * 4)::int AS form,
      1 + floor(random() * 6)::int AS lines,
      random() < 0.2 AS all_area,
      round((100 * power(100000, random()))::numeric, 2) AS budget,
      random() AS r1, random() AS r2
    FROM generate_series(1, ${n}) AS g OFFSET 0`);
  await q(`CREATE UNIQUE INDEX ON m_templates (idx)`);
  await q(`ANALYZE m_templates, m_draws`);
  await q(`CREATE TEMP TABLE m_items AS
    SELECT d.*, t.id AS template_id, t.create_time AS template_time, b.member_id, b.role_id, b.short AS buyer_short,
      s.id AS category_id, s.en AS sub_en, s.name AS sub_name, p.short AS city,
      ARRAY(SELECT CASE WHEN d.lang = 'en'
          THEN s.en_names[1 + (k * 7 + floor(d.r1 * 1000)::int) % array_length(s.en_names, 1)]
          ELSE s.zh_names[1 + (k * 7 + floor(d.r1 * 1000)::int) % array_length(s.zh_names, 1)] END
        FROM generate_series(0, d.lines - 1) AS k) AS names
    FROM m_draws d JOIN m_templates t ON t.idx = d.template JOIN m_buyers b ON b.idx = d.buyer
      JOIN m_subs s ON s.idx = d.sub JOIN m_places p ON p.idx = d.place`);
  await q(`ANALYZE m_items`);
  const suffix = (lang: 'zh' | 'en') => `(${array(kind[lang])})[1 + floor(i.r2 * ${kind[lang].length})::int]`;
  const year = `extract(year FROM i.create_time AT TIME ZONE 'Asia/Shanghai')::int`;
  const title = `CASE WHEN i.lang = 'en' THEN CASE i.form % 3
      WHEN 0 THEN ${year} || ' ' || i.sub_en || ' ' || ${suffix('en')}
      WHEN 1 THEN i.names[1] || CASE WHEN i.lines > 1 THEN ' and ' || (i.lines - 1) || ' more items' ELSE '' END || ': ' || ${suffix('en')}
      ELSE 'Supply of ' || i.names[1] || ' for ' || (${array(PROJECTS_EN)})[1 + i.g % ${PROJECTS_EN.length}] || ' (' || ${suffix('en')} || ')' END
    ELSE CASE i.form
      WHEN 0 THEN ${year} || '年' || i.sub_name || ${suffix('zh')}
      WHEN 1 THEN i.names[1] || CASE WHEN i.lines > 1 THEN '等' || i.lines || '项物资' ELSE '' END || ${suffix('zh')}
      WHEN 2 THEN i.buyer_short || i.sub_name || ${suffix('zh')}
      ELSE i.city || (${array(PROJECTS_ZH)})[1 + i.g % ${PROJECTS_ZH.length}] || i.names[1] || ${suffix('zh')} END END`;
  const shift = `(i.create_time - i.template_time)`;
  const overrides: Record<string, string> = {
    id: 'i.id',
    [kind.number]: `'${kind.prefix}' || to_char(i.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || 'M' || lpad(i.g::text, 7, '0')`,
    [kind.title]: title,
    member_id: 'i.member_id',
    member_role_id: 'i.role_id',
    category_id: 'i.category_id',
    is_all_area: 'i.all_area',
    budget_amount: 'i.budget',
    state: `'published'`,
    materiel_names: `array_to_string(i.names, ' ')`,
    ...Object.fromEntries(times.map((column) => [column, `src.${column} + ${shift}`])),
    create_time: 'i.create_time',
  };
  await q(`INSERT INTO ${kind.table} (${columns.join(', ')})
    SELECT ${columns.map((c) => overrides[c] ?? `src.${c}`).join(', ')}
    FROM m_items i JOIN ${kind.table} src ON src.id = i.template_id`);

  const materielColumns = await columnsOf(q, kind.materiels);
  const materielValues: Record<string, string> = {
    id: `(SELECT coalesce(max(id), 0) FROM ${kind.materiels}) + row_number() OVER ()`,
    [kind.parent]: 'i.id',
    number: `'WL' || lpad((i.g * 7 + k)::text, 9, '0')`,
    name: 'i.names[k]',
    model: `(${array(MODEL_PREFIXES)})[1 + (i.g + k) % ${MODEL_PREFIXES.length}] || '-' || (100 + (i.g * 31 + k * 17) % 9900)`,
    category_id: 'i.category_id',
    brand_id: `CASE WHEN (i.g + k) % 10 < 7 AND cardinality(s.brand_ids) > 0 THEN s.brand_ids[1 + (i.g + k) % cardinality(s.brand_ids)] END`,
    unit: `CASE WHEN i.lang = 'en' THEN (${array(UNITS_EN)})[1 + (i.g + k) % ${UNITS_EN.length}] ELSE (${array(UNITS_ZH)})[1 + (i.g + k) % ${UNITS_ZH.length}] END`,
    purchase_count: `1 + (i.g * 13 + k * 101) % 5000`,
    sort: 'k - 1',
    attribute_value_ids: `coalesce(v.ids, '{}')`,
    files: `'[]'::jsonb`,
  };
  await q(`INSERT INTO ${kind.materiels} (${materielColumns.join(', ')})
    SELECT ${materielColumns.map((c) => materielValues[c] ?? 'DEFAULT').join(', ')}
    FROM m_items i CROSS JOIN LATERAL generate_series(1, i.lines) AS k
      JOIN m_subs s ON s.id = i.category_id
      LEFT JOIN m_value_set_counts vc ON vc.category_id = i.category_id
      LEFT JOIN m_value_sets v ON v.category_id = i.category_id AND v.idx = 1 + (i.g * 5 + k * 3) % vc.n`);
  // Areas: 1–3 places (a city, or three times in ten its whole province) for items not delivering anywhere.
  await q(`INSERT INTO ${kind.areas} (id, ${kind.parent}, province_code, city_code)
    SELECT (SELECT coalesce(max(id), 0) FROM ${kind.areas}) + row_number() OVER (), i.id, p.province_code,
      CASE WHEN (i.g + k) % 10 < 7 THEN p.city_code END
    FROM m_items i CROSS JOIN LATERAL generate_series(1, 1 + i.g % 3) AS k
      JOIN m_places p ON p.idx = 1 + (i.place + k * 97) % (SELECT count(*) FROM m_places)
    WHERE NOT i.all_area`);
}

async function main() {
  const { values: args } = parseArgs({
    options: { scale: { type: 'string', default: String(FULL_SCALE) }, members: { type: 'string' }, keep: { type: 'boolean', default: false } },
  });
  const timer = setTimeout(() => {
    console.error(`million-seed: still running after ${TIME_LIMIT_MS / 60_000} minutes, stopping`);
    void (making?.drop() ?? Promise.resolve()).finally(() => process.exit(1));
  }, TIME_LIMIT_MS);
  timer.unref();
  const database = await seedMillion({ scale: Number(args.scale), members: args.members ? Number(args.members) : undefined });
  if (args.keep) {
    await database.keep();
    console.log(`kept: ${database.url}`);
  } else {
    await database.drop();
    console.log(`dropped ${database.name}`);
  }
}

if (import.meta.main) await main();
