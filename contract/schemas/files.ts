// Files as entities point at them: an attachment's name and the /files/… address the platform serves.
import { z } from 'zod';

/** An attached file; the platform serves `url` (/files/…), the portal proxies it. */
export const Attachment = z.object({ name: z.string(), url: z.string() });
export type Attachment = z.infer<typeof Attachment>;
