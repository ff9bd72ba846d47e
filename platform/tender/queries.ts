// What the tender endpoints read (invitations to tender): the mall and shop list and the detail,
// through the shared list and detail plumbing (sourcing/). Registration closes at registerEndTime;
// each tender's phase, and when it ends, are windows.ts's at the platform's clock, one instant per
// answer. The lists show published, awarded and failed tenders (never drafts: sources.ts), in one
// phase when asked; the detail also says how bids are evaluated and why a tender failed or was cancelled.
import { and, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { TenderListQuery } from '#contract/endpoints.ts';
import type { TenderDetail, TenderListItem, TenderMateriel } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { columnsOf } from '../db/columns.ts';
import { categories, members, tenderMateriels, tenderOpenings, tenderRegistrations, tenders } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { sourcingDetail } from '../sourcing/detail.ts';
import { listPage, totalOf, type ListQuery, type MaterielRow } from '../sourcing/list.ts';
import { callerParticipation, countWhere, tenderSource as source } from '../sourcing/sources.ts';
import { failureOf } from './tender.ts';
import { tenderPhaseIs, tenderStage } from './windows.ts';

/** A tender list's query: the sourcing lists' and, optionally, one phase. */
export type TenderQuery = ListQuery & { phase?: TenderListQuery['phase'] };

/** A material with the names a tender gives its fields. */
function tenderMateriel(m: MaterielRow): TenderMateriel {
  return { code: m.number, name: m.name, type: m.model, categoryName: m.category, brandName: m.brand, count: m.purchaseCount };
}

/** What the phase is decided from (windows.ts), besides the registration window both answers show. */
const scheduleFields = {
  ...columnsOf(tenders, 'state', 'isQualificationCheck', 'preCheckStartTime', 'preCheckEndTime'),
  ...columnsOf(tenders, 'inviteTenderStartTime', 'inviteTenderEndTime', 'openTenderTime'),
};

/** The columns of a tender that its list item and its detail both show. */
function tenderFields(caller: Caller | null) {
  return {
    ...columnsOf(tenders, 'id', 'code', 'projectName'),
    categoryName: categories.name,
    ...columnsOf(tenders, 'deliverAddress', 'hopeDate', 'registerStartTime', 'registerEndTime', 'createTime', 'budgetAmount', 'turn'),
    ...columnsOf(tenders, 'memberId', 'memberRoleId'),
    ...scheduleFields,
    memberName: members.name,
    /** Suppliers registered. */
    quoteCount: countWhere(tenderRegistrations, tenderRegistrations.tenderId, tenders.id),
    isRegister: callerParticipation(source, caller),
  };
}

/** The columns of a tender's detail: its schedule, requirements and files besides what the list item shows. */
function tenderDetailFields(caller: Caller | null) {
  return {
    ...tenderFields(caller),
    ...columnsOf(tenders, 'isAllArea', 'inviteTenderRequirement'),
    inviteTenderFile: tenders.inviteTenderFiles,
    registerRequirement: tenders.registerRequirement,
    registerFile: tenders.registerFiles,
    ...columnsOf(tenders, 'preCheckRequirement'),
    preCheckFile: tenders.preCheckFiles,
    ...columnsOf(tenders, 'payType', 'deliverRequirement', 'taxationRequirement', 'logisticsRequirement', 'packingRequirement', 'otherRequirement'),
    ...columnsOf(tenders, 'evaluationMethod', 'evaluationCriteria', 'cancelReason', 'failReason'),
    /** The valid bids its opening record found (null before the opening). */
    validBidCount: sql<number | null>`(select ${tenderOpenings.validCount} from ${tenderOpenings} where ${tenderOpenings.tenderId} = ${tenders.id})`,
  };
}

/** One page of the tender list (the mall's, or with memberId and memberRoleId one buyer's), in one phase when asked, and its total. */
export async function tenderList(context: PlatformContext, query: TenderQuery, caller: Caller | null) {
  // One instant for the filter, the rows' phases and their remaining time.
  const at = context.now();
  const inPhase = query.phase === undefined ? source : { ...source, listed: and(source.listed, tenderPhaseIs(query.phase, at)) };
  const page = await listPage(
    { ...context, now: () => at },
    inPhase,
    {
      ...tenderFields(caller),
      creditScore: members.creditPoint,
      inviteTenderMaterielCount: countWhere(tenderMateriels, tenderMateriels.parentId, tenders.id),
    },
    { query, caller, withMateriels: true },
  );
  const data = page.rows.map(
    ({
      state,
      isQualificationCheck,
      preCheckStartTime,
      preCheckEndTime,
      inviteTenderStartTime,
      inviteTenderEndTime,
      openTenderTime,
      ...row
    }): TenderListItem => ({
      ...row,
      ...tenderStage(
        { ...row, state, isQualificationCheck, preCheckStartTime, preCheckEndTime, inviteTenderStartTime, inviteTenderEndTime, openTenderTime },
        at,
      ),
      hopeDate: row.hopeDate.getTime(),
      registerStartTime: row.registerStartTime.getTime(),
      registerEndTime: row.registerEndTime.getTime(),
      createTime: row.createTime.getTime(),
      // A tender for anywhere lists no areas; the card then shows none.
      inviteTenderAreaList: page.areas.get(row.id) ?? [],
      materielList: (page.materiels.get(row.id) ?? []).map(tenderMateriel),
      ...page.standing({ ...row, deadline: row.registerEndTime }),
    }),
  );
  return { data, ...totalOf(page) };
}

/** A shop's tender list: the buyer's own published ones, so it must name the buyer (without it, it would be the mall's). */
export function shopTenderList(context: PlatformContext, query: TenderQuery, caller: Caller | null) {
  if (query.memberId === undefined || query.memberRoleId === undefined) throw new BusinessError(Code.SHOP_AND_MEMBER_REQUIRED);
  return tenderList(context, query, caller);
}

/** One tender with its schedule, requirements, files, areas and materials, its phase and how it ends (404 when none, or a draft). */
export async function tenderDetail(context: PlatformContext, id: number, caller: Caller | null): Promise<TenderDetail> {
  const at = context.now();
  const { row: full, ...detail } = await sourcingDetail({ ...context, now: () => at }, source, tenderDetailFields(caller), { id, caller });
  const { state, cancelReason, failReason, validBidCount, ...row } = full;
  // A failed tender says why: the valid bids its opening found against the site's minimum.
  const failure = state === 'failed' ? failureOf(failReason) : null;
  return {
    ...row,
    ...tenderStage(full, at),
    cancelReason: state === 'cancelled' ? cancelReason : null,
    failReason: failure ? failure.failReason : null,
    validBidCount: failure?.failedValidBids ?? validBidCount,
    ...(failure?.minValidBids === undefined ? {} : { minValidBids: failure.minValidBids }),
    inviteTenderStartTime: row.inviteTenderStartTime.getTime(),
    inviteTenderEndTime: row.inviteTenderEndTime.getTime(),
    openTenderTime: row.openTenderTime.getTime(),
    hopeDate: row.hopeDate.getTime(),
    registerStartTime: row.registerStartTime.getTime(),
    registerEndTime: row.registerEndTime.getTime(),
    preCheckStartTime: row.preCheckStartTime?.getTime() ?? null,
    preCheckEndTime: row.preCheckEndTime?.getTime() ?? null,
    // A tender for anywhere lists no areas, as on its card.
    inviteTenderAreaList: detail.areas,
    materielList: detail.materiels.map((m) => ({ ...tenderMateriel(m), urls: m.urls })),
    ...detail.tail,
  } satisfies TenderDetail;
}
