// What the files domain reads (docs/decisions/011-members-and-admission.md#file-storage): where an
// uploaded file is served and what its wire shape is, a member's own uploads as an action takes
// them, and an uploaded file by its key with who may read it: an image (logo, shop pictures)
// anyone, as the pages it is put on are; a document (a qualification) only its owner and those a
// published inquiry or tender, an award notice, an application, a chat message, a readable quote,
// a registration for the caller's tender, a bid the opening of the caller's tender (or of one on
// whose panel it sits) recorded valid, or a version of a contract the caller is a party of carries it to.
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Attachment, UploadedFile, UploadPurpose } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import {
  agreements,
  agreementVersions,
  inquiries,
  inquiryMateriels,
  inquiryOpenings,
  messages,
  notices,
  quoteRevisions,
  supplierAdmissions,
  tenderBidRevisions,
  tenderEvaluators,
  tenderMateriels,
  tenderOpenings,
  tenderRegistrations,
  tenders,
  uploadedFiles,
} from '../db/schema.ts';
import { OPEN_COMPARISON } from '../inquiry/index.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

/** Where a file is served: the portal's /files proxy passes /files/u/{key} to the platform's /api/files/u/{key}. */
export function uploadedFileUrl(key: string): string {
  return `/files/u/${key}`;
}

/** The key of an uploaded file's URL, or null for any other URL (a generated picture). */
export function keyOfUrl(url: string): string | null {
  return /^\/files\/u\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? null;
}

export type FileRow = typeof uploadedFiles.$inferSelect;

/** The file as a jsonb attachment list holds it: a list "carries" the file when it contains this (`@>`). */
const carried = (file: FileRow) => sql`${JSON.stringify([{ url: uploadedFileUrl(file.key) }])}::jsonb`;

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    purpose: row.purpose,
    url: uploadedFileUrl(row.key),
    createTime: row.createTime.getTime(),
  };
}

/**
 * The member's own files of `purpose` among `ids`, in the order asked: 1110 when one is not its own,
 * of another purpose, or unknown.
 */
export async function ownFiles(db: Db, memberId: number, ids: number[], purpose: UploadPurpose): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerMemberId, memberId), eq(uploadedFiles.purpose, purpose)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new BusinessError(Code.FILE_UNUSABLE, String(id));
    return row;
  });
}

/** Whether the caller may read a document: anyone when a published inquiry carries it; its owner; a buyer an application of the owner's carries it to; the recipient of a chat message that carries it; the buyer of an inquiry whose readable quote carries it. */
async function mayRead(db: Db, file: FileRow, caller: Caller | null): Promise<boolean> {
  if (file.purpose === 'image') return true;
  if ((await publishedWithInquiry(db, file)) || (await publishedWithTender(db, file))) return true;
  if (await publishedWithNotice(db, file)) return true;
  if (!caller) return false;
  if (caller.memberId === file.ownerMemberId) return true;
  const [sentTo] = await db
    .select({ id: supplierAdmissions.id })
    .from(supplierAdmissions)
    .where(
      and(
        eq(supplierAdmissions.supplierMemberId, file.ownerMemberId),
        eq(supplierAdmissions.buyerMemberId, caller.memberId),
        eq(supplierAdmissions.buyerRoleId, caller.memberRoleId),
        sql`${supplierAdmissions.documentFileIds} @> array[${file.id}]::integer[]`,
      ),
    )
    .limit(1);
  if (sentTo !== undefined) return true;
  // A chat message to the caller's user carries it (docs/decisions/016-messages.md).
  const [inChat] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.toUserId, caller.userId), sql`${messages.payload}->>'fileId' = ${String(file.id)}`))
    .limit(1);
  if (inChat !== undefined) return true;
  // A quote's attachment, to the inquiry's buyer once it may read the quote: an open inquiry at
  // once, a sealed one after its opening (docs/decisions/017-inquiry-sealed-quotes-and-currency.md).
  const [inQuote] = await db
    .select({ id: quoteRevisions.id })
    .from(quoteRevisions)
    .innerJoin(inquiries, eq(inquiries.id, quoteRevisions.inquiryId))
    .where(
      and(
        sql`${quoteRevisions.files} @> ${carried(file)}`,
        eq(inquiries.memberId, caller.memberId),
        or(
          eq(inquiries.priceContrast, OPEN_COMPARISON),
          sql`exists (select 1 from ${inquiryOpenings} where ${inquiryOpenings.inquiryId} = ${inquiries.id})`,
        ),
      ),
    )
    .limit(1);
  if (inQuote !== undefined) return true;
  if (await registeredForCallersTender(db, file, caller)) return true;
  if (await inCallersAgreement(db, file, caller)) return true;
  return (await bidForCallersOpenedTender(db, file, caller)) || bidScoredByCaller(db, file, caller);
}

/**
 * Whether the revision carries the file and an opening that opened its tender's bids (outcome
 * 'opened') recorded that very revision valid: what the buyer and the panel read
 * (docs/product/tenders.md#the-public-opening). A withdrawn bid, a superseded or invalid revision, a
 * failed opening's bids stay sealed.
 */
