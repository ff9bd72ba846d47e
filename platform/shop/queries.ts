// What the shop endpoints read: the buyer-company list (famous-enterprise purchasing) with its
// filters, the active purchasers' top list and the newest joined shops, one shop as its layout, home
// and company profile show it, and the buyer's figures on the detail pages' right rail; and the SQL
// every shop answer is made of: what a shop's buyer published, its activity, its main categories,
// its region. A shop's activity is how many items (inquiries, tenders, competitive bids) its buyer
// published in the last ACTIVITY_DAYS.
import { and, asc, count, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { BuyerShopListQuery, ShopQuery } from '#contract/endpoints.ts';
import type { BuyerShopCard, Shop } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { containing, inCategory, offsetOf } from '../db/filters.ts';
import { categories, cities, members, notices, provinces, shopCategories, shopCollects, shops } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError, found } from '../http/errors.ts';
import { areasText } from '../sourcing/areas.ts';
import { biddingSource, countWhere, inquirySource, tenderSource, type SourcingSource } from '../sourcing/sources.ts';
import { levelOf } from './level.ts';

const DAY = 86_400_000;
const ACTIVITY_DAYS = 30;
/** 'New join': the shop opened within this many days. */
const NEW_JOIN_DAYS = 90;
const TOP_LIST_SIZE = 10;

/** Items of one kind the shop's buyer published (since `since`, when given): what its lists show (no drafts nor cancelled inquiries). */
export function published(source: SourcingSource, since?: Date): SQL<number> {
  const t = source.table;
  return countWhere(
    t,
    t.memberId,
    shops.memberId,
    eq(t.memberRoleId, shops.roleId),
    ...(source.listed ? [source.listed] : []),
    ...(since ? [gte(t.createTime, since)] : []),
  );
}

/**
 * Items of every kind each buyer (member and role) published since `since`: what the active
 * purchasers' ranking counts. Read from the items of those days (the lists' index on publish time,
 * sourcing/schema.ts), grouped by buyer: its cost follows what was published lately, not how many
 * shops there are (docs/decisions/030-a-million-processes.md).
 */
function activitySince(db: Db, since: Date) {
  const lately = (source: SourcingSource) => {
    const t = source.table;
    return db
      .select({ memberId: t.memberId, roleId: t.memberRoleId })
      .from(t)
      .where(and(gte(t.createTime, since), source.listed));
  };
  const items = unionAll(lately(inquirySource), lately(tenderSource), lately(biddingSource)).as('lately');
  return db
    .select({ memberId: items.memberId, roleId: items.roleId, activity: sql<number>`count(*)::int`.as('activity') })
    .from(items)
    .groupBy(items.memberId, items.roleId)
    .as('activity');
}

/** Joins a shop to its buyer's activity. */
function ofActivity(activity: ReturnType<typeof activitySince>): SQL {
  return and(eq(activity.memberId, shops.memberId), eq(activity.roleId, shops.roleId))!;
}

/** The cumulative counts of a shop's card, popover and statistics. */
export const publishedCounts = () => ({
  inquiryNum: published(inquirySource),
  inviteTenderNum: published(tenderSource),
  biddingNum: published(biddingSource),
});

/** Purchases the shop's buyer concluded: the award notices it published. */
export const concludedPurchases = (): SQL<number> => countWhere(notices, notices.memberId, shops.memberId, eq(notices.memberRoleId, shops.roleId));

/** The shop's categories joined with '、', in the catalogue's order; '' without any. */
export const mainCategory = (): SQL<string> =>
  sql<string>`coalesce((select string_agg(${categories.name}, '、' order by ${categories.sort}, ${categories.id})
    from ${shopCategories} join ${categories} on ${eq(categories.id, shopCategories.categoryId)}
    where ${eq(shopCategories.shopId, shops.id)}), '')`;

/** Join conditions: the shop's member, province and city. */
export const ofMember = eq(members.id, shops.memberId);
export const ofProvince = eq(provinces.code, shops.provinceCode);
export const ofCity = eq(cities.code, shops.cityCode);

