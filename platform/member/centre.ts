// The member centre (docs/product.md#the-member-side): the home's summary, the role choice
// of a member without one, the password and the phone, and the capital account's ledger.
import { and, asc, count, desc, eq, gt, isNull, lt, ne, or, sum, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { DeadlineItem, MemberHome } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { offsetOf } from '../db/filters.ts';
import { capitalMovements, members, messages, notifications, sessions, supplierAdmissions, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { CommittedRefusal, once, requestKey } from '../http/idempotency.ts';
import { route, type Route } from '../http/route.ts';
import { biddingSource, inquirySource, tenderSource, type SourcingSource } from '../sourcing/sources.ts';
import { takeRole } from './accounts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { requireStrongPassword } from './registration.ts';
import { sessionUser } from './routes.ts';
import { consumeCode, phoneLock, phoneTaken } from './sms.ts';

const DAY = 86_400_000;
/** Beijing time, UTC+8 all year: the week of the home's deadlines is Beijing's. */
const BEIJING_OFFSET = 8 * 60 * 60_000;
const DEADLINE_ITEMS = 10;
const SUPPLIER = 1;
const BUYER = 2;

/** The end of the week `now` falls in: next Monday 00:00, Beijing time. */
export function weekEnd(now: number): number {
  const local = now + BEIJING_OFFSET;
  const weekday = new Date(local).getUTCDay(); // 0 Sunday … 6 Saturday
  const daysToMonday = (8 - weekday) % 7 || 7;
  return Math.floor(local / DAY) * DAY + daysToMonday * DAY - BEIJING_OFFSET;
}

/** A buyer's own items of one kind whose deadline is in [from, to). */
function openItems(source: SourcingSource, caller: Caller, from: Date, to: Date): SQL {
  const t = source.table;
  return and(eq(t.memberId, caller.memberId), eq(t.memberRoleId, caller.memberRoleId), gt(source.deadline, from), lt(source.deadline, to))!;
}

/** The item's title column: an inquiry's and a competitive bid's description, a tender's project name. */
const TITLES = [
  { source: inquirySource, title: inquirySource.keyword.columns[0]! },
  { source: tenderSource, title: tenderSource.keyword.columns[0]! },
  { source: biddingSource, title: biddingSource.keyword.columns[0]! },
];

/** What the member has not read: its notifications and the chat messages to the user. */
export function unreadCount(caller: Caller): { notifications: SQL; messages: SQL } {
  return {
    notifications: and(
      eq(notifications.recipientMemberId, caller.memberId),
      or(isNull(notifications.recipientUserId), eq(notifications.recipientUserId, caller.userId)),
      isNull(notifications.readTime),
    )!,
    messages: and(eq(messages.toUserId, caller.userId), isNull(messages.readTime))!,
  };
}

export function memberCentreRoutes(context: PlatformContext): Route[] {
  const { db, now } = context;

  async function deadlines(caller: Caller): Promise<MemberHome['deadlinesThisWeek']> {
    const at = now();
    const end = weekEnd(at);
    if (caller.memberRoleType !== BUYER) return { count: 0, weekEnd: end, items: [] };
    const [from, to] = [new Date(at), new Date(end)];
    const perKind = await Promise.all(
      TITLES.map(async ({ source, title }) => {
        const where = openItems(source, caller, from, to);
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

  async function admissionsWaiting(condition: SQL): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supplierAdmissions)
      .where(and(condition, eq(supplierAdmissions.status, 'applied')));
    return row?.n ?? 0;
  }

  return [
    route(api.memberCentre.home, 'login', async ({ caller }): Promise<MemberHome> => {
      const unread = unreadCount(caller);
      const [toReview, pending, deadlinesThisWeek, [unreadNotifications], [unreadMessages]] = await Promise.all([
        caller.memberRoleType === BUYER
          ? admissionsWaiting(and(eq(supplierAdmissions.buyerMemberId, caller.memberId), eq(supplierAdmissions.buyerRoleId, caller.memberRoleId))!)
          : 0,
        caller.memberRoleType === SUPPLIER
          ? admissionsWaiting(
              and(eq(supplierAdmissions.supplierMemberId, caller.memberId), eq(supplierAdmissions.supplierRoleId, caller.memberRoleId))!,
            )
          : 0,
        deadlines(caller),
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
    }),

    route(api.memberCentre.chooseRole, 'login', async ({ body, caller, request }) => {
      const key = requestKey(body.idempotencyKey, request);
      const { result } = await once(db, `m${caller.memberId}:role`, key, async (tx) => {
        const [member] = await tx.select({ type: members.memberRoleType }).from(members).where(eq(members.id, caller.memberId)).for('update');
        if (member?.type !== null) throw new BusinessError(Code.ROLE_ALREADY_CHOSEN);
        return { roleId: await takeRole(tx, caller.memberId, body.role, now()) };
      });
      return sessionUser(context, { userId: caller.userId, memberRoleId: result.roleId });
    }),

    route(api.memberCentre.changePassword, 'login', async ({ body, caller, request }) => {
      requireStrongPassword(body.newPassword);
      const key = requestKey(body.idempotencyKey, request);
      const { result } = await once(db, `u${caller.userId}:password`, key, async (tx) => {
        const [user] = await tx
          .select({ hash: users.passwordHash, salt: users.passwordSalt })
          .from(users)
          .where(eq(users.id, caller.userId))
          .for('update');
        if (!user || !(await verifyPassword(body.oldPassword, user))) throw new BusinessError(Code.OLD_PASSWORD_WRONG);
        const password = await hashPassword(body.newPassword);
        await tx.update(users).set({ passwordHash: password.hash, passwordSalt: password.salt }).where(eq(users.id, caller.userId));
        // Signed out everywhere else: a password someone else knew no longer keeps them in.
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, caller.userId), ne(sessions.id, caller.sessionId)))
          .returning({ id: sessions.id });
        return { otherSessionsEnded: ended.length };
      });
      return result;
    }),

    route(api.memberCentre.changePhone, 'login', async ({ body, caller, request }) => {
      const key = requestKey(body.idempotencyKey, request);
      const { result } = await once(db, `u${caller.userId}:phone`, key, async (tx) => {
        await phoneLock(tx, body.phone);
        if (await phoneTaken(tx, body.phone)) throw new BusinessError(Code.PHONE_REGISTERED);
        const refused = await consumeCode(tx, body.phone, 'changePhone', body.smsCode, now());
        if (refused) return new CommittedRefusal(refused);
        await tx.update(users).set({ phone: body.phone }).where(eq(users.id, caller.userId));
        return { phone: body.phone };
      });
      return result;
    }),

    route(api.memberCentre.capitalAccount, 'login', async ({ query, caller }) => {
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
    }),
  ];
}
