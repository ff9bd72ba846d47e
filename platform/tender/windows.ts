// A tender's phase and windows, each one named function of the platform's clock (sourcing/windows.ts
// says what a window is), with its SQL twin for the lists: every list, detail and check asks these.
// A phase lasts until its deadline and not an instant longer: announced until registerStartTime,
// registration until registerEndTime, prequalification (when on) until preCheckEndTime, bidding until inviteTenderEndTime, then the
// opening is awaited until openTenderTime and evaluation follows until the award (or the failure).
// The buyer's schedule is checked here too, against the same clock, when it is published.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { TenderPhase, TenderState } from '#contract/schemas.ts';
import { tenders } from '../db/schema.ts';
import { type Window, windowUntil, windowUntilIs } from '../sourcing/windows.ts';

/** What the phase is decided from: the state the buyer's actions set, and the schedule. */
export type TenderSchedule = {
  state: TenderState;
  registerStartTime: Date;
  registerEndTime: Date;
  isQualificationCheck: boolean;
  preCheckStartTime: Date | null;
  preCheckEndTime: Date | null;
  inviteTenderStartTime: Date;
  inviteTenderEndTime: Date;
  openTenderTime: Date;
};

/** The registration window: open until registerEndTime. */
export function registrationWindow(tender: { registerEndTime: Date }, now: number): Window {
  return windowUntil(tender.registerEndTime, now);
}

/** The tenders whose registration window is `window` at `now`. */
export function registrationWindowIs(window: Window, now: number): SQL {
  return windowUntilIs(tenders.registerEndTime, window, now);
}

/** The tenders with a prequalification that has ended at `now`: a registration still pending then was not reviewed in time (unreviewed.ts). */
export function prequalificationEnded(now: number): SQL {
  return and(eq(tenders.isQualificationCheck, true), windowUntilIs(tenders.preCheckEndTime, 'closed', now))!;
}

/**
 * The bidding window (platform/tender/bidding.ts): open in the bidding phase from inviteTenderStartTime,
 * so a bid is sent, revised and withdrawn from the bidding start until the deadline and not an instant longer.
 */
export function biddingWindow(tender: TenderSchedule, now: number): Window {
  return tenderPhase(tender, now) === 'bidding' && tender.inviteTenderStartTime.getTime() <= now ? 'open' : 'closed';
}

/** The tender's phase at `now`: the one answer every page, list and check reads. */
export function tenderPhase(tender: TenderSchedule, now: number): TenderPhase {
  if (tender.state !== 'published') return tender.state;
  if (windowUntil(tender.registerStartTime, now) === 'open') return 'announced';
  if (windowUntil(tender.registerEndTime, now) === 'open') return 'registration';
  if (tender.isQualificationCheck && tender.preCheckEndTime && windowUntil(tender.preCheckEndTime, now) === 'open') return 'prequalification';
  if (windowUntil(tender.inviteTenderEndTime, now) === 'open') return 'bidding';
  if (windowUntil(tender.openTenderTime, now) === 'open') return 'opening';
  return 'evaluation';
}

/**
 * When `phase` ends by the schedule: registration opens, registration closes, the prequalification
 * ends, bidding closes, the bids are opened; null for a phase no time ends (evaluation until the award, and the ends:
 * draft, awarded, failed, cancelled). What every countdown to the next phase counts to.
 */
export function phaseEndsAt(tender: TenderSchedule, phase: TenderPhase): Date | null {
  switch (phase) {
    case 'announced':
      return tender.registerStartTime;
    case 'registration':
      return tender.registerEndTime;
    case 'prequalification':
      return tender.preCheckEndTime;
    case 'bidding':
      return tender.inviteTenderEndTime;
    case 'opening':
      return tender.openTenderTime;
    default:
      return null;
  }
}

/** The tender's phase at `now`, and when that phase ends by its schedule (epoch ms; null: no time ends it): what every answer sends. */
export function tenderStage(tender: TenderSchedule, now: number): { phase: TenderPhase; phaseEndTime: number | null } {
  const phase = tenderPhase(tender, now);
  return { phase, phaseEndTime: phaseEndsAt(tender, phase)?.getTime() ?? null };
}

/** tenderPhase in SQL, for a list that filters or counts by phase. */
export function tenderPhaseSql(now: number): SQL<TenderPhase> {
  const at = new Date(now);
  return sql<TenderPhase>`case
    when ${tenders.state} <> 'published' then ${tenders.state}
    when ${tenders.registerStartTime} > ${at} then 'announced'
    when ${tenders.registerEndTime} > ${at} then 'registration'
    when ${tenders.isQualificationCheck} and ${tenders.preCheckEndTime} > ${at} then 'prequalification'
    when ${tenders.inviteTenderEndTime} > ${at} then 'bidding'
    when ${tenders.openTenderTime} > ${at} then 'opening'
    else 'evaluation' end`;
}

