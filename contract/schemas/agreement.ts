// A procurement contract (合同) drafted from an award, as it travels on the wire
// (docs/decisions/025-contracts.md). In the code it is an "agreement": contract/ is the wire contract.
// A contract has versions (append-only, each with a sha256 of its canonical terms); it is signed when
// both sides have confirmed the same version's hash; then deliveries and payments run against it.
import { z } from 'zod';
import { Currency } from './inquiry.ts';
import { epochMs, int } from './shared.ts';

/** The limits of a contract's fields (docs/product/contracts.md). */
export const AGREEMENT_LIMITS = {
  title: 100,
  terms: 20_000,
  comment: 500,
  reason: 200,
  address: 200,
  stageName: 150,
  stages: 12,
  lines: 1_000,
  files: 10,
  templateName: 60,
  note: 200,
} as const;

/** Where a contract's award comes from: 1 inquiry, 2 tender, 3 competitive bid (the original product's sourceType). */
export const AgreementSource = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type AgreementSource = z.infer<typeof AgreementSource>;

/**
 * negotiating: a version is on the table (the buyer's draft is version 1); signed: both sides
 * confirmed the same version; completed: every line accepted and every stage paid; terminated: ended
 * early by either side with a reason.
 */
export const AGREEMENT_STATES = ['negotiating', 'signed', 'completed', 'terminated'] as const;
export const AgreementState = z.enum(AGREEMENT_STATES);
export type AgreementState = z.infer<typeof AgreementState>;

export const AgreementSide = z.enum(['buyer', 'supplier']);
export type AgreementSide = z.infer<typeof AgreementSide>;

/** When a payment stage falls due: on signing, on the last delivery, on the last acceptance, or on a date. */
export const PAYMENT_CONDITIONS = ['signing', 'delivery', 'acceptance', 'date'] as const;
export const PaymentCondition = z.enum(PAYMENT_CONDITIONS);
export type PaymentCondition = z.infer<typeof PaymentCondition>;

