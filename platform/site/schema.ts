// The site's tables: the sites a host answers as, their malls and page templates.
import { boolean, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TENDER_DEFAULTS } from '#contract/schemas/tender-rules.ts';
import { createTime, id } from '../db/columns.ts';

export const sites = pgTable('sites', {
  id: id(),
  name: text().notNull(),
  logo: text().notNull(),
  siteUrl: text().notNull(),
  symbol: text().notNull(),
  language: text().notNull(),
  enableMultiTenancy: boolean().notNull().default(false),
  /** Host name (no port) the site answers on; the default site also answers unknown hosts. */
  host: text().unique(),
  isDefault: boolean().notNull().default(false),
  /** Days from a public tender's publication to its bidding deadline, at least (platform/tender/publishing.ts). */
  minTenderingDays: integer().notNull().default(TENDER_DEFAULTS.minTenderingDays),
  /** Days a public tender's amendment leaves before its bidding deadline, at least (platform/tender/amending.ts). */
  clarificationDays: integer().notNull().default(TENDER_DEFAULTS.clarificationDays),
  /** Valid bids a tender's opening needs, or it fails (platform/tender/opening.ts). */
  minValidBids: integer().notNull().default(TENDER_DEFAULTS.minValidBids),
});

/** docs/product/entities.md#users-sites-and-the-catalogue: type 6 is the enterprise procurement portal. */
export const malls = pgTable('malls', {
  id: id(),
  siteId: integer()
    .notNull()
    .references(() => sites.id),
  name: text().notNull(),
  url: text().notNull(),
  logoUrl: text().notNull(),
  type: smallint().notNull(),
  /** 1 web, 2 H5, 3 mini-program, 4 app. */
  environment: smallint().notNull().default(1),
  /** 1 B2B, 2 B2C, 3 B2B self-run, 4 B2C self-run. */
  property: smallint().notNull().default(1),
  self: boolean().notNull().default(false),
  memberOperate: boolean().notNull().default(false),
  openMro: boolean().notNull().default(false),
  describe: text().notNull().default(''),
  state: smallint().notNull().default(1),
  isDefault: boolean().notNull().default(false),
  createTime: createTime(),
});

/** Page templates; shopId 0 is the site-wide (mall) template. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    shopId: integer().notNull().default(0),
    kind: text().$type<'enterprise'>().notNull(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.siteId, t.shopId, t.kind)],
);
