// A tender as the buyer's member centre sees it (docs/product/member-side.md): its state, its
// phase by the platform's clock, its schedule, evaluation method and who may take part.
import { z } from 'zod';
import { TENDER_PHASES } from './tender-rules.ts';
import { Attachment } from './files.ts';
import { epochMs, int } from './shared.ts';

/** What the buyer did to it: a draft, published, cancelled; awarded and failed come from later phases. */
export const TenderState = z.enum(['draft', 'published', 'cancelled', 'awarded', 'failed']);
export type TenderState = z.infer<typeof TenderState>;

/** Where the tender stands by the platform's clock (platform/tender/windows.ts): one answer for every page. */
export const TenderPhase = z.enum(TENDER_PHASES);
export type TenderPhase = z.infer<typeof TenderPhase>;

/** Who may register: any admitted supplier of the areas, or the invited ones. */
export const TenderScope = z.enum(['public', 'invited']);
export type TenderScope = z.infer<typeof TenderScope>;

/** Lowest evaluated price wins, or the bids are scored on weighted criteria. */
export const EvaluationMethod = z.enum(['lowestPrice', 'scored']);
export type EvaluationMethod = z.infer<typeof EvaluationMethod>;

/** A scored criterion: its weight (0–100; the criteria total at most 100); the price criterion is scored by formula. */
export const EvaluationCriterion = z.object({ name: z.string(), weight: z.number(), isPrice: z.boolean() });
export type EvaluationCriterion = z.infer<typeof EvaluationCriterion>;

const party = z.object({ memberId: int(), roleId: int(), name: z.string() });

/** The buyer's own tender. Times are epoch ms; the prequalification's are null without one. */
export const MemberTender = z.object({
  id: int(),
  code: z.string(),
  state: TenderState,
  phase: TenderPhase,
  /** When the phase ends by the schedule (null when no time ends it): what the countdown to the next phase counts to. */
  phaseEndTime: epochMs().nullable(),
  projectName: z.string(),
  remark: z.string(),
  categoryId: int(),
  purchaseType: z.union([z.literal(1), z.literal(2)]),
  budgetAmount: z.number(),
  isAllArea: z.boolean(),
  areaList: z.array(z.object({ provinceCode: z.string(), cityCode: z.string().nullable() })),
  materielList: z.array(
    z.object({
      id: int(),
      code: z.string(),
      name: z.string(),
      type: z.string(),
      unit: z.string(),
      count: z.number(),
      categoryId: int().nullable(),
      brandId: int().nullable(),
      urls: z.array(Attachment),
    }),
  ),
  deliverAddress: z.string(),
  hopeDate: epochMs(),
  registerStartTime: epochMs(),
  registerEndTime: epochMs(),
  registerRequirement: z.string(),
  registerFile: z.array(Attachment),
  isQualificationCheck: z.boolean(),
  preCheckStartTime: epochMs().nullable(),
  preCheckEndTime: epochMs().nullable(),
  preCheckRequirement: z.string(),
  preCheckFile: z.array(Attachment),
  inviteTenderStartTime: epochMs(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  inviteTenderRequirement: z.string(),
  inviteTenderFile: z.array(Attachment),
  evaluationMethod: EvaluationMethod,
  evaluationCriteria: z.array(EvaluationCriterion),
  tenderScope: TenderScope,
  invited: z.array(party),
  payType: z.string(),
  deliverRequirement: z.string(),
  taxationRequirement: z.string(),
  logisticsRequirement: z.string(),
  packingRequirement: z.string(),
  otherRequirement: z.string(),
  cancelReason: z.string().nullable(),
  /** Suppliers registered. */
  registrationCount: int(),
  /** The publication time (a draft's: when it was last saved). */
  createTime: epochMs(),
  updateTime: epochMs().nullable(),
});
export type MemberTender = z.infer<typeof MemberTender>;

/** A line of the buyer's tender list. */
export const MemberTenderRow = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  state: TenderState,
  phase: TenderPhase,
  /** When the phase ends by the schedule (null when no time ends it). */
  phaseEndTime: epochMs().nullable(),
  tenderScope: TenderScope,
  evaluationMethod: EvaluationMethod,
  registerEndTime: epochMs(),
  /** Null without a prequalification. */
  preCheckEndTime: epochMs().nullable(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  registrationCount: int(),
  createTime: epochMs(),
});
export type MemberTenderRow = z.infer<typeof MemberTenderRow>;

/** The buyer's tenders in one phase (or all), and how many it has in each phase. */
export const MemberTenderPage = z.object({
  data: z.array(MemberTenderRow),
  totalCount: int(),
  phaseCounts: z.record(TenderPhase, int()),
});
export type MemberTenderPage = z.infer<typeof MemberTenderPage>;