/** The phases of a published tender, told apart by its schedule. */
const SCHEDULED_PHASES: ReadonlySet<TenderPhase> = new Set(['announced', 'registration', 'prequalification', 'bidding', 'opening', 'evaluation']);

/**
 * The tenders in `phase` at `now`: tenderPhase in SQL, and besides what that phase implies on
 * indexed columns (the state; in registration, its deadline ahead; in opening, the opening ahead),
 * so that a list in one phase is read from an index (docs/decisions/030-a-million-processes.md).
 */
export function tenderPhaseIs(phase: TenderPhase, now: number): SQL {
  const at = new Date(now);
  const implied = SCHEDULED_PHASES.has(phase)
    ? and(
        eq(tenders.state, 'published'),
        phase === 'registration' ? gt(tenders.registerEndTime, at) : undefined,
        phase === 'opening' ? gt(tenders.openTenderTime, at) : undefined,
      )
    : eq(tenders.state, phase as TenderState);
  return and(sql`(${tenderPhaseSql(now)}) = ${phase}`, implied)!;
}

const DAY = 86_400_000;

/**
 * Why a schedule may not be published at `now`, or null: the phases follow each other (registration
 * ≤ prequalification ≤ bidding ≤ opening), registration has not begun before the clock, and a public
 * tender leaves at least `minTenderingDays` from publication to the bidding deadline (China's Bidding
 * Law, art. 24; a site setting, platform/site).
 */
export function scheduleRefusal(
  tender: Omit<TenderSchedule, 'state'> & { tenderScope: 'public' | 'invited' },
  now: number,
  minTenderingDays: number,
): CodeValue | null {
  const t = (d: Date) => d.getTime();
  if (t(tender.registerStartTime) < now) return Code.REGISTRATION_START_PASSED;
  if (t(tender.registerEndTime) <= t(tender.registerStartTime)) return Code.REGISTRATION_END_PASSED;
  let biddingMayStart = t(tender.registerEndTime);
  if (tender.isQualificationCheck) {
    const start = tender.preCheckStartTime ? t(tender.preCheckStartTime) : Number.NaN;
    const end = tender.preCheckEndTime ? t(tender.preCheckEndTime) : Number.NaN;
    if (!(start >= biddingMayStart && end > start && end <= t(tender.inviteTenderStartTime))) return Code.PRECHECK_OUT_OF_ORDER;
    biddingMayStart = end;
  }
  if (t(tender.inviteTenderStartTime) < biddingMayStart || t(tender.inviteTenderEndTime) <= t(tender.inviteTenderStartTime)) {
    return Code.BIDDING_BEFORE_REGISTRATION_END;
  }
  if (t(tender.openTenderTime) < t(tender.inviteTenderEndTime)) return Code.OPENING_BEFORE_BIDDING_END;
  if (tender.tenderScope === 'public' && t(tender.inviteTenderEndTime) - now < minTenderingDays * DAY) return Code.TENDERING_PERIOD_TOO_SHORT;
  return null;
}

/** Questions and amendments: taken until the bidding deadline, as bids are (docs/product/tenders.md). */
export function clarificationWindow(tender: { inviteTenderEndTime: Date }, now: number): Window {
  return windowUntil(tender.inviteTenderEndTime, now);
}

/**
 * The bidding deadline and opening an amendment made at `now` leaves (China's Bidding Law, art. 23): a
 * public tender with fewer than `clarificationDays` left to its deadline gets a deadline exactly that
 * many days from the platform's clock, and its opening moves by as much (so it stays at or after the
 * deadline); an invited tender, or one with the days left, keeps both.
 */
export function amendedSchedule(
  tender: { tenderScope: 'public' | 'invited'; inviteTenderEndTime: Date; openTenderTime: Date },
  now: number,
  clarificationDays: number,
): { inviteTenderEndTime: Date; openTenderTime: Date; moved: boolean } {
  const end = tender.inviteTenderEndTime.getTime();
  const earliest = now + clarificationDays * DAY;
  if (tender.tenderScope !== 'public' || end >= earliest) {
    return { inviteTenderEndTime: tender.inviteTenderEndTime, openTenderTime: tender.openTenderTime, moved: false };
  }
  const shift = earliest - end;
  return { inviteTenderEndTime: new Date(earliest), openTenderTime: new Date(tender.openTenderTime.getTime() + shift), moved: true };
}
