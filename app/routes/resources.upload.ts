// POST /resources/upload?purpose=image|document&key=<idempotency key>: a member's file (multipart, one
// part `file`, at most 10 MB) streamed on to the platform (bff/upload-relay.server.ts). Answers JSON:
// the uploaded file (its id and URL), or the refusal in the user's language; never cached.
import { data } from 'react-router';
import { relayUpload, type UploadAnswer } from '#bff/upload-relay.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.upload.ts';

export type { UploadAnswer };

export async function action({ request, context }: Route.ActionArgs) {
  const { status, answer } = await relayUpload(request, getLocale(context));
  return data(answer, { status, headers: { 'Cache-Control': 'no-store' } });
}
