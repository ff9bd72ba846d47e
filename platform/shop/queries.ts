// The SQL every shop answer is made of: what a shop's buyer published, its activity, its main
// categories, its region. Expressions on `shops`; the queries join members, provinces and cities.
import { eq, gte, sql, type SQL } from 'drizzle-orm';
import { categories, cities, members, notices, provinces, shopCategories, shops } from '../db/schema.ts';
import { areasText } from '../sourcing/list.ts';
import { biddingSource, countWhere, inquirySource, tenderSource, type SourcingSource } from '../sourcing/sources.ts';

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

/** Items of every kind published since `since`: what the active purchasers' ranking counts. */
export function activitySince(since: Date): SQL<number> {
  return sql<number>`(${published(inquirySource, since)} + ${published(tenderSource, since)} + ${published(biddingSource, since)})`;
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
