// The one home of the supplier-admission reads ("warehoused supplier", docs/product/rules.md#roles-and-permissions):
// whether a supplier's member is admitted by a buyer, with its lifecycle stage (lifecycle.ts). The shop layout's
// apply link reads the application (any status), the quote check (inquiry/eligibility.ts) reads the
// lifecycle stage and the region an admitted supplier was admitted with (docs/decisions/019-supplier-region.md),
// and the lists and details read every buyer that admitted the caller. The member centre reads the
// apply form, an application with its history, the supplier's and the buyer's lists of them, and
// the buyer's admitted suppliers.
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { api, ReviewListQuery } from '#contract/endpoints.ts';
import type {
  AdmissionState,
  AdmittedSupplier,
  Application,
  ApplicationEvent,
  ApplicationRow,
  ApplyForm,
  LifecycleStage,
  SupplierApplicationStatus,
} from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { beijingTime, containing, offsetOf } from '../db/filters.ts';
import { members, shops, supplierAdmissionEvents, supplierAdmissions, uploadedFiles, users } from '../db/schema.ts';
import { toUploadedFile } from '../files/queries.ts';
import { type Caller, isSupplier, requireBuyer } from '../http/caller.ts';
import { BusinessError, found } from '../http/errors.ts';
import { applicationCompany, namedCategories } from '../member/queries.ts';
import { stageAllows } from './lifecycle.ts';

type Admission = typeof supplierAdmissions.$inferSelect;
type Status = Admission['status'];

const STATE: Record<Status, AdmissionState> = { applied: 'pending', admitted: 'admitted', rejected: 'rejected' };
const STATUS: Record<AdmissionState, Status> = { pending: 'applied', admitted: 'admitted', rejected: 'rejected' };
const HIDDEN: SupplierApplicationStatus = { show: false, value: null, validateId: null };

export const supplierMember = aliasedTable(members, 'supplier_member');
const buyerMember = aliasedTable(members, 'buyer_member');

const ms = (date: Date | null) => date?.getTime() ?? null;

/** NOT_A_SUPPLIER unless the caller acts as a supplier. */
export function requireSupplier(caller: Caller): void {
  if (!isSupplier(caller)) throw new BusinessError(Code.NOT_A_SUPPLIER);
}

export const asBuyer = (caller: Caller): SQL =>
  and(eq(supplierAdmissions.buyerMemberId, caller.memberId), eq(supplierAdmissions.buyerRoleId, caller.memberRoleId))!;
export const asSupplier = (caller: Caller): SQL =>
  and(eq(supplierAdmissions.supplierMemberId, caller.memberId), eq(supplierAdmissions.supplierRoleId, caller.memberRoleId))!;

