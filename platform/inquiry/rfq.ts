// What the member-centre side of inquiries shares (docs/decisions/017-rfq-sealed-quotes-and-currency.md):
// reading an inquiry inside an action's transaction (locked as the action needs), who may act on
// it, whether it is closed by the platform's clock, the inquiry as the member centre shows it, the
// notifications (with the portal page they link to) and the files a member attaches.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Attachment, InquiryLine, NotificationKind, RfqInquiry } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  cities,
  inquiries,
  inquiryAreas,
  inquiryInvitations,
  inquiryMateriels,
  inquiryOpenings,
  inquiryRevisions,
  members,
  provinces,
  quotes,
  uploadedFiles,
  users,
} from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { uploadedFileUrl } from '../files/queries.ts';
import { notify } from '../message/notifications.ts';
import { areasText } from '../sourcing/list.ts';

export const SUPPLIER = 1;
export const BUYER = 2;
export const SEALED = 1;
export type InquiryRow = typeof inquiries.$inferSelect;

/** The portal pages a notification links to (the member centre's inquiry, quote and order pages). */
export const LINKS = {
  buyerInquiry: (id: number) => `/memberCenter/procurementAbility/offter/inquiry?id=${id}`,
  quote: (id: number, number: string) => `/memberCenter/procurementAbility/offter/quote?id=${id}&number=${encodeURIComponent(number)}`,
  purchaseOrder: (id: number) => `/memberCenter/order/purchase?id=${id}`,
  saleOrder: (id: number) => `/memberCenter/order/sale?id=${id}`,
};

