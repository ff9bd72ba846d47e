// The buyer's inquiries (docs/decisions/017-rfq-sealed-quotes-and-currency.md): a draft saved (and
// saved again), published (its deadline ahead of the platform's clock; the invited suppliers told),
// edited once published (a new revision, append-only; suppliers who quoted told to confirm again),
// cancelled with a reason (they are told), and the buyer's list and detail. Each action is one
// transaction; the published inquiry appears in the mall and shop lists (sourcing/).
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, type InquiryFormBody } from '#contract/endpoints.ts';
import type { RfqInquiryRow } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
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
  memberRoles,
  members,
  provinces,
  purchaseOrders,
  roles,
} from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import { route, type Route } from '../http/route.ts';
import { keywordMatch } from '../search/keyword.ts';
import { countWhere, inquirySource, participantCount } from '../sourcing/sources.ts';
import { DEFAULT_CURRENCY } from './money.ts';
import { inquiryView, isClosed, LINKS, linesOf, ownAttachments, ownInquiry, quotingSuppliers, requireBuyer, tell, type InquiryRow } from './rfq.ts';

type Form = z.output<typeof InquiryFormBody>;

/** 1102 naming the field when an id the form names is unknown. */
async function known(tx: Db, ids: number[], table: typeof categories | typeof brands, field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [found] = await tx.select({ n: count() }).from(table).where(inArray(table.id, unique));
  if ((found?.n ?? 0) !== unique.length) throw new BusinessError(Code.PARAM_INVALID, field);
}

/** The form's areas, each a known province and, when given, one of its cities (1102 otherwise). */
async function checkAreas(tx: Db, form: Form): Promise<void> {
  if (form.isAllArea) return;
  const provinceCodes = [...new Set(form.areas.map((a) => a.provinceCode))];
  const [p] = await tx.select({ n: count() }).from(provinces).where(inArray(provinces.code, provinceCodes));
  if ((p?.n ?? 0) !== provinceCodes.length) throw new BusinessError(Code.PARAM_INVALID, 'areas.provinceCode');
  const withCity = form.areas.filter((a) => a.cityCode);
  if (withCity.length === 0) return;
  const rows = await tx
    .select({ code: cities.code, provinceCode: cities.provinceCode })
    .from(cities)
    .where(
      inArray(
        cities.code,
        withCity.map((a) => a.cityCode!),
      ),
    );
  const provinceOf = new Map(rows.map((r) => [r.code, r.provinceCode]));
  if (withCity.some((a) => provinceOf.get(a.cityCode!) !== a.provinceCode)) throw new BusinessError(Code.PARAM_INVALID, 'areas.cityCode');
}

/** The invited members, each a supplier in the role named (1102 otherwise). */
async function checkInvited(tx: Db, form: Form): Promise<Array<{ memberId: number; roleId: number }>> {
  if (form.quoteScope !== 'invited') return [];
  const invited = [...new Map(form.invited.map((i) => [`${i.memberId}:${i.roleId}`, i])).values()];
  const rows = await tx
    .select({ memberId: memberRoles.memberId, roleId: memberRoles.roleId })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(
      and(
        inArray(
          memberRoles.memberId,
          invited.map((i) => i.memberId),
        ),
        eq(roles.memberRoleType, 1),
      ),
    );
  const supplierRoles = new Set(rows.map((r) => `${r.memberId}:${r.roleId}`));
  if (invited.some((i) => !supplierRoles.has(`${i.memberId}:${i.roleId}`))) throw new BusinessError(Code.PARAM_INVALID, 'invited');
  return invited;
}

/** The inquiry's columns from the form. */
function columnsOf(form: Form) {
  return {
    categoryId: form.categoryId,
    isAllArea: form.isAllArea,
    budgetAmount: form.budgetAmount,
    details: form.details,
    description: form.description,
    address: form.address,
    deliveryTime: new Date(form.deliveryTime),
    offerEndTime: new Date(form.offerEndTime),
    purchaseType: form.purchaseType,
    priceContrast: form.priceContrast,
    offer: form.offer,
    paymentType: form.paymentType,
    taxes: form.taxes,
    logistics: form.logistics,
    packRequire: form.packRequire,
    otherRequire: form.otherRequire,
    quoteScope: form.quoteScope,
  };
}