/** "广东省/广州市" of the shop's region, '' without one. */
export function shopAreas(row: { provinceName: string | null; cityName: string | null }): string {
  return row.provinceName ? areasText(false, [{ provinceName: row.provinceName, cityName: row.cityName ?? '' }]) : '';
}

type ShopListQuery = z.output<typeof BuyerShopListQuery>;

/** One page of the buyer-company list: by region, category and name, the newly joined, ordered by activity, joining or purchases. */
export async function shopList(db: Db, query: ShopListQuery, now: number) {
  const conditions: Array<SQL | undefined> = [];
  const provinceCode = query.provinceCode ?? (query.cityCode ? `${query.cityCode.slice(0, 2)}0000` : undefined);
  if (provinceCode) conditions.push(eq(shops.provinceCode, provinceCode));
  if (query.cityCode) conditions.push(eq(shops.cityCode, query.cityCode));
  if (query.categoryId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${shopCategories} where ${and(eq(shopCategories.shopId, shops.id), inCategory(shopCategories.categoryId, query.categoryId))})`,
    );
  }
  // One member per shop, a few thousand at most: the company name needs no keyword index.
  if (query.memberName) conditions.push(ilike(members.name, containing(query.memberName)));
  if (query.newJoin) conditions.push(gte(shops.createTime, new Date(now - NEW_JOIN_DAYS * DAY)));
  const where = and(...conditions);

  const activity = activitySince(db, new Date(now - ACTIVITY_DAYS * DAY));
  const order = query.activeStores
    ? [desc(sql`coalesce(${activity.activity}, 0)`), asc(shops.id)]
    : query.newJoin
      ? [desc(shops.createTime), desc(shops.id)]
      : [desc(shops.purchaseAmount), asc(shops.id)];
  const listed = db
    .select({
      id: shops.id,
      memberId: shops.memberId,
      roleId: shops.roleId,
      memberName: members.name,
      logo: shops.logo,
      levelTag: members.levelTag,
      creditPoint: members.creditPoint,
      avgTradeCommentStar: shops.avgTradeCommentStar,
      purchaseAmount: shops.purchaseAmount,
      provinceName: provinces.name,
      cityName: cities.name,
      mainCategory: mainCategory(),
      ...publishedCounts(),
      createTime: shops.createTime,
    })
    .from(shops)
    .innerJoin(members, ofMember)
    .leftJoin(provinces, ofProvince)
    .leftJoin(cities, ofCity)
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    (query.activeStores ? listed.leftJoin(activity, ofActivity(activity)) : listed)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(shops).innerJoin(members, ofMember).where(where),
  ]);
  const data = rows.map(
    ({ levelTag, provinceName, cityName, ...row }): BuyerShopCard => ({
      ...row,
      levelTag: levelOf({ levelTag, creditPoint: row.creditPoint }),
      areas: shopAreas({ provinceName, cityName }),
      createTime: row.createTime.getTime(),
    }),
  );
  return { data, totalCount: total?.n ?? 0 };
}

/** The active purchasers' top list: the shops whose buyers published most in the last ACTIVITY_DAYS. */
export function activePurchasers(db: Db, now: number) {
  const activity = activitySince(db, new Date(now - ACTIVITY_DAYS * DAY));
  return db
    .select({
      memberShopId: shops.id,
      memberId: shops.memberId,
      roleId: shops.roleId,
      memberName: members.name,
      memberLogo: members.logo,
      activity: activity.activity,
    })
    .from(activity)
    .innerJoin(shops, ofActivity(activity))
    .innerJoin(members, ofMember)
    .orderBy(desc(activity.activity), asc(shops.id))
    .limit(TOP_LIST_SIZE);
}

/** The newest joined shops. */
export async function newestShops(db: Db) {
  const rows = await db
    .select({ id: shops.id, memberName: members.name, provinceName: provinces.name, cityName: cities.name, createTime: shops.createTime })
    .from(shops)
    .innerJoin(members, ofMember)
    .leftJoin(provinces, ofProvince)
    .leftJoin(cities, ofCity)
    .orderBy(desc(shops.createTime), desc(shops.id))
    .limit(TOP_LIST_SIZE);
  return rows.map(({ provinceName, cityName, ...row }) => ({
    ...row,
    areas: shopAreas({ provinceName, cityName }),
    createTime: row.createTime.getTime(),
  }));
}

/** Whole calendar years from `since` to `now` (a birthday count); 0 without a date. */
function yearsSince(since: Date | null, now: number): number {
  if (!since) return 0;
  const to = new Date(now);
  const beforeAnniversary =
    to.getUTCMonth() < since.getUTCMonth() || (to.getUTCMonth() === since.getUTCMonth() && to.getUTCDate() < since.getUTCDate());
  return Math.max(0, to.getUTCFullYear() - since.getUTCFullYear() - (beforeAnniversary ? 1 : 0));
}

/** The shop a query names: its id, or with id 0 its buyer; every parameter given must match. */
function shopCondition(query: z.output<typeof ShopQuery>): SQL | undefined {
  if (query.id === 0 && (query.memberId === undefined || query.roleId === undefined)) {
    throw new BusinessError(Code.SHOP_AND_MEMBER_REQUIRED);
  }
  return and(
    query.id > 0 ? eq(shops.id, query.id) : undefined,
    query.memberId !== undefined ? eq(shops.memberId, query.memberId) : undefined,
    query.roleId !== undefined ? eq(shops.roleId, query.roleId) : undefined,
  );
}

/** Whether the caller keeps the shop among its favourites (false for a visitor). */
function collectedBy(caller: Caller | null): SQL<boolean> {
  if (!caller) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${shopCollects} where ${and(eq(shopCollects.userId, caller.userId), eq(shopCollects.shopId, shops.id))})`;
}

