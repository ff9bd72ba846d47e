// What the member endpoints read: the signed-in user as the layout shows it, the member centre's
// home (what waits for the member, its deadlines this week, what it has not read), its capital
// account's ledger, its company profile, the categories and company an application takes, and the
// SMS outbox a demo reads its codes from.
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { CapitalAccountQuery } from '#contract/endpoints.ts';
import type { ApplicationCompany, CompanyProfile, DeadlineItem, MemberHome, NamedCategory, ProfilePicture, SessionUser } from '#contract/schemas.ts';
import { SITE_UTC_OFFSET_MS } from '#contract/time.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import {
  capitalMovements,
  categories,
  cities,
  memberRoles,
  members,
  messages,
  notifications,
  provinces,
  roles,
  shops,
  smsOutbox,
  supplierAdmissions,
  uploadedFiles,
  users,
} from '../db/schema.ts';
import { keyOfUrl } from '../files/queries.ts';
import { type Caller, isBuyer, isSupplier } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { shopAreas } from '../shop/queries.ts';
import { biddingSource, inquirySource, tenderSource, type SourcingSource } from '../sourcing/sources.ts';

const DAY = 86_400_000;
const DEADLINE_ITEMS = 10;
const OUTBOX_SIZE = 10;

export async function sessionUser({ db }: PlatformContext, caller: Pick<Caller, 'userId' | 'memberRoleId'>): Promise<SessionUser> {
  const [user] = await db
    .select({
      userId: users.id,
      name: users.name,
      memberId: members.id,
      memberRoleType: members.memberRoleType,
      logo: members.logo,
      creditPoint: members.creditPoint,
      levelTag: members.levelTag,
    })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.id, caller.userId));
  if (!user) throw new BusinessError(Code.LOGIN_EXPIRED);
  const roleList = await db
    .select({ memberRoleId: roles.id, roleName: roles.name, memberRoleType: roles.memberRoleType })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(eq(memberRoles.memberId, user.memberId))
    .orderBy(roles.id);
  // The platform has one role per member type, so the user's role is the member's active role.
  return { ...user, memberRoleId: caller.memberRoleId, roleId: caller.memberRoleId, roles: roleList };
}

/** The user an account names, with what a login checks: its password hash and whether it is frozen. */
export async function loginUser(db: Db, account: string) {
  const [user] = await db
    .select({ id: users.id, hash: users.passwordHash, salt: users.passwordSalt, frozen: users.frozen })
    .from(users)
    .where(eq(users.account, account));
  return user;
}

/** The end of the week `now` falls in: next Monday 00:00, Beijing time. */
export function weekEnd(now: number): number {
  const local = now + SITE_UTC_OFFSET_MS;
  const weekday = new Date(local).getUTCDay(); // 0 Sunday … 6 Saturday
  const daysToMonday = (8 - weekday) % 7 || 7;
  return Math.floor(local / DAY) * DAY + daysToMonday * DAY - SITE_UTC_OFFSET_MS;
}

/** A buyer's own items of one kind still open at `now` whose deadline comes before `weekEnd`. */
function openItems(source: SourcingSource, caller: Caller, now: number, weekEnd: Date): SQL {
  const t = source.table;
  return and(eq(t.memberId, caller.memberId), eq(t.memberRoleId, caller.memberRoleId), source.windowIs('open', now), lt(source.deadline, weekEnd))!;
}

/** The item's title column: an inquiry's and a competitive bid's description, a tender's project name. */
const TITLES = [
  { source: inquirySource, title: inquirySource.keyword.columns[0]! },
  { source: tenderSource, title: tenderSource.keyword.columns[0]! },
  { source: biddingSource, title: biddingSource.keyword.columns[0]! },
];

