// One buyer shop: the shop as its layout, home and company profile show it (by id, or with id 0 by
// its buyer), the caller's favourite toggle, and the buyer's figures on the detail pages' right rail.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api, type ShopQuery } from '#contract/endpoints.ts';
import type { Shop } from '#contract/schemas.ts';
import type { z } from 'zod';
import type { PlatformContext } from '../context.ts';
import { cities, members, provinces, shopCollects, shops } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError, found } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';
import { concludedPurchases, mainCategory, ofCity, ofMember, ofProvince, publishedCounts, shopAreas } from './queries.ts';

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

export function shopProfileRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.buyerShop.detail, 'public', async ({ query, caller }) => {
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
        registerYears: yearsSince(establishmentDate, now()),
        registerArea: areas,
        areas,
        provinceName: provinceName ?? '',
        cityName: cityName ?? '',
      } satisfies Shop;
    }),

    route(api.buyerShop.collect, 'login', async ({ body, caller }) => {
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shopId));
      found(shop);
      // The wanted state, not a flip: a repeated click or a retried request changes nothing more.
      if (body.status) {
        await db.insert(shopCollects).values({ userId: caller.userId, shopId: body.shopId }).onConflictDoNothing();
      } else {
        await db.delete(shopCollects).where(and(eq(shopCollects.userId, caller.userId), eq(shopCollects.shopId, body.shopId)));
      }
      return { shopId: body.shopId, collectStatus: body.status };
    }),

    route(api.buyerShop.statistics, 'public', async ({ query }) => {
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
        .where(and(eq(shops.memberId, query.memberId), eq(shops.roleId, query.roleId)));
      return found(statistics);
    }),
  ];
}