/** One shop as its layout, home and company profile show it (by id, or with id 0 by its buyer); 404 when none. */
export async function shopDetail(db: Db, query: z.output<typeof ShopQuery>, caller: Caller | null, now: number): Promise<Shop> {
  const [shop] = await db
    .select({
      id: shops.id,
      memberId: shops.memberId,
      roleId: shops.roleId,
      type: shops.type,
      memberName: members.name,
      logo: shops.logo,
      banner: shops.banner,
      creditPoint: members.creditPoint,
      status: shops.authenticated,
      registeredCapital: shops.registeredCapital,
      establishmentDate: shops.establishmentDate,
      provinceName: provinces.name,
      cityName: cities.name,
      avgTradeCommentStar: shops.avgTradeCommentStar,
      ...publishedCounts(),
      purchaseNum: concludedPurchases(),
      purchaseAmount: shops.purchaseAmount,
      describe: shops.describe,
      mainCategory: mainCategory(),
      companyPics: shops.companyPics,
      honorPics: shops.honorPics,
      advertPics: shops.advertPics,
      albumPics: shops.albumPics,
      slideshowBOList: shops.slideshow,
      albumUrl: shops.albumUrl,
      collectStatus: collectedBy(caller),
    })
    .from(shops)
    .innerJoin(members, ofMember)
    .leftJoin(provinces, ofProvince)
    .leftJoin(cities, ofCity)
    .where(shopCondition(query))
    .limit(1);
  const { establishmentDate, provinceName, cityName, ...row } = found(shop);
  // Our companies are registered where they are: the registered area is the shop's region.
  const areas = shopAreas({ provinceName, cityName });
  return {
    ...row,
    establishmentDate: establishmentDate?.getTime() ?? null,
    registerYears: yearsSince(establishmentDate, now),
    registerArea: areas,
    areas,
    provinceName: provinceName ?? '',
    cityName: cityName ?? '',
  } satisfies Shop;
}

/** The buyer's figures on the detail pages' right rail; 404 when it has no shop. */
export async function shopStatistics(db: Db, buyer: { memberId: number; roleId: number }) {
  const [statistics] = await db
    .select({
      shopId: shops.id,
      memberId: shops.memberId,
      roleId: shops.roleId,
      memberName: members.name,
      creditPoint: members.creditPoint,
      ...publishedCounts(),
      purchaseAmount: shops.purchaseAmount,
    })
    .from(shops)
    .innerJoin(members, ofMember)
    .where(and(eq(shops.memberId, buyer.memberId), eq(shops.roleId, buyer.roleId)));
  return found(statistics);
}
