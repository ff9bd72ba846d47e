// The browser's side of an upload (docs/decisions/011-members-and-admission.md#file-storage): the
// size and type checked first for comfort (the platform checks again, by content), then the file
// posted to the portal's relay (/resources/upload) with an idempotency key of its own.
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadPurpose } from '#contract/schemas/member-rules.ts';
import type { UploadedFile } from '#contract/schemas/uploads.ts';

export const UPLOAD_PATH = '/resources/upload';

/** What the file inputs offer: the types a purpose takes. */
export function acceptFor(purpose: UploadPurpose): string {
  return UPLOAD_TYPES[purpose].join(',');
}

export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; message: string };

/** The refusal code of a file before it is sent: 1108 too large, 1107 a type the purpose does not take; null when it may go. */
export function refusalOf(file: { size: number; type: string }, purpose: UploadPurpose): 1107 | 1108 | null {
  if (file.size > UPLOAD_MAX_BYTES) return 1108;
  if (file.type && !UPLOAD_TYPES[purpose].includes(file.type)) return 1107;
  return null;
}

function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Uploads one file; `message(code)` words a refusal found before sending, in the user's language. */
export async function uploadFile(file: File, purpose: UploadPurpose, message: (code: number) => string): Promise<UploadOutcome> {
  const refused = refusalOf(file, purpose);
  if (refused !== null) return { ok: false, message: message(refused) };
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  try {
    const response = await fetch(`${UPLOAD_PATH}?purpose=${purpose}&key=${freshKey()}`, { method: 'POST', body });
    const answer = (await response.json()) as { ok: true; file: UploadedFile } | { ok: false; message: string };
    return answer.ok ? { ok: true, file: answer.file } : { ok: false, message: answer.message };
  } catch {
    return { ok: false, message: message(0) };
  }
}