/** The buyer's shop by its member and role: 404 when it has none. */
export async function buyerShop(db: Db, memberId: number, roleId: number) {
  const [row] = await db
    .select({ shopId: shops.id, name: members.name })
    .from(shops)
    .innerJoin(members, eq(members.id, shops.memberId))
    .where(and(eq(shops.memberId, memberId), eq(shops.roleId, roleId)));
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** A buyer as the admission names it: its member and role. */
export type AdmittingBuyer = { memberId: number; roleId: number };

/**
 * The admissions of the caller's member as a supplier: by one buyer when `buyer` is given (else by
 * any), and only those that admitted it when `admittedOnly`, not applications or rejections.
 */
export function admissionsOf(supplier: Caller, options: { buyer?: AdmittingBuyer; admittedOnly: boolean }): SQL | undefined {
  const { buyer, admittedOnly } = options;
  return and(
    ...(buyer ? [eq(supplierAdmissions.buyerMemberId, buyer.memberId), eq(supplierAdmissions.buyerRoleId, buyer.roleId)] : []),
    eq(supplierAdmissions.supplierMemberId, supplier.memberId),
    eq(supplierAdmissions.supplierRoleId, supplier.memberRoleId),
    ...(admittedOnly ? [eq(supplierAdmissions.status, 'admitted')] : []),
  );
}

/** The supplier's application to the buyer, whatever its status, or undefined when it never applied. */
export async function applicationTo(db: Db, buyer: AdmittingBuyer, supplier: Caller) {
  const [application] = await db
    .select({ id: supplierAdmissions.id, status: supplierAdmissions.status })
    .from(supplierAdmissions)
    .where(admissionsOf(supplier, { buyer, admittedOnly: false }));
  return application;
}

/**
 * Whether the buyer admitted the supplier and its lifecycle stage lets it quote and register, by
 * the lifecycle rule (lifecycle.ts; rule 1 by default).
 */
export async function lifecycleAllows(db: Db, buyer: AdmittingBuyer, supplier: Caller, ruleId?: number): Promise<boolean> {
  const [admission] = await db
    .select({ stage: supplierAdmissions.lifecycleStage })
    .from(supplierAdmissions)
    .where(admissionsOf(supplier, { buyer, admittedOnly: true }));
  return admission ? stageAllows(admission.stage, ruleId) : false;
}

/** The buyers (memberId:roleId) that admitted the caller's member as a supplier. */
export async function admittingBuyers(db: Db, caller: Caller | null): Promise<Set<string>> {
  if (!caller) return new Set();
  const rows = await db
    .select({ memberId: supplierAdmissions.buyerMemberId, roleId: supplierAdmissions.buyerRoleId })
    .from(supplierAdmissions)
    .where(admissionsOf(caller, { admittedOnly: true }));
  return new Set(rows.map((r) => `${r.memberId}:${r.roleId}`));
}

/**
 * Whether the shop layout offers the caller the apply link to the buyer and where it leads: only a
 * supplier applies, and never to its own member: not a visitor, a buyer (its own shop included) or
 * a member without a role. 404 for a buyer without a shop.
 */
export async function applicationCondition(db: Db, buyer: AdmittingBuyer, caller: Caller | null): Promise<SupplierApplicationStatus> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.memberId, buyer.memberId), eq(shops.roleId, buyer.roleId)));
  found(shop);
  if (!caller || !isSupplier(caller) || caller.memberId === buyer.memberId) return HIDDEN;
  const application = await applicationTo(db, buyer, caller);
  if (!application) return { show: true, value: 'notApplied', validateId: null };
  return { show: true, value: STATE[application.status], validateId: application.id };
}

/** The apply page for a buyer: the supplier's company prefilled from its profile, and where it stands. */
export async function applyForm(db: Db, query: { buyerMemberId: number; buyerRoleId: number }, caller: Caller): Promise<ApplyForm> {
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
}

/** One application as its supplier or buyer sees it; 404 for anyone else. */
export async function applicationDetail(db: Db, id: number, caller: Caller): Promise<Application> {
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
async function applicationPage(db: Db, where: SQL | undefined, paging: { current: number; pageSize: number }) {
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

/** The supplier's own applications, newest first. */
export function ownApplications(db: Db, query: z.output<typeof api.admission.mine.query>, caller: Caller) {
  return applicationPage(db, and(asSupplier(caller), query.state ? eq(supplierAdmissions.status, STATUS[query.state]) : undefined), query);
}

/** The buyer's applications to review, by state, supplier name and submit time (Beijing time). */
export function applicationsToReview(db: Db, q: z.output<typeof ReviewListQuery>, caller: Caller) {
  requireBuyer(caller);
  return applicationPage(
    db,
    and(
      asBuyer(caller),
      q.state ? eq(supplierAdmissions.status, STATUS[q.state]) : undefined,
      q.name ? ilike(supplierMember.name, containing(q.name)) : undefined,
      q.startTime ? gte(supplierAdmissions.submitTime, beijingTime(q.startTime)) : undefined,
      q.endTime ? lte(supplierAdmissions.submitTime, beijingTime(q.endTime)) : undefined,
    ),
    q,
  );
}

/** An admitted supplier as the buyer's list shows it. */
export function admittedSupplier(a: Admission, supplier: { name: string; logo: string }): AdmittedSupplier {
  return {
    id: a.id,
    supplier: { memberId: a.supplierMemberId, roleId: a.supplierRoleId, name: supplier.name },
    logo: supplier.logo,
    stage: a.lifecycleStage,
    stageAllows: stageAllows(a.lifecycleStage),
    admitTime: ms(a.decideTime),
  };
}

/** The buyer's admitted suppliers, by stage and name. */
export async function admittedSuppliers(db: Db, query: z.output<typeof api.admission.suppliers.query>, caller: Caller) {
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
}
