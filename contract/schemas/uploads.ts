// Files members upload (docs/decisions/011-members-and-admission.md#file-storage): a logo or shop
// picture (public), a qualification document (its owner and the buyers it was sent to).
import { z } from 'zod';
import { UPLOAD_PURPOSES } from './member-rules.ts';
import { epochMs, int } from './shared.ts';

export const UploadPurposeSchema = z.enum(UPLOAD_PURPOSES);

/** An uploaded file; `url` (/files/u/{key}) is served by the platform, through the portal's /files proxy. */
export const UploadedFile = z.object({
  id: int(),
  name: z.string(),
  /** Told from the content: application/pdf, image/jpeg or image/png. */
  contentType: z.string(),
  /** Bytes. */
  size: int(),
  purpose: UploadPurposeSchema,
  url: z.string(),
  createTime: epochMs(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
