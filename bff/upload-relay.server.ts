// The uploads relay (docs/decisions/011-members-and-admission.md#file-storage): a member's multipart
// upload streamed on to the platform's /member/file/upload with the member's headers, never held
// whole in the portal. Past UPLOAD_MAX_BYTES (and the multipart envelope around it) it is refused
// with the platform's 1108 message: at once when Content-Length says so, else as soon as the bytes
// passing through do. A compressed body (Content-Encoding) is refused with 1104 (HTTP 415), unread
// (contract/content-encoding.ts).
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Code, messageFor } from '#contract/codes.ts';
import { isIdentityEncoding } from '#contract/content-encoding.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { IDEMPOTENCY_KEY_PATTERN, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, type UploadedFile, type UploadPurpose } from '#contract/schemas.ts';
import { upstreamContext } from './request-context.server.ts';
import { relayUpstream } from './upstream.server.ts';

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const RELAY_LIMIT = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export type UploadAnswer = { ok: true; file: UploadedFile } | { ok: false; code: number; message: string };

class TooLarge extends Error {}

/** Passes bytes on until more than `limit` have gone by, then fails the stream. */
function limited(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new TooLarge());
      else done(null, chunk);
    },
  });
}

export async function relayUpload(request: Request, locale: Locale): Promise<{ status: number; answer: UploadAnswer }> {
  const refuse = (status: number, code: number) => ({ status, answer: { ok: false as const, code, message: messageFor(code, locale) } });
  const ctx = await upstreamContext(request, locale);
  if (!ctx.auth) return refuse(401, Code.LOGIN_EXPIRED);
  const url = new URL(request.url);
  const purpose = UPLOAD_PURPOSES.find((value) => value === url.searchParams.get('purpose')) as UploadPurpose | undefined;
  const idempotencyKey = url.searchParams.get('key') ?? '';
  const contentType = request.headers.get('content-type') ?? '';
  if (!purpose || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey) || !contentType.startsWith('multipart/form-data'))
    return refuse(400, Code.PARAM_INVALID);
  // Refused before reading the body: the portal's server drops it after the answer or closes the
  // connection (server/early-answers.ts).
  if (!isIdentityEncoding(request.headers.get('content-encoding'))) return refuse(415, Code.CONTENT_TYPE_UNSUPPORTED);
  const length = Number(request.headers.get('content-length'));
  if (Number.isFinite(length) && length > RELAY_LIMIT) return refuse(413, Code.FILE_TOO_LARGE);
  if (!request.body) return refuse(400, Code.FILE_MISSING);
  const guard = limited(RELAY_LIMIT);
  const abort = new AbortController();
  let tooLarge = false;
  const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>).on('error', (error) => guard.destroy(error));
  guard.on('error', (error) => {
    if (error instanceof TooLarge) tooLarge = true;
    // The platform's request ends here: no half-sent body is left open.
    abort.abort(error);
    // The browser's body is only no longer read, never cancelled: cancelling it resets the browser's
    // connection before the answer reaches it. The portal's server closes it after the answer.
    body.unpipe(guard);
  });
  const result = await relayUpstream(api.upload.file, {
    ctx,
    query: { purpose, idempotencyKey },
    contentType,
    body: body.pipe(guard),
    signal: abort.signal,
  });
  if (tooLarge) return refuse(413, Code.FILE_TOO_LARGE);
  if (result.ok) return { status: 200, answer: { ok: true, file: result.data } };
  return { status: result.code === Code.LOGIN_EXPIRED ? 401 : 400, answer: { ok: false, code: result.code, message: result.message } };
}
