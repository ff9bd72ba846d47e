// A tender's questions, answers and amendments as the member centre reads them
// (docs/product/tenders.md#questions-answers-and-amendments). A registered supplier reads the
// published answers without any asker (no member, role, user or name in any field), its own
// questions still unanswered and the amendments; the buyer reads every question with its asker, the
// amendments, and what an amendment saved now would do to the bidding deadline.
import { z } from 'zod';
import { Attachment } from './files.ts';
import { epochMs, int } from './shared.ts';
import { TenderPhase, TenderScope, TenderState } from './tender.ts';

/** The tender the page is about, with its documents as they now read (the latest revision). */
export const ClarificationTender = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  buyerName: z.string(),
  state: TenderState,
  phase: TenderPhase,
  tenderScope: TenderScope,
  revision: int(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  inviteTenderRequirement: z.string(),
  inviteTenderFile: z.array(Attachment),
});
export type ClarificationTender = z.infer<typeof ClarificationTender>;

/** An answer as every registered supplier reads it: the question and the answer, nobody's name. `mine`: the reader asked it. */
export const PublishedTenderAnswer = z.object({
  id: int(),
  question: z.string(),
  answer: z.string(),
  askTime: epochMs(),
  answerTime: epochMs(),
  mine: z.boolean(),
});
export type PublishedTenderAnswer = z.infer<typeof PublishedTenderAnswer>;

/** A question of the reader's member still waiting for its answer. */
export const OwnTenderQuestion = z.object({ id: int(), question: z.string(), askTime: epochMs() });
export type OwnTenderQuestion = z.infer<typeof OwnTenderQuestion>;

/** A question as its tender's buyer reads it: who asked, and the answer once given. */
export const AskedTenderQuestion = z.object({
  id: int(),
  question: z.string(),
  askTime: epochMs(),
  asker: z.object({ memberId: int(), roleId: int(), name: z.string(), userName: z.string() }),
  answer: z.string().nullable(),
  answerTime: epochMs().nullable(),
});
export type AskedTenderQuestion = z.infer<typeof AskedTenderQuestion>;

/** What an amendment changed in the documents. */
export const AmendedPart = z.enum(['requirement', 'files']);
export type AmendedPart = z.infer<typeof AmendedPart>;

/** One amendment of the tender's documents (revision 2 onwards), and the deadline it moved, if it did. */
export const TenderAmendmentView = z.object({
  revision: int(),
  time: epochMs(),
  reason: z.string(),
  changed: z.array(AmendedPart),
  inviteTenderRequirement: z.string(),
  inviteTenderFile: z.array(Attachment),
  previousEndTime: epochMs(),
  inviteTenderEndTime: epochMs(),
  previousOpenTime: epochMs(),
  openTenderTime: epochMs(),
  moved: z.boolean(),
});
export type TenderAmendmentView = z.infer<typeof TenderAmendmentView>;

/** What an amendment saved at the platform's clock would do: the revision it makes and the deadline and opening it leaves. */
export const AmendmentPreview = z.object({
  revision: int(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  moved: z.boolean(),
  /** The site's clarification days: an amendment of a public tender leaves at least this many to the deadline. */
  clarificationDays: int(),
});
export type AmendmentPreview = z.infer<typeof AmendmentPreview>;

/** A registered supplier's page. `askOpen`: questions are taken (until the bidding deadline). */
export const SupplierClarification = z.object({
  viewer: z.literal('supplier'),
  tender: ClarificationTender,
  askOpen: z.boolean(),
  ownQuestions: z.array(OwnTenderQuestion),
  answers: z.array(PublishedTenderAnswer),
  amendments: z.array(TenderAmendmentView),
});
export type SupplierClarification = z.infer<typeof SupplierClarification>;

/**
 * The buyer's page. `answerOpen`: answers are taken (until the opening); `amendRefusal`: the code an
 * amendment would meet now (null when it may be made), and `preview` what it would do then.
 */
export const BuyerClarification = z.object({
  viewer: z.literal('buyer'),
  tender: ClarificationTender,
  answerOpen: z.boolean(),
  questions: z.array(AskedTenderQuestion),
  amendments: z.array(TenderAmendmentView),
  amendRefusal: int().nullable(),
  preview: AmendmentPreview.nullable(),
});
export type BuyerClarification = z.infer<typeof BuyerClarification>;

/** The page of one tender's questions and amendments, as the platform decides the reader is. */
export const TenderClarification = z.discriminatedUnion('viewer', [SupplierClarification, BuyerClarification]);
export type TenderClarification = z.infer<typeof TenderClarification>;
