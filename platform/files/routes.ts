// GET /api/files/*: the generated pictures (images.ts), documents and album pages (documents.ts)
// the data refers to. The URL decides the file; anything else is a 404.
import type { FastifyPluginAsync } from 'fastify';
import { Code } from '#contract/codes.ts';
import { sendEnvelope } from '../http/route.ts';
import { generatedFile } from './documents.ts';
import { parseImagePath, renderSvg } from './images.ts';

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