const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** One contracted line: an awarded line of the award's order, at the award's unit price. */
export const AgreementLine = z.object({
  /** The line's number in the contract (1, 2, …): the same in every version. */
  lineNo: int(),
  materielId: int(),
  number: z.string(),
  name: z.string(),
  model: z.string(),
  unit: z.string(),
  /** What the award gave this supplier on this line: the ceiling of `quantity`. */
  awardedQuantity: z.number(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  /** When this line is to be delivered. */
  deliveryDate: isoDate(),
});
export type AgreementLine = z.infer<typeof AgreementLine>;

/**
 * One stage of the payment plan: its share of the total (the ratios total 100 %, code 37123), the
 * condition it waits for, and either a date (condition 'date') or a payment day of the month
 * (1–31, code 39019): the stage falls due on that day on or after its condition is met.
 */
export const PaymentStage = z.object({
  stageNo: int(),
  name: z.string(),
  ratio: z.number(),
  amount: z.number(),
  condition: PaymentCondition,
  dueDate: isoDate().nullable(),
  payDay: int().nullable(),
});
export type PaymentStage = z.infer<typeof PaymentStage>;

/** What a version says: the part both sides negotiate and sign. Its canonical JSON is what the hash covers. */
export const AgreementTerms = z.object({
  title: z.string(),
  startDate: isoDate(),
  endDate: isoDate(),
  lines: z.array(AgreementLine),
  totalAmount: z.number(),
  paymentPlan: z.array(PaymentStage),
  deliveryAddress: z.string(),
  /** The contract's text: from one of the buyer's templates (filled in) or typed; may be empty when a document is attached. */
  text: z.string(),
  attachments: z.array(z.object({ fileId: int(), name: z.string(), url: z.string() })),
});
export type AgreementTerms = z.infer<typeof AgreementTerms>;

export const AgreementParty = z.object({ memberId: int(), roleId: int(), name: z.string() });

/** One version: who proposed it, with what comment, its hash, and which sides have confirmed it. */
export const AgreementVersionRow = z.object({
  version: int(),
  side: AgreementSide,
  comment: z.string(),
  hash: z.string(),
  totalAmount: z.number(),
  confirmedBy: z.array(AgreementSide),
  createTime: epochMs(),
});
export type AgreementVersionRow = z.infer<typeof AgreementVersionRow>;

/** A signature: a side's confirmation of a version by its hash. Append-only. */
export const AgreementSignature = z.object({
  side: AgreementSide,
  userName: z.string(),
  version: int(),
  hash: z.string(),
  createTime: epochMs(),
});

/** The record both sides read: what happened, by whom, when (comments included). Append-only. */
export const AGREEMENT_EVENT_KINDS = [
  'drafted',
  'proposed',
  'commented',
  'confirmed',
  'signed',
  'delivered',
  'accepted',
  'rejected',
  'paid',
  'stageOverdue',
  'deliveryOverdue',
  'completed',
  'terminated',
] as const;
export const AgreementEventKind = z.enum(AGREEMENT_EVENT_KINDS);
export type AgreementEventKind = z.infer<typeof AgreementEventKind>;
export const AgreementEvent = z.object({
  id: int(),
  kind: AgreementEventKind,
  /** null for what the platform did itself (an overdue flag). */
  side: AgreementSide.nullable(),
  userName: z.string().nullable(),
  /** The comment, reason or what the event is about (a version, a line, a stage, an amount), as text to show. */
  text: z.string(),
  createTime: epochMs(),
});
export type AgreementEvent = z.infer<typeof AgreementEvent>;

export const DeliveryState = z.enum(['pending', 'accepted', 'rejected']);
export type DeliveryState = z.infer<typeof DeliveryState>;
export const AgreementDelivery = z.object({
  id: int(),
  lineNo: int(),
  quantity: z.number(),
  deliveredOn: isoDate(),
  note: z.string(),
  state: DeliveryState,
  reason: z.string().nullable(),
  createTime: epochMs(),
  decideTime: epochMs().nullable(),
});
export type AgreementDelivery = z.infer<typeof AgreementDelivery>;

/** How far one line is: delivered (pending or accepted), accepted, and whether its delivery date has passed short. */
export const LineProgress = z.object({
  lineNo: int(),
  quantity: z.number(),
  delivered: z.number(),
  accepted: z.number(),
  overdue: z.boolean(),
});
export const StageProgress = z.object({
  stageNo: int(),
  amount: z.number(),
  paid: z.number(),
  /** When it falls due (YYYY-MM-DD), null while its condition is not met. */
  dueDate: isoDate().nullable(),
  overdue: z.boolean(),
});
export const AgreementPayment = z.object({ id: int(), stageNo: int(), amount: z.number(), createTime: epochMs() });

/** After signing: deliveries and payments against the signed version, and the progress of each line and stage. */
export const AgreementExecution = z.object({
  lines: z.array(LineProgress),
  stages: z.array(StageProgress),
  deliveries: z.array(AgreementDelivery),
  payments: z.array(AgreementPayment),
  /** Accepted amount ÷ total and paid ÷ total, 0–100, two decimals. */
  acceptedPercent: z.number(),
  paidPercent: z.number(),
});
export type AgreementExecution = z.infer<typeof AgreementExecution>;

/** One contract as either side reads it. */
export const Agreement = z.object({
  id: int(),
  agreementNo: z.string(),
  state: AgreementState,
  viewerSide: AgreementSide,
  source: z.object({ type: AgreementSource, id: int(), code: z.string(), title: z.string() }),
  order: z.object({ id: int(), orderNo: z.string() }),
  buyer: AgreementParty,
  supplier: AgreementParty,
  currency: Currency,
  /** The award's amount for these lines: the ceiling of the total (39013). */
  awardAmount: z.number(),
  /** The current version (the last proposed), and its terms. */
  version: int(),
  hash: z.string(),
  terms: AgreementTerms,
  versions: z.array(AgreementVersionRow),
  signatures: z.array(AgreementSignature),
  signedVersion: int().nullable(),
  signTime: epochMs().nullable(),
  events: z.array(AgreementEvent),
  execution: AgreementExecution.nullable(),
  endReason: z.string().nullable(),
  endTime: epochMs().nullable(),
  createTime: epochMs(),
});
export type Agreement = z.infer<typeof Agreement>;

/** A row of either side's contract lists (and of the execution lists, with the progress figures). */
export const AgreementRow = z.object({
  id: int(),
  agreementNo: z.string(),
  title: z.string(),
  state: AgreementState,
  source: z.object({ type: AgreementSource, id: int(), code: z.string() }),
  /** The other side. */
  counterpart: AgreementParty,
  startDate: z.string(),
  endDate: z.string(),
  totalAmount: z.number(),
  currency: Currency,
  version: int(),
  /** Whether the viewer's side has confirmed the current version (while negotiating). */
  confirmedByMe: z.boolean(),
  acceptedAmount: z.number(),
  paidAmount: z.number(),
  overdue: z.boolean(),
  createTime: epochMs(),
});
export type AgreementRow = z.infer<typeof AgreementRow>;

/** An award for one supplier that a contract may be drafted from: the purchase order the award made. */
export const ContractableAward = z.object({
  orderId: int(),
  orderNo: z.string(),
  source: z.object({ type: AgreementSource, id: int(), code: z.string(), title: z.string() }),
  supplier: AgreementParty,
  awardTime: epochMs(),
  totalAmount: z.number(),
  currency: Currency,
  /** The award's lines, and the contract each already belongs to (null: free). */
  lines: z.array(
    z.object({
      lineNo: int(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      amount: z.number(),
      agreementId: int().nullable(),
    }),
  ),
});
export type ContractableAward = z.infer<typeof ContractableAward>;

/** One change between two versions, row by row: a section, what in it (a line's or a stage's number, or a field), before and after as text. */
export const AgreementChange = z.object({
  section: z.enum(['basics', 'line', 'stage', 'delivery', 'text', 'attachments']),
  key: z.string(),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AgreementChange = z.infer<typeof AgreementChange>;
export const AgreementDiff = z.object({ from: int(), to: int(), changes: z.array(AgreementChange) });
export type AgreementDiff = z.infer<typeof AgreementDiff>;

/** The placeholders a template may hold ({{supplier}} …), filled in by the draft read; the portal lists them with their meaning. */
export const AGREEMENT_PLACEHOLDERS = ['buyer', 'supplier', 'agreementNo', 'total', 'currency', 'startDate', 'endDate', 'source'] as const;
export type AgreementPlaceholder = (typeof AGREEMENT_PLACEHOLDERS)[number];

/** A text the buyer keeps to start its contracts from; placeholders such as {{supplier}} are filled in when drafting. */
export const AgreementTemplate = z.object({ id: int(), name: z.string(), body: z.string(), updateTime: epochMs() });
export type AgreementTemplate = z.infer<typeof AgreementTemplate>;
