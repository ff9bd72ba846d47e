// Files members upload (docs/decisions/011-members-and-admission.md#file-storage): POST
// /member/file/upload (multipart, one file), typed by its content (file-type reads the magic bytes),
// not its name, and kept in a FileStorage; GET /files/u/{key} serves it. An image (logo, shop
// pictures) is public, as the pages it is put on are; a document (a qualification) only to its
// owner and to the buyers an application of the owner's carries it to: to anyone else it is a 404.
import { randomUUID, createHash } from 'node:crypto';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Code } from '#contract/codes.ts';
import { isIdentityEncoding } from '#contract/content-encoding.ts';
import { api, Header } from '#contract/endpoints.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadedFile, type UploadPurpose } from '#contract/schemas.ts';
import { replaceControlCharacters } from '#contract/text.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { inquiries, inquiryMateriels, inquiryOpenings, messages, quoteRevisions, supplierAdmissions, uploadedFiles } from '../db/schema.ts';
import { OPEN as OPEN_COMPARISON } from '../inquiry/quotes.ts';
import type { Caller, ResolveCaller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import { route, sendEnvelope, type Route } from '../http/route.ts';
import { checkImageBounds } from './image-bounds.ts';
import type { FileStorage } from './storage.ts';

const NAME_MAX = 120;
/** The multipart error @fastify/multipart throws past the fileSize limit. */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** Where a file is served: the portal's /files proxy passes /files/u/{key} to the platform's /api/files/u/{key}. */
export function uploadedFileUrl(key: string): string {
  return `/files/u/${key}`;
}

/** The key of an uploaded file's URL, or null for any other URL (a generated picture). */
export function keyOfUrl(url: string): string | null {
  return /^\/files\/u\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? null;
}

type FileRow = typeof uploadedFiles.$inferSelect;

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    purpose: row.purpose,
    url: uploadedFileUrl(row.key),
    createTime: row.createTime.getTime(),
  };
}

/** The name to keep: its last path segment, without control characters, at most NAME_MAX characters. */
function cleanName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const kept = replaceControlCharacters(base).trim();
  return [...(kept || `file.${extension}`)].slice(-NAME_MAX).join('');
}

/**
 * The member's own files of `purpose` among `ids`, in the order asked: 1110 when one is not its own,
 * of another purpose, or unknown.
 */
export async function ownFiles(db: Db, memberId: number, ids: number[], purpose: UploadPurpose): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerMemberId, memberId), eq(uploadedFiles.purpose, purpose)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new BusinessError(Code.FILE_UNUSABLE, String(id));
    return row;
  });
}

/** Whether the caller may read a document: anyone when a published inquiry carries it; its owner; a buyer an application of the owner's carries it to; the recipient of a chat message that carries it; the buyer of an inquiry whose readable quote carries it. */
async function mayRead(db: Db, file: FileRow, caller: Caller | null): Promise<boolean> {
  if (file.purpose === 'image') return true;
  if (await publishedWithInquiry(db, file)) return true;
  if (!caller) return false;
  if (caller.memberId === file.ownerMemberId) return true;
  const [sentTo] = await db
    .select({ id: supplierAdmissions.id })
    .from(supplierAdmissions)
    .where(
      and(
        eq(supplierAdmissions.supplierMemberId, file.ownerMemberId),
        eq(supplierAdmissions.buyerMemberId, caller.memberId),
        eq(supplierAdmissions.buyerRoleId, caller.memberRoleId),
        sql`${supplierAdmissions.documentFileIds} @> array[${file.id}]::integer[]`,
      ),
    )
    .limit(1);
  if (sentTo !== undefined) return true;
  // A chat message to the caller's user carries it (docs/decisions/016-messages.md).
  const [inChat] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.toUserId, caller.userId), sql`${messages.payload}->>'fileId' = ${String(file.id)}`))
    .limit(1);
  if (inChat !== undefined) return true;
  // A quote's attachment, to the inquiry's buyer once it may read the quote: an open inquiry at
  // once, a sealed one after its opening (docs/decisions/017-rfq-sealed-quotes-and-currency.md).
  const asAttachment = JSON.stringify([{ url: uploadedFileUrl(file.key) }]);
  const [inQuote] = await db
    .select({ id: quoteRevisions.id })
    .from(quoteRevisions)
    .innerJoin(inquiries, eq(inquiries.id, quoteRevisions.inquiryId))
    .where(
      and(
        sql`${quoteRevisions.files} @> ${asAttachment}::jsonb`,
        eq(inquiries.memberId, caller.memberId),
        or(
          eq(inquiries.priceContrast, OPEN_COMPARISON),
          sql`exists (select 1 from ${inquiryOpenings} where ${inquiryOpenings.inquiryId} = ${inquiries.id})`,
        ),
      ),
    )
    .limit(1);
  return inQuote !== undefined;
}

/** Whether a published inquiry (or one of its materials) carries the file: then anyone may read it, as the detail page shows it. */
async function publishedWithInquiry(db: Db, file: FileRow): Promise<boolean> {
  const asAttachment = JSON.stringify([{ url: uploadedFileUrl(file.key) }]);
  const [found] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        ne(inquiries.state, 'draft'),
        or(
          sql`${inquiries.files} @> ${asAttachment}::jsonb`,
          sql`exists (select 1 from ${inquiryMateriels} where ${inquiryMateriels.parentId} = ${inquiries.id} and ${inquiryMateriels.files} @> ${asAttachment}::jsonb)`,
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
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

export function uploadRoutes({ db, now }: PlatformContext, storage: FileStorage): Route[] {
  return [
    route(
      api.upload.file,
      'login',
      async ({ query, caller, request }) => {
        const key = requestKey(query.idempotencyKey, request);
        // Refused unread, as the portal's relay does (contract/content-encoding.ts): parsed as a form, it was a 9999.
        if (!isIdentityEncoding(request.headers['content-encoding'])) throw new BusinessError(Code.CONTENT_TYPE_UNSUPPORTED);
        if (!request.isMultipart()) throw new BusinessError(Code.FILE_MISSING);
        const { part, bytes } = await readFilePart(request);
        if (bytes.length === 0) throw new BusinessError(Code.FILE_MISSING);
        const type = await fileTypeFromBuffer(bytes);
        if (!type || !UPLOAD_TYPES[query.purpose].includes(type.mime)) throw new BusinessError(Code.FILE_TYPE_REFUSED);
        checkImageBounds(bytes, type.mime);
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
              sha256: createHash('sha256').update(bytes).digest('hex'),
              createTime: new Date(now()),
            })
            .returning();
          return toUploadedFile(row!);
        });
        return result;
      },
      { multipart: true },
    ),
  ];
}

/** GET /files/u/{key}: the file to whoever may read it, else the catalogue's 404 (HTTP 404). */
export function uploadedFilesPlugin({ db }: PlatformContext, storage: FileStorage, resolveCaller: ResolveCaller): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { key: string } }>('/files/u/:key', async (request, reply) => {
      const { key } = request.params;
      const [file] = /^[0-9a-f-]{36}$/.test(key) ? await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key)) : [];
      const token = request.headers[Header.token];
      const caller = file && typeof token === 'string' && token ? await resolveCaller(token) : null;
      const bytes = file && (await mayRead(db, file, caller)) ? await storage.get(file.key) : null;
      if (!file || !bytes) return sendEnvelope(reply, Code.NOT_FOUND, null, { status: 404 });
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', file.purpose === 'image' ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .send(bytes);
    });
  };
}