/** What the member has not read: its notifications and the chat messages to the user. */
function unreadCount(caller: Caller): { notifications: SQL; messages: SQL } {
  return {
    notifications: and(
      eq(notifications.recipientMemberId, caller.memberId),
      or(isNull(notifications.recipientUserId), eq(notifications.recipientUserId, caller.userId)),
      isNull(notifications.readTime),
    )!,
    messages: and(eq(messages.toUserId, caller.userId), isNull(messages.readTime))!,
  };
}

/** A buyer's items of every kind whose deadline falls in the rest of this week, soonest first. */
async function deadlines(db: Db, caller: Caller, at: number): Promise<MemberHome['deadlinesThisWeek']> {
  const end = weekEnd(at);
  if (!isBuyer(caller)) return { count: 0, weekEnd: end, items: [] };
  const perKind = await Promise.all(
    TITLES.map(async ({ source, title }) => {
      const where = openItems(source, caller, at, new Date(end));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: source.table.id, number: source.number, title, deadline: source.deadline })
          .from(source.table)
          .where(where)
          .orderBy(asc(source.deadline))
          .limit(DEADLINE_ITEMS),
        db.select({ n: count() }).from(source.table).where(where),
      ]);
      const items = rows.map(
        (row): DeadlineItem => ({
          priceType: source.type,
          id: row.id as number,
          number: row.number as string,
          title: row.title as string,
          deadline: (row.deadline as Date).getTime(),
        }),
      );
      return { items, total: total?.n ?? 0 };
    }),
  );
  const items = perKind
    .flatMap((k) => k.items)
    .sort((a, b) => a.deadline - b.deadline || a.priceType - b.priceType || a.id - b.id)
    .slice(0, DEADLINE_ITEMS);
  return { count: perKind.reduce((n, k) => n + k.total, 0), weekEnd: end, items };
}

async function admissionsWaiting(db: Db, condition: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierAdmissions)
    .where(and(condition, eq(supplierAdmissions.status, 'applied')));
  return row?.n ?? 0;
}

/** The member centre's home: applications waiting on either side, this week's deadlines, what is unread. */
export async function memberHome({ db, now }: PlatformContext, caller: Caller): Promise<MemberHome> {
  const unread = unreadCount(caller);
  const [toReview, pending, deadlinesThisWeek, [unreadNotifications], [unreadMessages]] = await Promise.all([
    isBuyer(caller)
      ? admissionsWaiting(db, and(eq(supplierAdmissions.buyerMemberId, caller.memberId), eq(supplierAdmissions.buyerRoleId, caller.memberRoleId))!)
      : 0,
    isSupplier(caller)
      ? admissionsWaiting(
          db,
          and(eq(supplierAdmissions.supplierMemberId, caller.memberId), eq(supplierAdmissions.supplierRoleId, caller.memberRoleId))!,
        )
      : 0,
    deadlines(db, caller, now()),
    db.select({ n: count() }).from(notifications).where(unread.notifications),
    db.select({ n: count() }).from(messages).where(unread.messages),
  ]);
  return {
    memberRoleType: caller.memberRoleType,
    applicationsToReview: toReview,
    pendingApplications: pending,
    deadlinesThisWeek,
    unreadMessages: (unreadNotifications?.n ?? 0) + (unreadMessages?.n ?? 0),
  };
}