/** The inquiry `id`, locked for the action (update: the buyer's changes; share: quotes, which may run side by side); 404 when none. */
export async function inquiryFor(tx: Db, id: number, lock?: 'update' | 'share'): Promise<InquiryRow> {
  const query = tx.select().from(inquiries).where(eq(inquiries.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

export const isPublisher = (row: { memberId: number; memberRoleId: number }, caller: Caller) =>
  row.memberId === caller.memberId && row.memberRoleId === caller.memberRoleId;

export function requireBuyer(caller: Caller): void {
  if (caller.memberRoleType !== BUYER) throw new BusinessError(Code.NO_ACCESS);
}

/** The caller's own inquiry (404 for anyone else's). */
export async function ownInquiry(tx: Db, id: number, caller: Caller, lock?: 'update' | 'share'): Promise<InquiryRow> {
  requireBuyer(caller);
  const row = await inquiryFor(tx, id, lock);
  if (!isPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** Published and past its quote deadline by the platform's clock. */
export const isClosed = (row: { state: string; offerEndTime: Date }, now: number) => row.state === 'published' && row.offerEndTime.getTime() <= now;

/** A notification written in the action's transaction (message/notifications.ts); kinds are the contract's. */
export function tell(
  tx: Db,
  notification: { recipientMemberId: number; recipientUserId?: number; kind: NotificationKind; payload: Record<string, unknown>; at: number },
): Promise<void> {
  return notify(tx, notification as Parameters<typeof notify>[1]);
}

/** The member's own uploads (images or documents) among `ids` as attachments, in the order given: 1110 for any other. */
export async function ownAttachments(tx: Db, memberId: number, ids: number[]): Promise<Attachment[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: uploadedFiles.id, key: uploadedFiles.key, name: uploadedFiles.name })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, unique), eq(uploadedFiles.ownerMemberId, memberId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw new BusinessError(Code.FILE_UNUSABLE, String(id));
    return { name: row.name, url: uploadedFileUrl(row.key), fileId: row.id };
  });
}

/** The materials of inquiries, in their order, with their ids. */
export async function linesOf(db: Db, inquiryId: number): Promise<InquiryLine[]> {
  const rows = await db
    .select({
      id: inquiryMateriels.id,
      number: inquiryMateriels.number,
      name: inquiryMateriels.name,
      model: inquiryMateriels.model,
      categoryId: inquiryMateriels.categoryId,
      category: sql<string>`coalesce(${categories.name}, '')`,
      brandId: inquiryMateriels.brandId,
      brand: sql<string>`coalesce(${brands.name}, '')`,
      unit: inquiryMateriels.unit,
      purchaseCount: inquiryMateriels.purchaseCount,
      urls: inquiryMateriels.files,
    })
    .from(inquiryMateriels)
    .leftJoin(categories, eq(categories.id, inquiryMateriels.categoryId))
    .leftJoin(brands, eq(brands.id, inquiryMateriels.brandId))
    .where(eq(inquiryMateriels.parentId, inquiryId))
    .orderBy(asc(inquiryMateriels.sort), asc(inquiryMateriels.id));
  return rows;
}

/** The inquiry as the member centre shows it; `invited` only to its buyer. */
export async function inquiryView(db: Db, row: InquiryRow, caller: Caller, now: number): Promise<RfqInquiry> {
  const own = isPublisher(row, caller);
  const [[names], materiels, areaRows, invited, [quoteCount], [opening], revisions] = await Promise.all([
    db
      .select({ category: categories.name, buyerName: members.name })
      .from(categories)
      .innerJoin(members, eq(members.id, row.memberId))
      .where(eq(categories.id, row.categoryId)),
    linesOf(db, row.id),
    db
      .select({
        provinceCode: inquiryAreas.provinceCode,
        provinceName: provinces.name,
        cityCode: inquiryAreas.cityCode,
        cityName: sql<string>`coalesce(${cities.name}, '')`,
      })
      .from(inquiryAreas)
      .innerJoin(provinces, eq(provinces.code, inquiryAreas.provinceCode))
      .leftJoin(cities, eq(cities.code, inquiryAreas.cityCode))
      .where(eq(inquiryAreas.parentId, row.id))
      .orderBy(asc(inquiryAreas.provinceCode), asc(inquiryAreas.cityCode)),
    own
      ? db
          .select({ memberId: inquiryInvitations.supplierMemberId, roleId: inquiryInvitations.supplierRoleId, name: members.name })
          .from(inquiryInvitations)
          .innerJoin(members, eq(members.id, inquiryInvitations.supplierMemberId))
          .where(eq(inquiryInvitations.inquiryId, row.id))
          .orderBy(asc(members.name))
      : [],
    db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.inquiryId, row.id), eq(quotes.state, 'active'))),
    db.select({ id: inquiryOpenings.id }).from(inquiryOpenings).where(eq(inquiryOpenings.inquiryId, row.id)),
    db
      .select({
        revision: inquiryRevisions.revision,
        reason: inquiryRevisions.reason,
        actorName: users.name,
        createTime: inquiryRevisions.createTime,
      })
      .from(inquiryRevisions)
      .innerJoin(users, eq(users.id, inquiryRevisions.actorUserId))
      .where(eq(inquiryRevisions.inquiryId, row.id))
      .orderBy(asc(inquiryRevisions.revision)),
  ]);
  const ms = (date: Date | null) => date?.getTime() ?? null;
  return {
    id: row.id,
    purchaseInquiryNo: row.purchaseInquiryNo,
    state: row.state,
    closed: isClosed(row, now),
    revision: row.revision,
    details: row.details,
    description: row.description,
    categoryId: row.categoryId,
    category: names?.category ?? '',
    buyer: { memberId: row.memberId, roleId: row.memberRoleId, name: names?.buyerName ?? '' },
    materiels,
    deliveryTime: row.deliveryTime.getTime(),
    address: row.address,
    offerEndTime: row.offerEndTime.getTime(),
    purchaseType: row.purchaseType,
    budgetAmount: row.budgetAmount,
    priceContrast: row.priceContrast,
    currency: row.currency,
    isAllArea: row.isAllArea,
    areaList: areaRows,
    areas: areasText(row.isAllArea, areaRows),
    offer: row.offer,
    paymentType: row.paymentType,
    taxes: row.taxes,
    logistics: row.logistics,
    packRequire: row.packRequire,
    otherRequire: row.otherRequire,
    transactionUurls: row.files,
    quoteScope: row.quoteScope,
    invited,
    cancelReason: row.cancelReason,
    quoteCount: quoteCount?.n ?? 0,
    opened: opening !== undefined,
    awarded: row.state === 'awarded',
    createTime: row.createTime.getTime(),
    updateTime: ms(row.updateTime),
    revisions: revisions.map((r) => ({ ...r, createTime: r.createTime.getTime() })),
  };
}

/** The members (and users) who hold an active quote on the inquiry: whom an edit, a cancellation or an award tells. */
export async function quotingSuppliers(tx: Db, inquiryId: number) {
  return tx
    .select({ quoteId: quotes.id, memberId: quotes.memberId, roleId: quotes.memberRoleId, name: members.name })
    .from(quotes)
    .innerJoin(members, eq(members.id, quotes.memberId))
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.state, 'active')))
    .orderBy(asc(quotes.id));
}
