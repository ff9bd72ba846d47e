// Buyer shops in the mall: the buyer-company list (famous-enterprise purchasing) with its filters,
// the active purchasers' top list and the newest joined shops. A shop's activity is how many
// items (inquiries, tenders, competitive bids) its buyer published in the last ACTIVITY_DAYS.
import { and, asc, count, desc, eq, gt, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { api, type BuyerShopListQuery } from '#contract/endpoints.ts';
import type { BuyerShopCard } from '#contract/schemas.ts';
import type { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { containing, inCategory, offsetOf } from '../db/filters.ts';
import { cities, members, provinces, shopCategories, shops } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import { levelOf } from './level.ts';
import { activitySince, mainCategory, ofCity, ofMember, ofProvince, publishedCounts, shopAreas } from './queries.ts';

const DAY = 86_400_000;
const ACTIVITY_DAYS = 30;
/** 'New join': the shop opened within this many days. */
const NEW_JOIN_DAYS = 90;
const TOP_LIST_SIZE = 10;

type ShopListQuery = z.output<typeof BuyerShopListQuery>;

export function shopRoutes({ db, now }: PlatformContext): Route[] {
  async function shopList(query: ShopListQuery) {
    const at = now();
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
    if (query.newJoin) conditions.push(gte(shops.createTime, new Date(at - NEW_JOIN_DAYS * DAY)));
    const where = and(...conditions);

    const order = query.activeStores
      ? [desc(activitySince(new Date(at - ACTIVITY_DAYS * DAY))), asc(shops.id)]
      : query.newJoin
        ? [desc(shops.createTime), desc(shops.id)]
        : [desc(shops.purchaseAmount), asc(shops.id)];
    const [rows, [total]] = await Promise.all([
      db
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

  return [
    route(api.buyerShop.list, 'public', ({ query }) => shopList(query)),
    route(api.buyerShop.main, 'public', ({ query }) => shopList(query)),

    route(api.buyerShop.active, 'public', async () => {
      const activity = activitySince(new Date(now() - ACTIVITY_DAYS * DAY));
      return db
        .select({
          memberShopId: shops.id,
          memberId: shops.memberId,
          roleId: shops.roleId,
          memberName: members.name,
          memberLogo: members.logo,
          activity,
        })
        .from(shops)
        .innerJoin(members, ofMember)
        .where(gt(activity, 0))
        .orderBy(desc(activity), asc(shops.id))
        .limit(TOP_LIST_SIZE);
    }),

    route(api.buyerShop.newest, 'public', async () => {
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
    }),
  ];
}