/** Checks the form's references, then writes its materials, areas and invitations over the inquiry's (returns the newly invited). */
async function writeParts(tx: Db, inquiryId: number, form: Form, caller: Caller, at: Date) {
  const invited = await checkInvited(tx, form);
  await tx.delete(inquiryMateriels).where(eq(inquiryMateriels.parentId, inquiryId));
  // One query at a time on the transaction's connection (pg runs a client's queries in turn anyway).
  const lines = [];
  for (const [sort, m] of form.materiels.entries()) {
    lines.push({
      parentId: inquiryId,
      number: m.number,
      name: m.name,
      model: m.model,
      categoryId: m.categoryId ?? null,
      brandId: m.brandId ?? null,
      unit: m.unit,
      purchaseCount: m.purchaseCount,
      sort,
      files: await ownAttachments(tx, caller.memberId, m.fileIds),
    });
  }
  await tx.insert(inquiryMateriels).values(lines);
  await tx.delete(inquiryAreas).where(eq(inquiryAreas.parentId, inquiryId));
  if (!form.isAllArea) {
    const areas = [...new Map(form.areas.map((a) => [`${a.provinceCode}:${a.cityCode ?? ''}`, a])).values()];
    await tx.insert(inquiryAreas).values(areas.map((a) => ({ parentId: inquiryId, provinceCode: a.provinceCode, cityCode: a.cityCode ?? null })));
  }
  const before = await tx
    .select({ memberId: inquiryInvitations.supplierMemberId, roleId: inquiryInvitations.supplierRoleId })
    .from(inquiryInvitations)
    .where(eq(inquiryInvitations.inquiryId, inquiryId));
  const had = new Set(before.map((i) => `${i.memberId}:${i.roleId}`));
  await tx.delete(inquiryInvitations).where(eq(inquiryInvitations.inquiryId, inquiryId));
  if (invited.length) {
    await tx
      .insert(inquiryInvitations)
      .values(invited.map((i) => ({ inquiryId, supplierMemberId: i.memberId, supplierRoleId: i.roleId, createTime: at })));
  }
  return invited.filter((i) => !had.has(`${i.memberId}:${i.roleId}`));
}

async function checkForm(tx: Db, form: Form): Promise<void> {
  await known(tx, [form.categoryId, ...form.materiels.flatMap((m) => (m.categoryId ? [m.categoryId] : []))], categories, 'categoryId');
  await known(
    tx,
    form.materiels.flatMap((m) => (m.brandId ? [m.brandId] : [])),
    brands,
    'materiels.brandId',
  );
  await checkAreas(tx, form);
}

/** 60014 unless the deadline is ahead of the platform's clock and delivery is not before it. */
function checkTimes(row: { offerEndTime: Date; deliveryTime: Date }, now: number): void {
  if (row.offerEndTime.getTime() <= now || row.deliveryTime.getTime() < row.offerEndTime.getTime()) throw new BusinessError(Code.TIMES_INVALID);
}

/** What a revision keeps: the inquiry's published columns, materials (with ids), areas and invitations. */
async function snapshotOf(tx: Db, id: number) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id));
  const { searchTokens: _tokens, ...columns } = row!;
  // In turn: these run on the transaction's one connection.
  const materiels = await linesOf(tx, id);
  const areas = await tx
    .select({ provinceCode: inquiryAreas.provinceCode, cityCode: inquiryAreas.cityCode })
    .from(inquiryAreas)
    .where(eq(inquiryAreas.parentId, id));
  const invited = await tx
    .select({ memberId: inquiryInvitations.supplierMemberId, roleId: inquiryInvitations.supplierRoleId })
    .from(inquiryInvitations)
    .where(eq(inquiryInvitations.inquiryId, id));
  return JSON.parse(JSON.stringify({ ...columns, materiels, areas, invited })) as Record<string, unknown>;
}

/** The invited suppliers are told (on publication, and when an edit invites more). */
async function tellInvited(tx: Db, row: InquiryRow, invited: Array<{ memberId: number }>, buyerName: string, at: number) {
  for (const supplier of invited) {
    await tell(tx, {
      recipientMemberId: supplier.memberId,
      kind: 'inquiry.invited',
      payload: {
        inquiryId: row.id,
        purchaseInquiryNo: row.purchaseInquiryNo,
        title: row.details,
        buyerName,
        offerEndTime: row.offerEndTime.getTime(),
        link: LINKS.quote(row.id, row.purchaseInquiryNo),
      },
      at,
    });
  }
}

