// What a tender's questions, answers and amendments read (docs/product/tenders.md#questions-answers-and-amendments):
// whose registration stands (pending or approved, never rejected), the rule an amendment meets now,
// and the page of one tender — the buyer's with every asker, or a registered supplier's, which names
// no asker in any field (it is built here field by field, never from a row).
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type {
  AmendedPart,
  AskedTenderQuestion,
  Attachment,
  BuyerClarification,
  ClarificationTender,
  SupplierClarification,
  TenderAmendmentView,
  TenderClarification,
} from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { members, tenderQuestions, tenderRegistrations, tenderRevisions, tenders, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { tenderingRules } from '../site/queries.ts';
import type { TenderAmendment } from './schema.ts';
import { isPublisher, memberName, ownRegistrationWhere, type TenderRow } from './tender.ts';
import { amendedSchedule, clarificationWindow, tenderPhase } from './windows.ts';

/** An amendment as tender_revisions keeps it: what it now reads, the deadline's move, and which parts it changed. */
export type StoredAmendment = TenderAmendment & { changed?: AmendedPart[] };

/** The tender `id`, locked for an action when `lock`; 404 when there is none or it is a draft someone else asks about. */
export async function clarifiedTender(tx: Db, id: number, caller: Caller, lock?: 'update' | 'share'): Promise<TenderRow> {
  const query = tx.select().from(tenders).where(eq(tenders.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || (row.state === 'draft' && !isPublisher(row, caller))) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** The caller's registration for the tender when it stands (pending or approved), shared-locked when `lock`; else null. */
export async function standingRegistration(tx: Db, tenderId: number, caller: Caller, lock?: 'share'): Promise<{ id: number } | null> {
  const query = tx
    .select({ id: tenderRegistrations.id })
    .from(tenderRegistrations)
    .where(and(ownRegistrationWhere(tenderId, caller), ne(tenderRegistrations.review, 'rejected')));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** The members whose registration for the tender stands: who is told of an answer or an amendment. */
export async function standingSuppliers(tx: Db, tenderId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ memberId: tenderRegistrations.memberId })
    .from(tenderRegistrations)
    .where(and(eq(tenderRegistrations.tenderId, tenderId), ne(tenderRegistrations.review, 'rejected')))
    .orderBy(asc(tenderRegistrations.memberId));
  return rows.map((row) => row.memberId);
}

/**
 * Why the tender's documents may not be amended at `now`, or null: cancelled (60101); opened already
 * (60112); not published, or its bidding deadline passed and the opening still to come (60102).
 */
export function amendRefusal(row: TenderRow, now: number): CodeValue | null {
  if (row.state === 'cancelled') return Code.TENDER_CANCELLED;
  const phase = tenderPhase(row, now);
  if (phase === 'evaluation' || phase === 'awarded' || phase === 'failed') return Code.TENDER_OPENED;
  if (row.state !== 'published' || clarificationWindow(row, now) === 'closed') return Code.TENDER_STATE_FORBIDS;
  return null;
}

/** Whether the buyer may still answer at `now`: a published tender until it is opened. */
export function answerOpen(row: TenderRow, now: number): boolean {
  const phase = tenderPhase(row, now);
  return row.state === 'published' && phase !== 'evaluation';
}

/** An amendment row as both pages show it. */
export function amendmentView(row: { revision: number; reason: string; createTime: Date; amendment: StoredAmendment }): TenderAmendmentView {
  const a = row.amendment;
  return {
    revision: row.revision,
    time: row.createTime.getTime(),
    reason: row.reason,
    changed: a.changed ?? [],
    inviteTenderRequirement: a.inviteTenderRequirement,
    inviteTenderFile: a.inviteTenderFiles.map(
      (file): Attachment => ({ name: file.name, url: file.url, ...(file.id > 0 ? { fileId: file.id } : {}) }),
    ),
    previousEndTime: a.previousEndTime,
    inviteTenderEndTime: a.inviteTenderEndTime,
    previousOpenTime: a.previousOpenTime,
    openTenderTime: a.openTenderTime,
    moved: a.inviteTenderEndTime !== a.previousEndTime,
  };
}

/** The tender's amendments, oldest first. */
async function amendments(db: Db, tenderId: number): Promise<TenderAmendmentView[]> {
  const rows = await db
    .select({
      revision: tenderRevisions.revision,
      reason: tenderRevisions.reason,
      createTime: tenderRevisions.createTime,
      amendment: tenderRevisions.amendment,
    })
    .from(tenderRevisions)
    .where(eq(tenderRevisions.tenderId, tenderId))
    .orderBy(asc(tenderRevisions.revision));
  return rows.map(amendmentView);
}

async function clarificationTender(db: Db, row: TenderRow, now: number): Promise<ClarificationTender> {
  return {
    id: row.id,
    code: row.code,
    projectName: row.projectName,
    buyerName: await memberName(db, row.memberId),
    state: row.state,
    phase: tenderPhase(row, now),
    tenderScope: row.tenderScope,
    revision: row.revision,
    inviteTenderEndTime: row.inviteTenderEndTime.getTime(),
    openTenderTime: row.openTenderTime.getTime(),
    inviteTenderRequirement: row.inviteTenderRequirement,
    inviteTenderFile: row.inviteTenderFiles,
  };
}

/** The buyer's question `id` on its tender, with its asker. */
export async function askedQuestions(db: Db, tenderId: number, questionId?: number): Promise<AskedTenderQuestion[]> {
  const rows = await db
    .select({
      id: tenderQuestions.id,
      question: tenderQuestions.question,
      createTime: tenderQuestions.createTime,
      memberId: tenderQuestions.memberId,
      roleId: tenderQuestions.memberRoleId,
      name: members.name,
      userName: users.name,
      answer: tenderQuestions.answer,
      answerTime: tenderQuestions.answerTime,
    })
    .from(tenderQuestions)
    .innerJoin(members, eq(members.id, tenderQuestions.memberId))
    .innerJoin(users, eq(users.id, tenderQuestions.userId))
    .where(and(eq(tenderQuestions.tenderId, tenderId), questionId === undefined ? undefined : eq(tenderQuestions.id, questionId)))
    .orderBy(asc(tenderQuestions.createTime), asc(tenderQuestions.id));
  return rows.map((q) => ({
    id: q.id,
    question: q.question,
    askTime: q.createTime.getTime(),
    asker: { memberId: q.memberId, roleId: q.roleId, name: q.name, userName: q.userName },
    answer: q.answer,
    answerTime: q.answerTime?.getTime() ?? null,
  }));
}

async function buyerPage(context: PlatformContext, row: TenderRow, now: number): Promise<BuyerClarification> {
  const { db } = context;
  const refusal = amendRefusal(row, now);
  const [tender, questions, history, rules] = await Promise.all([
    clarificationTender(db, row, now),
    askedQuestions(db, row.id),
    amendments(db, row.id),
    tenderingRules(db),
  ]);
  const schedule = amendedSchedule(row, now, rules.clarificationDays);
  return {
    viewer: 'buyer',
    tender,
    answerOpen: answerOpen(row, now),
    questions,
    amendments: history,
    amendRefusal: refusal,
    preview:
      refusal === null
        ? {
            revision: row.revision + 1,
            inviteTenderEndTime: schedule.inviteTenderEndTime.getTime(),
            openTenderTime: schedule.openTenderTime.getTime(),
            moved: schedule.moved,
            clarificationDays: rules.clarificationDays,
          }
        : null,
  };
}

async function supplierPage(db: Db, row: TenderRow, caller: Caller, now: number): Promise<SupplierClarification> {
  const own = and(eq(tenderQuestions.memberId, caller.memberId), eq(tenderQuestions.memberRoleId, caller.memberRoleId));
  const [tender, answered, waiting, history] = await Promise.all([
    clarificationTender(db, row, now),
    db
      .select({
        id: tenderQuestions.id,
        question: tenderQuestions.question,
        answer: tenderQuestions.answer,
        createTime: tenderQuestions.createTime,
        answerTime: tenderQuestions.answerTime,
        memberId: tenderQuestions.memberId,
        roleId: tenderQuestions.memberRoleId,
      })
      .from(tenderQuestions)
      .where(and(eq(tenderQuestions.tenderId, row.id), isNotNull(tenderQuestions.answer)))
      .orderBy(asc(tenderQuestions.answerTime), asc(tenderQuestions.id)),
    db
      .select({ id: tenderQuestions.id, question: tenderQuestions.question, createTime: tenderQuestions.createTime })
      .from(tenderQuestions)
      .where(and(eq(tenderQuestions.tenderId, row.id), isNull(tenderQuestions.answer), own))
      .orderBy(asc(tenderQuestions.createTime), asc(tenderQuestions.id)),
    amendments(db, row.id),
  ]);
  return {
    viewer: 'supplier',
    tender,
    askOpen: row.state === 'published' && clarificationWindow(row, now) === 'open',
    ownQuestions: waiting.map((q) => ({ id: q.id, question: q.question, askTime: q.createTime.getTime() })),
    // Field by field: the asker's member, role, user and name never leave the platform to a supplier.
    answers: answered.map((q) => ({
      id: q.id,
      question: q.question,
      answer: q.answer ?? '',
      askTime: q.createTime.getTime(),
      answerTime: q.answerTime?.getTime() ?? q.createTime.getTime(),
      mine: q.memberId === caller.memberId && q.roleId === caller.memberRoleId,
    })),
    amendments: history,
  };
}

/** The page of one tender's questions and amendments: its buyer's, or a registered supplier's; 60119 for anyone else. */
export async function clarificationPage(context: PlatformContext, tenderId: number, caller: Caller): Promise<TenderClarification> {
  const { db, now } = context;
  const row = await clarifiedTender(db, tenderId, caller);
  const at = now();
  if (isPublisher(row, caller)) return buyerPage(context, row, at);
  if (!(await standingRegistration(db, row.id, caller))) throw new BusinessError(Code.NOT_QUALIFIED_BIDDER);
  return supplierPage(db, row, caller, at);
}
