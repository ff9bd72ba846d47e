// What an export answers when the platform would not give its data: the platform's message in the
// user's language as a short text, with the status a page of the same subject would have had
// (404 for what is not the member's, 503 while the platform does not answer, 502 otherwise).
import { notForMember, statusOfSubject } from '../page-status.server.ts';
import { toFound } from '../section.ts';
import type { UpstreamFailure } from '../upstream.server.ts';

export function refusal(failure: UpstreamFailure): Response {
  const found = toFound(failure);
  const status = notForMember(failure) ? 404 : found.status === 'ok' ? 502 : statusOfSubject(found);
  return new Response(failure.message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