/** XJ + the Beijing date + the id: unique, and readable on the phone. */
function inquiryNumber(id: number, at: number): string {
  const day = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `XJ${day}${String(id).padStart(6, '0')}`;
}

export function publishingRoutes(context: PlatformContext): Route[] {
  const { db, now } = context;
  const buyerName = async (tx: Db, caller: Caller) =>
    (await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId)))[0]?.name ?? '';

  return [
    route(api.inquiryBuyer.save, 'login', async ({ body, caller, request }) => {
      requireBuyer(caller);
      const form = body.form;
      if (body.id !== undefined) {
        const id = body.id;
        await transaction(db, async (tx) => {
          const row = await ownInquiry(tx, id, caller, 'update');
          if (row.state !== 'draft') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
          await checkForm(tx, form);
          const at = new Date(now());
          await tx
            .update(inquiries)
            .set({ ...columnsOf(form), files: await ownAttachments(tx, caller.memberId, form.fileIds), updateTime: at, createTime: at })
            .where(eq(inquiries.id, id));
          await writeParts(tx, id, form, caller, at);
        });
        return inquiryView(db, await ownInquiry(db, id, caller), caller, now());
      }
      const key = requestKey(body.idempotencyKey, request);
      const { result } = await once(db, `m${caller.memberId}:inquiry`, key, async (tx) => {
        await checkForm(tx, form);
        const at = new Date(now());
        const [created] = await tx
          .insert(inquiries)
          .values({
            ...columnsOf(form),
            memberId: caller.memberId,
            memberRoleId: caller.memberRoleId,
            purchaseInquiryNo: `draft-${key.key}-${caller.memberId}`,
            currency: DEFAULT_CURRENCY,
            state: 'draft',
            files: await ownAttachments(tx, caller.memberId, form.fileIds),
            createTime: at,
            updateTime: at,
          })
          .returning({ id: inquiries.id });
        const id = created!.id;
        await tx
          .update(inquiries)
          .set({ purchaseInquiryNo: inquiryNumber(id, at.getTime()) })
          .where(eq(inquiries.id, id));
        await writeParts(tx, id, form, caller, at);
        return { id };
      });
      return inquiryView(db, await ownInquiry(db, result.id, caller), caller, now());
    }),

    route(api.inquiryBuyer.publish, 'login', async ({ body, caller }) => {
      await transaction(db, async (tx) => {
        const row = await ownInquiry(tx, body.id, caller, 'update');
        if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
        if (row.state !== 'draft') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
        const at = now();
        checkTimes(row, at);
        const [published] = await tx
          .update(inquiries)
          .set({ state: 'published', revision: 1, createTime: new Date(at), updateTime: new Date(at) })
          .where(eq(inquiries.id, row.id))
          .returning();
        await tx
          .insert(inquiryRevisions)
          .values({ inquiryId: row.id, revision: 1, actorUserId: caller.userId, snapshot: await snapshotOf(tx, row.id), createTime: new Date(at) });
        const invited = await tx
          .select({ memberId: inquiryInvitations.supplierMemberId })
          .from(inquiryInvitations)
          .where(eq(inquiryInvitations.inquiryId, row.id));
        await tellInvited(tx, published!, invited, await buyerName(tx, caller), at);
      });
      return inquiryView(db, await ownInquiry(db, body.id, caller), caller, now());
    }),

    route(api.inquiryBuyer.revise, 'login', async ({ body, caller }) => {
      await transaction(db, async (tx) => {
        const row = await ownInquiry(tx, body.id, caller, 'update');
        if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
        if (row.state === 'awarded') throw new BusinessError(Code.INQUIRY_AWARDED);
        if (row.state !== 'published') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
        const at = now();
        if (row.offerEndTime.getTime() <= at) throw new BusinessError(Code.QUOTE_TIME_PASSED);
        // Sealed or open is the promise made to those who quoted: it does not change.
        if (body.form.priceContrast !== row.priceContrast) throw new BusinessError(Code.PARAM_INVALID, 'priceContrast');
        await checkForm(tx, body.form);
        const revision = row.revision + 1;
        const [revised] = await tx
          .update(inquiries)
          .set({ ...columnsOf(body.form), files: await ownAttachments(tx, caller.memberId, body.form.fileIds), revision, updateTime: new Date(at) })
          .where(eq(inquiries.id, row.id))
          .returning();
        checkTimes(revised!, at);
        const newlyInvited = await writeParts(tx, row.id, body.form, caller, new Date(at));
        await tx.insert(inquiryRevisions).values({
          inquiryId: row.id,
          revision,
          actorUserId: caller.userId,
          reason: body.reason,
          snapshot: await snapshotOf(tx, row.id),
          createTime: new Date(at),
        });
        const name = await buyerName(tx, caller);
        await tellInvited(tx, revised!, newlyInvited, name, at);
        for (const supplier of await quotingSuppliers(tx, row.id)) {
          await tell(tx, {
            recipientMemberId: supplier.memberId,
            kind: 'inquiry.revised',
            payload: {
              inquiryId: row.id,
              purchaseInquiryNo: row.purchaseInquiryNo,
              title: revised!.details,
              buyerName: name,
              revision,
              reason: body.reason,
              needsConfirm: true,
              link: LINKS.quote(row.id, row.purchaseInquiryNo),
            },
            at,
          });
        }
      });
      return inquiryView(db, await ownInquiry(db, body.id, caller), caller, now());
    }),

    route(api.inquiryBuyer.cancel, 'login', async ({ body, caller }) => {
      await transaction(db, async (tx) => {
        const row = await ownInquiry(tx, body.id, caller, 'update');
        if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
        if (row.state === 'awarded') throw new BusinessError(Code.INQUIRY_AWARDED);
        const at = now();
        await tx
          .update(inquiries)
          .set({ state: 'cancelled', cancelReason: body.reason, updateTime: new Date(at) })
          .where(eq(inquiries.id, row.id));
        const name = await buyerName(tx, caller);
        for (const supplier of await quotingSuppliers(tx, row.id)) {
          await tell(tx, {
            recipientMemberId: supplier.memberId,
            kind: 'inquiry.cancelled',
            payload: {
              inquiryId: row.id,
              purchaseInquiryNo: row.purchaseInquiryNo,
              title: row.details,
              buyerName: name,
              reason: body.reason,
              link: LINKS.quote(row.id, row.purchaseInquiryNo),
            },
            at,
          });
        }
      });
      return inquiryView(db, await ownInquiry(db, body.id, caller), caller, now());
    }),

    route(api.inquiryBuyer.list, 'login', async ({ query, caller }) => {
      requireBuyer(caller);
      const where: SQL | undefined = and(
        eq(inquiries.memberId, caller.memberId),
        eq(inquiries.memberRoleId, caller.memberRoleId),
        query.state ? eq(inquiries.state, query.state) : undefined,
        keywordMatch(inquirySource.keyword, query.keyword),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: inquiries.id,
            purchaseInquiryNo: inquiries.purchaseInquiryNo,
            details: inquiries.details,
            state: inquiries.state,
            priceContrast: inquiries.priceContrast,
            currency: inquiries.currency,
            offerEndTime: inquiries.offerEndTime,
            createTime: inquiries.createTime,
            materielCount: countWhere(inquiryMateriels, inquiryMateriels.parentId, inquiries.id),
            quoteCount: participantCount(inquirySource),
            openings: countWhere(inquiryOpenings, inquiryOpenings.inquiryId, inquiries.id),
            orderCount: countWhere(purchaseOrders, purchaseOrders.inquiryId, inquiries.id),
          })
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.createTime), desc(inquiries.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(inquiries).where(where),
      ]);
      const at = now();
      const data = rows.map(
        ({ openings, ...row }): RfqInquiryRow => ({
          ...row,
          opened: openings > 0,
          closed: isClosed(row, at),
          offerEndTime: row.offerEndTime.getTime(),
          createTime: row.createTime.getTime(),
        }),
      );
      return { data, totalCount: total?.n ?? 0 };
    }),

    route(api.inquiryBuyer.detail, 'login', async ({ query, caller }) => inquiryView(db, await ownInquiry(db, query.id, caller), caller, now())),
  ];
}
