// What the shop and detail suites share: the demo buyer as the lists and shop calls name it, an id
// no row has, a business answer's code, and a served attachment.
import { expect } from 'vitest';
import { api, type Endpoint } from '#contract/endpoints.ts';
import type { Attachment } from '#contract/schemas.ts';
import { INT4_MAX } from '#contract/vocabulary.ts';
import type { ApiClient, Call } from './client.ts';

/** An id no row has: the largest the database would take. */
export const UNKNOWN_ID = INT4_MAX;

export function storyHelpers({ raw, call, login, file }: ApiClient) {
  /** The demo buyer as the lists and shop calls name it. */
  async function demoBuyer() {
    const me = await call(api.member.current, { token: await login('buyer') });
    return { memberId: me.memberId, memberRoleId: me.memberRoleId };
  }

  /** A business answer: HTTP 200 with `code` and no data. */
  async function expectCode(endpoint: Endpoint, input: Call, code: number) {
    const answer = await raw(endpoint.method, endpoint.path, input);
    expect(answer, JSON.stringify(input)).toMatchObject({ status: 200, code, data: null });
  }

  /** An attachment the platform serves, with a name ending in its type. */
  async function expectServed(attachment: Attachment) {
    expect(attachment.url).toMatch(/^\/files\/doc\//);
    const response = await file(attachment.url);
    expect(response.status, attachment.url).toBe(200);
    const body = await response.text();
    if (attachment.name.endsWith('.pdf')) {
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(body.startsWith('%PDF-')).toBe(true);
    } else {
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(body).toContain(attachment.name.replace(/\.txt$/, ''));
    }
  }

  return { demoBuyer, expectCode, expectServed };
}
