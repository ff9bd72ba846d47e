// GET /api/files/*: the generated pictures the data refers to (see images.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Code } from '../../contract/codes.ts';
import { sendEnvelope } from '../http/route.ts';
import { parseImagePath, renderSvg } from './images.ts';

export const filesPlugin: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/files/*', (request, reply) => {
    const image = parseImagePath(request.params['*']);
    if (!image) return sendEnvelope(reply, Code.NOT_FOUND, null, { status: 404 });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderSvg(image));
  });
};
