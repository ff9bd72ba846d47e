// The files domain's HTTP routes: POST /member/file/upload (uploads.ts); GET /api/files/u/{key}, an
// uploaded file to whoever may read it (queries.ts), else the catalogue's 404 (HTTP 404); and GET
// /api/files/*, the generated pictures (images.ts), documents and album pages (documents.ts) the
// data refers to, where the URL decides the file and anything else is a 404.
import type { FastifyPluginAsync } from 'fastify';
import { Code } from '#contract/codes.ts';
import { api, Header } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import type { ResolveCaller } from '../http/caller.ts';
import { route, sendEnvelope, type Route } from '../http/route.ts';
import { generatedFile } from './documents.ts';
import { parseImagePath, renderSvg } from './images.ts';
import { readableFile } from './queries.ts';
import type { FileStorage } from './storage.ts';
import { uploadFile } from './uploads.ts';

export function uploadRoutes(context: PlatformContext, storage: FileStorage): Route[] {
  return [route(api.upload.file, 'login', (input) => uploadFile(context, storage, input), { multipart: true })];
}

/** GET /files/u/{key}: the file to whoever may read it, else the catalogue's 404 (HTTP 404). */
export function uploadedFilesPlugin({ db }: PlatformContext, storage: FileStorage, resolveCaller: ResolveCaller): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { key: string } }>('/files/u/:key', async (request, reply) => {
      const token = request.headers[Header.token];
      const file = await readableFile(db, request.params.key, async () => (typeof token === 'string' && token ? resolveCaller(token) : null));
      const bytes = file ? await storage.get(file.key) : null;
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

export const filesPlugin: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/files/*', (request, reply) => {
    const path = request.params['*'];
    const image = parseImagePath(path);
    const file = image ? { contentType: 'image/svg+xml; charset=utf-8', body: renderSvg(image) } : generatedFile(path);
    if (!file) return sendEnvelope(reply, Code.NOT_FOUND, null, { status: 404 });
    if ('policy' in file && file.policy) reply.header('content-security-policy', file.policy);
    return reply.type(file.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400').send(file.body);
  });
};