function openedValidRevisionCarries(file: FileRow): SQL {
  const recorded = sql`jsonb_build_array(jsonb_build_object('bidId', ${tenderBidRevisions.bidId}, 'revision', ${tenderBidRevisions.revision}, 'valid', true))`;
  return and(
    or(sql`${tenderBidRevisions.technicalFiles} @> ${carried(file)}`, sql`${tenderBidRevisions.commercialFiles} @> ${carried(file)}`),
    sql`exists (select 1 from ${tenderOpenings} where ${tenderOpenings.tenderId} = ${tenderBidRevisions.tenderId} and ${tenderOpenings.outcome} = 'opened' and ${tenderOpenings.bids} @> ${recorded})`,
  )!;
}

/**
 * Whether a valid opened bid on a tender the caller evaluates (accepted) carries the file
 * (docs/decisions/022-tender-evaluation.md): what it scores; never to a user of a member registered
 * for the tender (60136: a bidder does not judge, nor read, its competitors' bids).
 */
async function bidScoredByCaller(db: Db, file: FileRow, caller: Caller): Promise<boolean> {
  const [found] = await db
    .select({ id: tenderBidRevisions.id })
    .from(tenderBidRevisions)
    .innerJoin(tenderEvaluators, eq(tenderEvaluators.tenderId, tenderBidRevisions.tenderId))
    .where(
      and(
        eq(tenderEvaluators.userId, caller.userId),
        eq(tenderEvaluators.state, 'accepted'),
        openedValidRevisionCarries(file),
        sql`not exists (select 1 from ${tenderRegistrations} where ${tenderRegistrations.tenderId} = ${tenderBidRevisions.tenderId} and ${tenderRegistrations.memberId} = ${caller.memberId})`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Whether a valid opened bid on one of the caller's tenders carries the file (docs/product/tenders.md#sealed-bids): sealed until then. */
async function bidForCallersOpenedTender(db: Db, file: FileRow, caller: Caller): Promise<boolean> {
  const [found] = await db
    .select({ id: tenderBidRevisions.id })
    .from(tenderBidRevisions)
    .innerJoin(tenders, eq(tenders.id, tenderBidRevisions.tenderId))
    .where(and(eq(tenders.memberId, caller.memberId), eq(tenders.memberRoleId, caller.memberRoleId), openedValidRevisionCarries(file)))
    .limit(1);
  return found !== undefined;
}

/** Whether a version of a contract the caller is a party of carries the file: both sides read what they negotiate (docs/product/contracts.md). */
async function inCallersAgreement(db: Db, file: FileRow, caller: Caller): Promise<boolean> {
  const [found] = await db
    .select({ id: agreementVersions.agreementId })
    .from(agreementVersions)
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .where(
      and(
        sql`${agreementVersions.terms}->'attachments' @> ${carried(file)}`,
        or(
          and(eq(agreements.buyerMemberId, caller.memberId), eq(agreements.buyerRoleId, caller.memberRoleId)),
          and(eq(agreements.supplierMemberId, caller.memberId), eq(agreements.supplierRoleId, caller.memberRoleId)),
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Whether a published tender (its documents of a phase, or one of its materials) carries the file: anyone may read it, as the detail shows it. */
async function publishedWithTender(db: Db, file: FileRow): Promise<boolean> {
  const carries = carried(file);
  const [found] = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(
      and(
        ne(tenders.state, 'draft'),
        or(
          sql`${tenders.inviteTenderFiles} @> ${carries}`,
          sql`${tenders.registerFiles} @> ${carries}`,
          sql`${tenders.preCheckFiles} @> ${carries}`,
          sql`exists (select 1 from ${tenderMateriels} where ${tenderMateriels.parentId} = ${tenders.id} and ${tenderMateriels.files} @> ${carries})`,
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Whether a registration for one of the caller's tenders carries the file: its buyer reviews it (docs/product/member-side.md). */
async function registeredForCallersTender(db: Db, file: FileRow, caller: Caller): Promise<boolean> {
  const carries = carried(file);
  const [found] = await db
    .select({ id: tenderRegistrations.id })
    .from(tenderRegistrations)
    .innerJoin(tenders, eq(tenders.id, tenderRegistrations.tenderId))
    .where(
      and(
        eq(tenders.memberId, caller.memberId),
        eq(tenders.memberRoleId, caller.memberRoleId),
        or(sql`${tenderRegistrations.files} @> ${carries}`, sql`${tenderRegistrations.qualificationFiles} @> ${carries}`),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Whether a published inquiry (or one of its materials) carries the file: then anyone may read it, as the detail page shows it. */
async function publishedWithInquiry(db: Db, file: FileRow): Promise<boolean> {
  const carries = carried(file);
  const [found] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        ne(inquiries.state, 'draft'),
        or(
          sql`${inquiries.files} @> ${carries}`,
          sql`exists (select 1 from ${inquiryMateriels} where ${inquiryMateriels.parentId} = ${inquiries.id} and ${inquiryMateriels.files} @> ${carries})`,
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Whether an award notice's bid-result page carries the file (docs/decisions/022-tender-evaluation.md): public, as the page is. */
async function publishedWithNotice(db: Db, file: FileRow): Promise<boolean> {
  const carries = carried(file);
  const [found] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(or(sql`${notices.announceFiles} @> ${carries}`, sql`${notices.winNoticeFiles} @> ${carries}`))
    .limit(1);
  return found !== undefined;
}

/** The uploaded file `key` names, when it is one, and the caller may read it; else undefined. */
export async function readableFile(db: Db, key: string, caller: () => Promise<Caller | null>): Promise<FileRow | undefined> {
  const [file] = /^[0-9a-f-]{36}$/.test(key) ? await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key)) : [];
  return file && (await mayRead(db, file, await caller())) ? file : undefined;
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
