// Files members upload (docs/decisions/011-members-and-admission.md#file-storage): POST
// /member/file/upload (multipart, one file), typed by its content (file-type reads the magic bytes),
// not its name, and kept in a FileStorage; routes.ts serves it at GET /files/u/{key} to whoever may
// read it (queries.ts).
import { randomUUID, createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Code } from '#contract/codes.ts';
import { isIdentityEncoding } from '#contract/content-encoding.ts';
import type { api } from '#contract/endpoints.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadedFile } from '#contract/schemas.ts';
import { replaceControlCharacters } from '#contract/text.ts';
import type { PlatformContext } from '../context.ts';
import { uploadedFiles } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { checkImageBounds } from './image-bounds.ts';
import { toUploadedFile } from './queries.ts';
import type { FileStorage } from './storage.ts';

const NAME_MAX = 120;
/** The multipart error @fastify/multipart throws past the fileSize limit. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** The name to keep: its last path segment, without control characters, at most NAME_MAX characters. */
function cleanName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const kept = replaceControlCharacters(base).trim();
  return [...(kept || `file.${extension}`)].slice(-NAME_MAX).join('');
}

/**
 * The one file of a multipart body, read whole: 1109 without one, 1108 past UPLOAD_MAX_BYTES, 1105
 * when the body is no form or ends early (the request's fault, not a 9999). @fastify/multipart's
 * own coded errors go on to the app's error handler.
 */
async function readFilePart(request: FastifyRequest): Promise<{ part: MultipartFile; bytes: Buffer }> {
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
    if (!part) throw new BusinessError(Code.FILE_MISSING);
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === TOO_LARGE) throw new BusinessError(Code.FILE_TOO_LARGE);
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw new BusinessError(Code.BODY_UNPARSABLE);
  }
}

/** Stores the one file of the caller's multipart body as its own upload of the purpose asked for. */
export async function uploadFile(
  { db, now }: PlatformContext,
  storage: FileStorage,
  { query, caller, request }: RouteInput<typeof api.upload.file, 'login'>,
): Promise<UploadedFile> {
  // The key is checked before the body is read; its hash takes the file's digest once the bytes are in.
  requestKey(query.idempotencyKey, request);
  // Refused unread, as the portal's relay does (contract/content-encoding.ts): parsed as a form, it was a 9999.
  if (!isIdentityEncoding(request.headers['content-encoding'])) throw new BusinessError(Code.CONTENT_TYPE_UNSUPPORTED);
  if (!request.isMultipart()) throw new BusinessError(Code.FILE_MISSING);
  const { part, bytes } = await readFilePart(request);
  if (bytes.length === 0) throw new BusinessError(Code.FILE_MISSING);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !UPLOAD_TYPES[query.purpose].includes(type.mime)) throw new BusinessError(Code.FILE_TYPE_REFUSED);
  checkImageBounds(bytes, type.mime);
  const digest = createHash('sha256').update(bytes).digest('hex');
  const key = requestKey(query.idempotencyKey, request, `${digest}:${part.filename}`);
  const { result } = await once(db, `m${caller.memberId}:upload`, key, async (tx) => {
    const fileKey = randomUUID();
    await storage.put(fileKey, bytes);
    const [row] = await tx
      .insert(uploadedFiles)
      .values({
        key: fileKey,
        ownerMemberId: caller.memberId,
        ownerUserId: caller.userId,
        purpose: query.purpose,
        name: cleanName(part.filename, type.ext),
        contentType: type.mime,
        size: bytes.length,
        sha256: digest,
        createTime: new Date(now()),
      })
      .returning();
    return toUploadedFile(row!);
  });
  return result;
}
