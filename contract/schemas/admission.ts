// Supplier admission (docs/product/rules.md#roles-and-permissions): a supplier's application to a buyer,
// its history, the buyer's review, and the admitted suppliers with their lifecycle stage.
import { z } from 'zod';
import { LIFECYCLE_STAGES } from './member-rules.ts';
import { NamedCategory } from './member-centre.ts';
import { epochMs, int } from './shared.ts';
import { SupplierApplicationState } from './shop.ts';
import { UploadedFile } from './uploads.ts';

export const LifecycleStageSchema = z.enum(LIFECYCLE_STAGES);
/** Where an application stands: waiting for the buyer, admitted, rejected (the shop link's words). */
export const AdmissionState = z.enum(['pending', 'admitted', 'rejected']);
export type AdmissionState = z.infer<typeof AdmissionState>;

/** The supplier's company as its profile read when it applied. */
export const ApplicationCompany = z.object({
  name: z.string(),
  logo: z.string(),
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  areas: z.string(),
  /** In ten thousand yuan. */
  registeredCapital: z.number(),
  establishmentDate: epochMs().nullable(),
  describe: z.string(),
});
export type ApplicationCompany = z.infer<typeof ApplicationCompany>;

export const ApplicationParty = z.object({ memberId: int(), roleId: int(), name: z.string() });
export const ApplicationContact = z.object({ name: z.string(), phone: z.string(), email: z.string() });

/** One line of an application's history, oldest first; append-only. */
export const ApplicationEvent = z.object({
  id: int(),
  kind: z.enum(['submitted', 'approved', 'rejected', 'stageChanged']),
  /** A rejection's reason, or the note of an approval or stage change. */
  reason: z.string().nullable(),
  /** The user who acted ('' for history the platform seeded). */
  actorName: z.string(),
  /** A stage change: from and to. */
  stage: z.object({ from: LifecycleStageSchema, to: LifecycleStageSchema }).nullable(),
  createTime: epochMs(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;

/** An application (an admission) as its supplier and its buyer see it. */
export const Application = z.object({
  /** The shop link's validateId. */
  id: int(),
  state: AdmissionState,
  buyer: ApplicationParty.extend({ shopId: int().nullable() }),
  supplier: ApplicationParty,
  company: ApplicationCompany.nullable(),
  categories: z.array(NamedCategory),
  documents: z.array(UploadedFile),
  contact: ApplicationContact,
  remark: z.string(),
  submitTime: epochMs().nullable(),
  decideTime: epochMs().nullable(),
  rejectReason: z.string().nullable(),
  /** Once admitted: the stage, and whether lifecycle rule 1 lets it quote and register. */
  lifecycleStage: LifecycleStageSchema.nullable(),
  stageAllows: z.boolean(),
  history: z.array(ApplicationEvent),
  /** The caller is the supplier and the buyer rejected it: it may apply again. */
  canReapply: z.boolean(),
  /** The caller is the buyer and it waits for a decision. */
  canDecide: z.boolean(),
});
export type Application = z.infer<typeof Application>;

/** A line of the supplier's and the buyer's application lists. */
export const ApplicationRow = z.object({
  id: int(),
  state: AdmissionState,
  buyer: ApplicationParty,
  supplier: ApplicationParty,
  /** The categories applied for, joined with '、'. */
  categoryNames: z.string(),
  documentCount: int(),
  submitTime: epochMs().nullable(),
  decideTime: epochMs().nullable(),
});
export type ApplicationRow = z.infer<typeof ApplicationRow>;

/** The apply page: the buyer, the supplier's company from its profile, and where it stands with this buyer. */
export const ApplyForm = z.object({
  buyer: ApplicationParty.extend({ shopId: int().nullable() }),
  company: ApplicationCompany,
  /** The profile's main categories: the categories to offer, prefilled. */
  categories: z.array(NamedCategory),
  contact: ApplicationContact,
  /** notApplied, pending, admitted or rejected, and the application's id when there is one. */
  state: SupplierApplicationState,
  applicationId: int().nullable(),
  /** Whether apply would be taken now (never applied, or rejected). */
  canApply: z.boolean(),
});
export type ApplyForm = z.infer<typeof ApplyForm>;

/** A supplier the buyer admitted, with its lifecycle stage. */
export const AdmittedSupplier = z.object({
  /** The admission (application) id. */
  id: int(),
  supplier: ApplicationParty,
  logo: z.string(),
  stage: LifecycleStageSchema,
  /** Lifecycle rule 1: the stage lets it quote and register. */
  stageAllows: z.boolean(),
  admitTime: epochMs().nullable(),
});
export type AdmittedSupplier = z.infer<typeof AdmittedSupplier>;