/** The capital account: balance, frozen and total, and a page of its movements (of one kind, when asked). */
export async function capitalAccount(db: Db, caller: Caller, query: z.output<typeof CapitalAccountQuery>) {
  const mine = eq(capitalMovements.memberId, caller.memberId);
  const listed = and(mine, query.kind ? eq(capitalMovements.kind, query.kind) : undefined);
  const [[totals], rows, [listedCount]] = await Promise.all([
    db
      .select({ balance: sum(capitalMovements.amount).mapWith(Number), frozen: sum(capitalMovements.frozenChange).mapWith(Number) })
      .from(capitalMovements)
      .where(mine),
    db.select().from(capitalMovements).where(listed).orderBy(desc(capitalMovements.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(capitalMovements).where(listed),
  ]);
  const balance = totals?.balance ?? 0;
  const frozen = totals?.frozen ?? 0;
  return {
    balance,
    frozen,
    total: Math.round((balance + frozen) * 100) / 100,
    movements: {
      data: rows.map(({ memberId: _member, createTime, ...row }) => ({ ...row, createTime: createTime.getTime() })),
      totalCount: listedCount?.n ?? 0,
    },
  };
}

/** Categories by id, in the order of `ids`; unknown ids are left out. */
export async function namedCategories(db: Db, ids: number[]): Promise<NamedCategory[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids, each once, in order: 1102 naming `field` when one is not a category. */
export async function knownCategories(db: Db, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await namedCategories(db, unique)).length !== unique.length) throw new BusinessError(Code.PARAM_INVALID, field);
  return unique;
}

/** The member's row with its region's names. */
async function memberWithRegion(db: Db, memberId: number) {
  const [row] = await db
    .select({ member: members, provinceName: provinces.name, cityName: cities.name })
    .from(members)
    .leftJoin(provinces, eq(provinces.code, members.provinceCode))
    .leftJoin(cities, eq(cities.code, members.cityCode))
    .where(eq(members.id, memberId));
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** The company as an application takes it: the member's profile now. */
export async function applicationCompany(db: Db, memberId: number): Promise<ApplicationCompany> {
  const { member, provinceName, cityName } = await memberWithRegion(db, memberId);
  return {
    name: member.name,
    logo: member.logo,
    provinceCode: member.provinceCode,
    cityCode: member.cityCode,
    areas: shopAreas({ provinceName, cityName }),
    registeredCapital: member.registeredCapital,
    establishmentDate: member.establishmentDate?.getTime() ?? null,
    describe: member.describe,
  };
}

/** The buyer's shop, for a member that is a buyer (null otherwise). */
export async function shopOf(db: Db, caller: Caller) {
  if (!isBuyer(caller)) return null;
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.memberId, caller.memberId), eq(shops.roleId, caller.memberRoleId)));
  return shop ?? null;
}

/** Pictures with the id of each uploaded one. */
async function profilePictures(db: Db, urls: string[]): Promise<ProfilePicture[]> {
  const keys = urls.map(keyOfUrl).filter((key): key is string => key !== null);
  const rows = keys.length
    ? await db.select({ id: uploadedFiles.id, key: uploadedFiles.key }).from(uploadedFiles).where(inArray(uploadedFiles.key, keys))
    : [];
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  return urls.map((url) => ({ fileId: idOf.get(keyOfUrl(url) ?? '') ?? null, url }));
}

/** The member's company profile as the member centre edits it, with its buyer shop's pictures. */
export async function companyProfile(db: Db, caller: Caller): Promise<CompanyProfile> {
  const [{ member, provinceName, cityName }, shop] = await Promise.all([memberWithRegion(db, caller.memberId), shopOf(db, caller)]);
  return {
    memberId: member.id,
    memberRoleType: member.memberRoleType,
    name: member.name,
    logo: member.logo,
    logoFileId: member.logoFileId,
    provinceCode: member.provinceCode,
    provinceName: provinceName ?? '',
    cityCode: member.cityCode,
    cityName: cityName ?? '',
    areas: shopAreas({ provinceName, cityName }),
    categories: await namedCategories(db, member.categoryIds),
    registeredCapital: member.registeredCapital,
    establishmentDate: member.establishmentDate?.getTime() ?? null,
    describe: member.describe,
    shop: shop && {
      id: shop.id,
      companyPics: await profilePictures(db, shop.companyPics),
      honorPics: await profilePictures(db, shop.honorPics),
      albumPics: await profilePictures(db, shop.albumPics),
    },
  };
}

/** The codes last sent to a phone, newest first: the outbox a demo reads while no SMS provider is configured. */
export async function outboxOf(db: Db, phone: string) {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(OUTBOX_SIZE);
  return rows.map((row) => ({ ...row, createTime: row.createTime.getTime() }));
}
