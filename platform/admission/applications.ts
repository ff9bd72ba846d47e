// Supplier admission in the member centre (docs/decisions/011-members-and-admission.md): a supplier
// applies to a buyer (one waiting application per pair: the pair's supplier_admissions row, which a
// rejection lets it submit again), follows its applications; the buyer reviews, approves or rejects
// (a reason required), and sets its admitted suppliers' lifecycle stage. Each action is one
// transaction that appends to the admission's history and, for the buyer's, notifies the supplier.
// The shop link (routes.ts) and the quote checks (queries.ts) read the same row.
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, type ReviewListQuery } from '#contract/endpoints.ts';
import type {
  AdmissionState,
  AdmittedSupplier,
  Application,
  ApplicationEvent,
  ApplicationRow,
  ApplyForm,
  LifecycleStage,
} from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { beijingTime, containing, offsetOf } from '../db/filters.ts';
import { members, shops, supplierAdmissionEvents, supplierAdmissions, uploadedFiles, users } from '../db/schema.ts';
import { ownFiles, toUploadedFile } from '../files/uploads.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import { route, type Route } from '../http/route.ts';
import { applicationCompany, knownCategories, namedCategories } from '../member/company.ts';
import { notify } from '../message/notifications.ts';
import { stageAllows } from './lifecycle.ts';

const SUPPLIER = 1;
const BUYER = 2;
type Admission = typeof supplierAdmissions.$inferSelect;
type Status = Admission['status'];

export const STATE: Record<Status, AdmissionState> = { applied: 'pending', admitted: 'admitted', rejected: 'rejected' };
const STATUS: Record<AdmissionState, Status> = { pending: 'applied', admitted: 'admitted', rejected: 'rejected' };

const supplierMember = aliasedTable(members, 'supplier_member');
const buyerMember = aliasedTable(members, 'buyer_member');

