// What the inquiry's reads answer (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the mall
// and shop list and the public detail with the quotes its caller may see (quotes.ts), each telling a
// signed-in member what a quote would meet (quoteRefusal, by the rule the submission asks:
// eligibility.ts); the inquiry as the member centre shows it, the buyer's own list, its materials,
// and who quoted. Whether quoting has closed is the quote window's answer (windows.ts).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { api } from '#contract/endpoints.ts';
import type { InquiryDetail, InquiryLine, InquiryListItem, MemberInquiry, MemberInquiryRow } from '#contract/schemas.ts';
import type { PlatformContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { columnsOf } from '../../db/columns.ts';
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
  purchaseOrders,
  quotes,
  users,
} from '../../db/schema.ts';
import type { Caller } from '../../http/caller.ts';
import { sourcingDetail } from '../../sourcing/detail.ts';
import { areasText } from '../../sourcing/areas.ts';
import { type ListQuery, listPage, totalOf } from '../../sourcing/list.ts';
import { buyerPage } from '../../sourcing/phase-lists.ts';
import {
  callerParticipation,
  countWhere,
  inquirySource as source,
  participantCount,
  PURCHASE_TERMS,
  purchaseTermsOf,
} from '../../sourcing/sources.ts';
import { viewerRefusals } from '../eligibility.ts';
import { isPublisher, type InquiryRow, ownInquiry } from '../inquiry.ts';
import { quoteVisibility, visibleQuotes } from '../quotes.ts';
import { closedForQuotes } from '../windows.ts';

/** An awarded (or cancelled) inquiry takes no quotes: its card offers no action, as its detail does not. */
function offeredWhilePublished<T extends { canRegister: boolean }>(state: string, standing: T): T {
  return state === 'published' ? standing : { ...standing, canRegister: false };
}

/** The columns of an inquiry that its list item and its detail both show. */
function inquiryFields(caller: Caller | null) {
  return {
    ...columnsOf(inquiries, 'id', 'purchaseInquiryNo', 'details'),
    category: categories.name,
    ...columnsOf(inquiries, 'address', 'deliveryTime', 'offerEndTime', 'isAllArea', 'createTime', 'budgetAmount', 'memberId', 'memberRoleId'),
    memberName: members.name,
    quoteCount: participantCount(source),
    isRegister: callerParticipation(source, caller),
    ...columnsOf(inquiries, 'currency', 'state', 'quoteScope'),
  };
}

/** The columns of an inquiry list item that come from SQL (the benchmark explains this selection). */
export function inquiryListFields(caller: Caller | null) {
  return {
    ...inquiryFields(caller),
    memberIntegral: members.creditPoint,
    count: countWhere(inquiryMateriels, inquiryMateriels.parentId, inquiries.id),
  };
}

/** The columns of an inquiry's detail: its terms and files besides what the list item shows. */
function inquiryDetailFields(caller: Caller | null) {
  return {
    ...inquiryFields(caller),
    ...columnsOf(inquiries, 'purchaseType', 'priceContrast', ...PURCHASE_TERMS, 'cancelReason', 'description', 'revision'),
    transactionUurls: inquiries.files,
  };
}

/** One page of the mall's or a shop's inquiry list and its total, each with the caller's standing. */
export async function inquiryList(context: PlatformContext, query: ListQuery, caller: Caller | null) {
  const { db, now } = context;
  const page = await listPage(context, source, inquiryListFields(caller), { query, caller, withMateriels: true });
  const at = now();
  const refusals = await viewerRefusals(db, page.rows, caller, at);
  const data = page.rows.map(
    ({ isAllArea, quoteScope: _scope, ...row }): InquiryListItem => ({
      ...row,
      deliveryTime: row.deliveryTime.getTime(),
      offerEndTime: row.offerEndTime.getTime(),
      createTime: row.createTime.getTime(),
      areas: areasText(isAllArea, page.areas.get(row.id)),
      // Inquiries count quotes in both fields the cards read.
      isSignUp: row.isRegister,
      materiels: page.materiels.get(row.id) ?? [],
      closed: closedForQuotes(row, at),
      quoteRefusal: refusals.get(row.id) ?? null,
      ...offeredWhilePublished(row.state, page.standing({ ...row, deadline: row.offerEndTime })),
    }),
  );
  return { data, ...totalOf(page) };
}

/** One inquiry as its public detail shows it (404 for a draft, an unknown id, or a number that is another's). */
export async function inquiryDetail(context: PlatformContext, query: { id: number; number?: string }, caller: Caller | null): Promise<InquiryDetail> {
  const { db, now } = context;
  const { row, ...detail } = await sourcingDetail(context, source, inquiryDetailFields(caller), { id: query.id, number: query.number, caller });
  const visibility = quoteVisibility(row, caller, row.isRegister > 0);
  const [opening] = await db.select({ id: inquiryOpenings.id }).from(inquiryOpenings).where(eq(inquiryOpenings.inquiryId, row.id));
  const at = now();
  return {
    ...row,
    closed: closedForQuotes(row, at),
    opened: opening !== undefined,
    awarded: row.state === 'awarded',
    deliveryTime: row.deliveryTime.getTime(),
    offerEndTime: row.offerEndTime.getTime(),
    areas: areasText(row.isAllArea, detail.areas),
    materiels: detail.materiels,
    quotes: await visibleQuotes(db, row.id, visibility, caller),
    // A signed-in supplier's action follows the platform's own check (60004 outside its areas …).
    quoteRefusal: (await viewerRefusals(db, [row], caller, at)).get(row.id) ?? null,
    ...detail.tail,
  } satisfies InquiryDetail;
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
export async function inquiryView(db: Db, row: InquiryRow, caller: Caller, now: number): Promise<MemberInquiry> {
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
    closed: closedForQuotes(row, now),
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
    ...purchaseTermsOf(row),
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

/** What a row of the buyer's list is made from. */
const buyerListFields = {
  id: inquiries.id,
  purchaseInquiryNo: inquiries.purchaseInquiryNo,
  details: inquiries.details,
  state: inquiries.state,
  priceContrast: inquiries.priceContrast,
  currency: inquiries.currency,
  offerEndTime: inquiries.offerEndTime,
  createTime: inquiries.createTime,
  materielCount: countWhere(inquiryMateriels, inquiryMateriels.parentId, inquiries.id),
  quoteCount: participantCount(source),
  openings: countWhere(inquiryOpenings, inquiryOpenings.inquiryId, inquiries.id),
  orderCount: countWhere(purchaseOrders, purchaseOrders.inquiryId, inquiries.id),
};

/** The buyer's own inquiries, newest first, with their states and counts. */
export async function buyerInquiries(context: PlatformContext, query: z.output<typeof api.inquiryBuyer.list.query>, caller: Caller) {
  const filter = query.state ? eq(inquiries.state, query.state) : undefined;
  const { rows, totalCount } = await buyerPage(context, source, buyerListFields, { query, caller, filter });
  const at = context.now();
  const data = rows.map(
    ({ openings, ...row }): MemberInquiryRow => ({
      ...row,
      opened: openings > 0,
      closed: closedForQuotes(row, at),
      offerEndTime: row.offerEndTime.getTime(),
      createTime: row.createTime.getTime(),
    }),
  );
  return { data, totalCount };
}

/** The caller's own inquiry as the member centre shows it. */
export async function buyerInquiry({ db, now }: PlatformContext, id: number, caller: Caller): Promise<MemberInquiry> {
  return inquiryView(db, await ownInquiry(db, id, caller), caller, now());
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
