// Files as entities point at them: an attachment's name and the /files/… address the platform serves.
import { z } from 'zod';

/** An attached file; the platform serves `url` (/files/…), the portal proxies it. */
/** fileId: an uploaded file's id (uploaded_files), when the attachment is one: a form that edits it can keep it. */
export const Attachment = z.object({ name: z.string(), url: z.string(), fileId: z.number().int().optional() });
export type Attachment = z.infer<typeof Attachment>;