/** The buyer's shop by its member and role: 404 when it has none. */
async function buyerShop(db: Db, memberId: number, roleId: number) {
  const [row] = await db
    .select({ shopId: shops.id, name: members.name })
    .from(shops)
    .innerJoin(members, eq(members.id, shops.memberId))
    .where(and(eq(shops.memberId, memberId), eq(shops.roleId, roleId)));
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

function requireSupplier(caller: Caller): void {
  if (caller.memberRoleType !== SUPPLIER) throw new BusinessError(Code.NOT_A_SUPPLIER);
}
function requireBuyer(caller: Caller): void {
  if (caller.memberRoleType !== BUYER) throw new BusinessError(Code.NO_ACCESS);
}

const asBuyer = (caller: Caller): SQL =>
  and(eq(supplierAdmissions.buyerMemberId, caller.memberId), eq(supplierAdmissions.buyerRoleId, caller.memberRoleId))!;
const asSupplier = (caller: Caller): SQL =>
  and(eq(supplierAdmissions.supplierMemberId, caller.memberId), eq(supplierAdmissions.supplierRoleId, caller.memberRoleId))!;

const ms = (date: Date | null) => date?.getTime() ?? null;

export function applicationRoutes(context: PlatformContext): Route[] {
  const { db, now } = context;

  /** One application as its supplier or buyer sees it; 404 for anyone else. */
  async function detail(id: number, caller: Caller): Promise<Application> {
    const [row] = await db
      .select({ admission: supplierAdmissions, supplierName: supplierMember.name, buyerName: buyerMember.name, shopId: shops.id })
      .from(supplierAdmissions)
      .innerJoin(supplierMember, eq(supplierMember.id, supplierAdmissions.supplierMemberId))
      .innerJoin(buyerMember, eq(buyerMember.id, supplierAdmissions.buyerMemberId))
      .leftJoin(shops, and(eq(shops.memberId, supplierAdmissions.buyerMemberId), eq(shops.roleId, supplierAdmissions.buyerRoleId)))
      .where(and(eq(supplierAdmissions.id, id), sql`(${asSupplier(caller)} or ${asBuyer(caller)})`));
    if (!row) throw new BusinessError(Code.NOT_FOUND);
    const { admission: a } = row;
    const isSupplier = a.supplierMemberId === caller.memberId && a.supplierRoleId === caller.memberRoleId;
    const [categories, files, events] = await Promise.all([
      namedCategories(db, a.categoryIds),
      a.documentFileIds.length ? db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, a.documentFileIds)) : [],
      db
        .select({ event: supplierAdmissionEvents, actorName: users.name })
        .from(supplierAdmissionEvents)
        .leftJoin(users, eq(users.id, supplierAdmissionEvents.actorUserId))
        .where(eq(supplierAdmissionEvents.admissionId, a.id))
        .orderBy(asc(supplierAdmissionEvents.id)),
    ]);
    const fileOf = new Map(files.map((file) => [file.id, file]));
    const admitted = a.status === 'admitted';
    return {
      id: a.id,
      state: STATE[a.status],
      buyer: { memberId: a.buyerMemberId, roleId: a.buyerRoleId, name: row.buyerName, shopId: row.shopId },
      supplier: { memberId: a.supplierMemberId, roleId: a.supplierRoleId, name: row.supplierName },
      company: a.company,
      categories,
      documents: a.documentFileIds.flatMap((fileId) => {
        const file = fileOf.get(fileId);
        return file ? [toUploadedFile(file)] : [];
      }),
      contact: { name: a.contactName, phone: a.contactPhone, email: a.contactEmail },
      remark: a.remark,
      submitTime: ms(a.submitTime),
      decideTime: ms(a.decideTime),
      rejectReason: a.rejectReason,
      lifecycleStage: admitted ? a.lifecycleStage : null,
      stageAllows: admitted && stageAllows(a.lifecycleStage),
      history: events.map(
        ({ event, actorName }): ApplicationEvent => ({
          id: event.id,
          kind: event.kind,
          reason: event.reason,
          actorName: actorName ?? '',
          stage: event.kind === 'stageChanged' ? (event.payload as { from: LifecycleStage; to: LifecycleStage }) : null,
          createTime: event.createTime.getTime(),
        }),
      ),
      canReapply: isSupplier && a.status === 'rejected',
      canDecide: !isSupplier && a.status === 'applied',
    };
  }

  /** A page of applications under `where`, newest submission first. */
  async function rows(where: SQL | undefined, paging: { current: number; pageSize: number }) {
    const [list, [total]] = await Promise.all([
      db
        .select({ admission: supplierAdmissions, supplierName: supplierMember.name, buyerName: buyerMember.name })
        .from(supplierAdmissions)
        .innerJoin(supplierMember, eq(supplierMember.id, supplierAdmissions.supplierMemberId))
        .innerJoin(buyerMember, eq(buyerMember.id, supplierAdmissions.buyerMemberId))
        .where(where)
        .orderBy(desc(sql`coalesce(${supplierAdmissions.submitTime}, ${supplierAdmissions.createTime})`), desc(supplierAdmissions.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging)),
      db
        .select({ n: count() })
        .from(supplierAdmissions)
        .innerJoin(supplierMember, eq(supplierMember.id, supplierAdmissions.supplierMemberId))
        .where(where),
    ]);
    const names = new Map((await namedCategories(db, [...new Set(list.flatMap((r) => r.admission.categoryIds))])).map((c) => [c.id, c.name]));
    const data = list.map(
      ({ admission: a, supplierName, buyerName }): ApplicationRow => ({
        id: a.id,
        state: STATE[a.status],
        buyer: { memberId: a.buyerMemberId, roleId: a.buyerRoleId, name: buyerName },
        supplier: { memberId: a.supplierMemberId, roleId: a.supplierRoleId, name: supplierName },
        categoryNames: a.categoryIds.flatMap((id) => names.get(id) ?? []).join('、'),
        documentCount: a.documentFileIds.length,
        submitTime: ms(a.submitTime),
        decideTime: ms(a.decideTime),
      }),
    );
    return { data, totalCount: total?.n ?? 0 };
  }

  function admittedSupplier(a: Admission, supplier: { name: string; logo: string }): AdmittedSupplier {
    return {
      id: a.id,
      supplier: { memberId: a.supplierMemberId, roleId: a.supplierRoleId, name: supplier.name },
      logo: supplier.logo,
      stage: a.lifecycleStage,
      stageAllows: stageAllows(a.lifecycleStage),
      admitTime: ms(a.decideTime),
    };
  }

  return [
    route(api.admission.applyForm, 'login', async ({ query, caller }): Promise<ApplyForm> => {
      requireSupplier(caller);
      const buyer = { memberId: query.buyerMemberId, roleId: query.buyerRoleId };
      const shop = await buyerShop(db, buyer.memberId, buyer.roleId);
      const [company, [member], [user], [existing]] = await Promise.all([
        applicationCompany(db, caller.memberId),
        db.select({ categoryIds: members.categoryIds }).from(members).where(eq(members.id, caller.memberId)),
        db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, caller.userId)),
        db
          .select({ id: supplierAdmissions.id, status: supplierAdmissions.status })
          .from(supplierAdmissions)
          .where(and(asSupplier(caller), eq(supplierAdmissions.buyerMemberId, buyer.memberId), eq(supplierAdmissions.buyerRoleId, buyer.roleId))),
      ]);
      return {
        buyer: { ...buyer, name: shop.name, shopId: shop.shopId },
        company,
        categories: await namedCategories(db, member?.categoryIds ?? []),
        contact: { name: user?.name ?? '', phone: user?.phone ?? '', email: '' },
        state: existing ? STATE[existing.status] : 'notApplied',
        applicationId: existing?.id ?? null,
        canApply: !existing || existing.status === 'rejected',
      };
    }),

    route(api.admission.apply, 'login', async ({ body, caller, request }) => {
      requireSupplier(caller);
      const key = requestKey(body.idempotencyKey, request);
      await buyerShop(db, body.buyerMemberId, body.buyerRoleId);
      const { result } = await once(db, `m${caller.memberId}:apply`, key, async (tx) => {
        const categoryIds = await knownCategories(tx, body.categoryIds, 'categoryIds');
        const documents = await ownFiles(tx, caller.memberId, [...new Set(body.documentFileIds)], 'document');
        const at = new Date(now());
        const submitted = {
          company: await applicationCompany(tx, caller.memberId),
          categoryIds,
          documentFileIds: documents.map((file) => file.id),
          contactName: body.contactName,
          contactPhone: body.contactPhone,
          contactEmail: body.contactEmail,
          remark: body.remark,
        };
        // One row per supplier and buyer: a new one, or a rejected one submitted again. A waiting or
        // admitted row is left as it is (no row comes back).
        const [row] = await tx
          .insert(supplierAdmissions)
          .values({
            buyerMemberId: body.buyerMemberId,
            buyerRoleId: body.buyerRoleId,
            supplierMemberId: caller.memberId,
            supplierRoleId: caller.memberRoleId,
            status: 'applied',
            ...submitted,
            submitTime: at,
            createTime: at,
            updateTime: at,
          })
          .onConflictDoUpdate({
            target: [
              supplierAdmissions.supplierMemberId,
              supplierAdmissions.supplierRoleId,
              supplierAdmissions.buyerMemberId,
              supplierAdmissions.buyerRoleId,
            ],
            set: { status: 'applied', ...submitted, submitTime: at, updateTime: at, decideTime: null, rejectReason: null },
            setWhere: eq(supplierAdmissions.status, 'rejected'),
          })
          .returning({ id: supplierAdmissions.id });
        if (!row) {
          const [existing] = await tx
            .select({ status: supplierAdmissions.status })
            .from(supplierAdmissions)
            .where(
              and(asSupplier(caller), eq(supplierAdmissions.buyerMemberId, body.buyerMemberId), eq(supplierAdmissions.buyerRoleId, body.buyerRoleId)),
            );
          throw new BusinessError(existing?.status === 'admitted' ? Code.ALREADY_ADMITTED : Code.APPLICATION_PENDING);
        }
        await tx
          .insert(supplierAdmissionEvents)
          .values({ admissionId: row.id, kind: 'submitted', actorUserId: caller.userId, payload: submitted, createTime: at });
        return { id: row.id };
      });
      return detail(result.id, caller);
    }),

    route(api.admission.mine, 'login', ({ query, caller }) =>
      rows(and(asSupplier(caller), query.state ? eq(supplierAdmissions.status, STATUS[query.state]) : undefined), query),
    ),

    route(api.admission.detail, 'login', ({ query, caller }) => detail(query.id, caller)),

    route(api.admission.reviewList, 'login', ({ query, caller }) => {
      requireBuyer(caller);
      const q: z.output<typeof ReviewListQuery> = query;
      return rows(
        and(
          asBuyer(caller),
          q.state ? eq(supplierAdmissions.status, STATUS[q.state]) : undefined,
          q.name ? ilike(supplierMember.name, containing(q.name)) : undefined,
          q.startTime ? gte(supplierAdmissions.submitTime, beijingTime(q.startTime)) : undefined,
          q.endTime ? lte(supplierAdmissions.submitTime, beijingTime(q.endTime)) : undefined,
        ),
        q,
      );
    }),

    route(api.admission.decide, 'login', async ({ body, caller }) => {
      requireBuyer(caller);
      const reason = body.reason?.trim() || null;
      if (body.decision === 'reject' && !reason) throw new BusinessError(Code.REASON_REQUIRED);
      const approve = body.decision === 'approve';
      await transaction(db, async (tx) => {
        const at = new Date(now());
        // Decided only while it waits: of two decisions, the second finds no waiting row.
        const [decided] = await tx
          .update(supplierAdmissions)
          .set({
            status: approve ? 'admitted' : 'rejected',
            decideTime: at,
            updateTime: at,
            rejectReason: approve ? null : reason,
            ...(approve ? { lifecycleStage: 'qualified' as const } : {}),
          })
          .where(and(eq(supplierAdmissions.id, body.id), asBuyer(caller), eq(supplierAdmissions.status, 'applied')))
          .returning();
        if (!decided) {
          const [mine] = await tx
            .select({ id: supplierAdmissions.id })
            .from(supplierAdmissions)
            .where(and(eq(supplierAdmissions.id, body.id), asBuyer(caller)));
          throw new BusinessError(mine ? Code.ALREADY_DECIDED : Code.NOT_FOUND);
        }
        await tx
          .insert(supplierAdmissionEvents)
          .values({ admissionId: decided.id, kind: approve ? 'approved' : 'rejected', actorUserId: caller.userId, reason, createTime: at });
        const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
        await notify(tx, {
          recipientMemberId: decided.supplierMemberId,
          kind: approve ? 'admission.approved' : 'admission.rejected',
          payload: {
            admissionId: decided.id,
            buyerMemberId: caller.memberId,
            buyerRoleId: caller.memberRoleId,
            buyerName: buyer?.name ?? '',
            reason,
          },
          at: at.getTime(),
        });
      });
      return detail(body.id, caller);
    }),

    route(api.admission.suppliers, 'login', async ({ query, caller }) => {
      requireBuyer(caller);
      const where = and(
        asBuyer(caller),
        eq(supplierAdmissions.status, 'admitted'),
        query.stage ? eq(supplierAdmissions.lifecycleStage, query.stage) : undefined,
        query.name ? ilike(supplierMember.name, containing(query.name)) : undefined,
      );
      const [list, [total]] = await Promise.all([
        db
          .select({ admission: supplierAdmissions, name: supplierMember.name, logo: supplierMember.logo })
          .from(supplierAdmissions)
          .innerJoin(supplierMember, eq(supplierMember.id, supplierAdmissions.supplierMemberId))
          .where(where)
          .orderBy(desc(sql`coalesce(${supplierAdmissions.decideTime}, ${supplierAdmissions.createTime})`), desc(supplierAdmissions.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db
          .select({ n: count() })
          .from(supplierAdmissions)
          .innerJoin(supplierMember, eq(supplierMember.id, supplierAdmissions.supplierMemberId))
          .where(where),
      ]);
      return { data: list.map((row) => admittedSupplier(row.admission, row)), totalCount: total?.n ?? 0 };
    }),

    route(api.admission.changeStage, 'login', async ({ body, caller }) => {
      requireBuyer(caller);
      const reason = body.reason?.trim() || null;
      return transaction(db, async (tx) => {
        const [row] = await tx
          .select({ admission: supplierAdmissions, name: supplierMember.name, logo: supplierMember.logo })
          .from(supplierAdmissions)
          .innerJoin(supplierMember, eq(supplierMember.id, supplierAdmissions.supplierMemberId))
          .where(and(eq(supplierAdmissions.id, body.id), asBuyer(caller), eq(supplierAdmissions.status, 'admitted')))
          .for('update', { of: supplierAdmissions });
        if (!row) throw new BusinessError(Code.NOT_FOUND);
        const from = row.admission.lifecycleStage;
        if (from === body.stage) return admittedSupplier(row.admission, row);
        const at = new Date(now());
        const [changed] = await tx
          .update(supplierAdmissions)
          .set({ lifecycleStage: body.stage, updateTime: at })
          .where(eq(supplierAdmissions.id, body.id))
          .returning();
        await tx.insert(supplierAdmissionEvents).values({
          admissionId: body.id,
          kind: 'stageChanged',
          actorUserId: caller.userId,
          reason,
          payload: { from, to: body.stage },
          createTime: at,
        });
        const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
        await notify(tx, {
          recipientMemberId: changed!.supplierMemberId,
          kind: 'admission.stageChanged',
          payload: { admissionId: body.id, buyerName: buyer?.name ?? '', from, to: body.stage, stageAllows: stageAllows(body.stage), reason },
          at: at.getTime(),
        });
        return admittedSupplier(changed!, row);
      });
    }),
  ];
}
