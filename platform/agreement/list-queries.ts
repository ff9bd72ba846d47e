// The buyer's and the supplier's lists of their contracts (docs/product/contracts.md), newest first:
// each row with its current version's title, dates and total, the other party, whether the viewer's
// side confirmed the current version, and once signed how much was accepted and paid and whether
// anything is overdue. The execution view lists only contracts that were signed (signed, completed,
// or terminated after signing). 1210 for a member not of the list's side.
import { aliasedTable, and, count, desc, eq, exists, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { AgreementRow, AgreementSide, Page } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { containing, offsetOf } from '../db/filters.ts';
import { agreementConfirmations, agreements, agreementVersions, members } from '../db/schema.ts';
import { type Caller, isBuyer, isSupplier } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { ordersForAgreement } from '../order/index.ts';
import { NO_PROGRESS, progressOf } from './execution-queries.ts';

type ListQuery = z.output<typeof api.agreementBuyer.list.query>;

const counterpart = aliasedTable(members, 'counterpart');

/** The caller's contracts on `side`, as a page of rows. */
async function agreementList({ db, now }: PlatformContext, caller: Caller, side: AgreementSide, query: ListQuery): Promise<Page<AgreementRow>> {
  const mine =
    side === 'buyer'
      ? and(eq(agreements.buyerMemberId, caller.memberId), eq(agreements.buyerRoleId, caller.memberRoleId))
      : and(eq(agreements.supplierMemberId, caller.memberId), eq(agreements.supplierRoleId, caller.memberRoleId));
  const other = side === 'buyer' ? agreements.supplierMemberId : agreements.buyerMemberId;
  const title = sql<string>`${agreementVersions.terms}->>'title'`;
  const pattern = query.keyword ? containing(query.keyword) : null;
  const where: SQL | undefined = and(
    mine,
    query.state ? eq(agreements.state, query.state) : undefined,
    query.view === 'execution' ? isNotNull(agreements.signedVersion) : undefined,
    pattern ? or(ilike(agreements.agreementNo, pattern), ilike(title, pattern), ilike(counterpart.name, pattern)) : undefined,
  );
  const confirmedByMe = sql<boolean>`${exists(
    db
      .select({ id: agreementConfirmations.id })
      .from(agreementConfirmations)
      .where(
        and(
          eq(agreementConfirmations.agreementId, agreements.id),
          eq(agreementConfirmations.version, agreements.currentVersion),
          eq(agreementConfirmations.side, side),
        ),
      ),
  )}`;
  const currentVersion = and(eq(agreementVersions.agreementId, agreements.id), eq(agreementVersions.version, agreements.currentVersion));
  const [rows, [total]] = await Promise.all([
    db
      .select({ agreement: agreements, terms: agreementVersions.terms, counterpartName: counterpart.name, confirmedByMe })
      .from(agreements)
      .innerJoin(agreementVersions, currentVersion)
      .innerJoin(counterpart, eq(counterpart.id, other))
      .where(where)
      .orderBy(desc(agreements.createTime), desc(agreements.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(agreements)
      .innerJoin(agreementVersions, currentVersion)
      .innerJoin(counterpart, eq(counterpart.id, other))
      .where(where),
  ]);
  const ids = rows.map((r) => r.agreement.id);
  const [orders, progress] = await Promise.all([
    ordersForAgreement(
      db,
      rows.map((r) => r.agreement.orderId),
      { lines: false },
    ),
    progressOf(db, ids, now()),
  ]);
  const data = rows.map(({ agreement: a, terms, counterpartName, confirmedByMe: confirmed }): AgreementRow => {
    const source = orders.get(a.orderId)?.source;
    const figures = progress.get(a.id) ?? NO_PROGRESS;
    return {
      id: a.id,
      agreementNo: a.agreementNo,
      title: terms.title,
      state: a.state,
      source: { type: source?.type ?? (a.sourceType as 1 | 2 | 3), id: a.sourceId, code: source?.code ?? '' },
      counterpart:
        side === 'buyer'
          ? { memberId: a.supplierMemberId, roleId: a.supplierRoleId, name: counterpartName }
          : { memberId: a.buyerMemberId, roleId: a.buyerRoleId, name: counterpartName },
      startDate: terms.startDate,
      endDate: terms.endDate,
      totalAmount: terms.totalAmount,
      currency: a.currency,
      version: a.currentVersion,
      confirmedByMe: Boolean(confirmed),
      acceptedAmount: figures.acceptedAmount,
      paidAmount: figures.paidAmount,
      overdue: figures.overdue,
      createTime: a.createTime.getTime(),
    };
  });
  return { data, totalCount: total?.n ?? 0 };
}

/** The buyer's contracts (1210 for a member that is not a buyer). */
export function buyerAgreements(context: PlatformContext, query: ListQuery, caller: Caller): Promise<Page<AgreementRow>> {
  if (!isBuyer(caller)) throw new BusinessError(Code.NO_ACCESS);
  return agreementList(context, caller, 'buyer', query);
}

/** The supplier's contracts (1210 for a member that is not a supplier). */
export function supplierAgreements(context: PlatformContext, query: ListQuery, caller: Caller): Promise<Page<AgreementRow>> {
  if (!isSupplier(caller)) throw new BusinessError(Code.NO_ACCESS);
  return agreementList(context, caller, 'supplier', query);
}
