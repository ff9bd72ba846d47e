// A POST the portal answers without reading its body (a 404, a 405, a visitor sent to log in, an
// upload refused) must not leave its keep-alive connection stuck: the next request on the same
// socket is answered at once, or the answer said `Connection: close` and the connection ends
// cleanly (server/early-answers.ts). Raw sockets against the built portal and the real platform.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { UPLOAD_MAX_BYTES } from '#contract/schemas.ts';
import { built, logIn, type Stack, startStack } from '#tests/support/portal-process.ts';
import { chunked, RawConnection, type RawOutcome, requestHead } from '#tests/support/raw-http.ts';

const ENGLISH = 'LX_LANG=ZW4tVVM=';
const KOREAN = `LX_LANG=${Buffer.from('ko-KR').toString('base64')}`;
/** Well under a second: a stuck connection waited for the keep-alive time-out, 66 s. */
const PROMPT_MS = 1000;
const BOUNDARY = 'early-answer-boundary';

type Framing = 'length' | 'chunked';
type Body = { name: string; bytes: number; framing: Framing };
type EarlyAnswer = { name: string; path: string; status: number[]; member?: boolean; upload?: boolean; origin?: string };

const BODIES: Body[] = [
  { name: '1 KB with a length', bytes: 1024, framing: 'length' },
  { name: '256 KB with a length', bytes: 256 * 1024, framing: 'length' },
  { name: '256 KB chunked', bytes: 256 * 1024, framing: 'chunked' },
];

const EARLY_ANSWERS: EarlyAnswer[] = [
  { name: 'a page that does not exist', path: '/no-such-page', status: [404, 405] },
  { name: 'a page without an action (the home)', path: '/', status: [405] },
  { name: "the home's data URL", path: '/_.data', status: [405] },
  { name: 'an image path (the /files proxy takes GET only)', path: '/files/no-such.svg', status: [404, 405] },
  { name: "a visitor's POST to the member centre", path: '/memberCenter', status: [302] },
  { name: "a visitor's upload", path: '/resources/upload?purpose=document&key=early-answer-01', status: [401], upload: true },
  { name: "a member's upload without a purpose", path: '/resources/upload?key=early-answer-02', status: [400], member: true, upload: true },
  { name: 'a POST from another site', path: '/login', status: [403], origin: 'https://evil.example' },
];

/** The body as sent: a multipart envelope around random bytes for an upload, else a form field. */
function payload(upload: boolean | undefined, bytes: number): { contentType: string; body: Buffer } {
  if (!upload) return { contentType: 'application/x-www-form-urlencoded', body: Buffer.from(`field=${'a'.repeat(bytes - 6)}`) };
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const file = randomBytes(bytes - head.length - tail.length);
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.concat([Buffer.from(head), file, Buffer.from(tail)]) };
}

describe.skipIf(!built)('early answers on a keep-alive connection (built portal, real platform)', () => {
  let stack: Stack;
  let member: string;
  let host: string;

  beforeAll(async () => {
    stack = await startStack();
    host = new URL(stack.portal.url).host;
    member = await logIn(stack.portal, 'supplier');
  }, 120_000);
  afterAll(() => stack?.stop());

  function headers(answer: Pick<EarlyAnswer, 'member' | 'origin'>, extra: Record<string, string>, language = ENGLISH): Record<string, string> {
    const cookie = answer.member ? `${language}; ${member}` : language;
    return { host, origin: answer.origin ?? stack.portal.url, cookie, ...extra };
  }

  describe.each(EARLY_ANSWERS)('a POST to $name', (answer) => {
    it.each(BODIES)('with a body of $name: the next request on the socket is answered at once, or the socket is closed', async (body) => {
      const connection = await RawConnection.open(stack.portal.url);
      try {
        const { contentType, body: bytes } = payload(answer.upload, body.bytes);
        const framing: Record<string, string> =
          body.framing === 'length' ? { 'content-length': String(bytes.length) } : { 'transfer-encoding': 'chunked' };
        await connection.write(requestHead('POST', answer.path, headers(answer, { 'content-type': contentType, ...framing })));
        await connection.write(body.framing === 'length' ? bytes : chunked(bytes));
        const first = await connection.next(10_000);
        expect(answer.status).toContain(first.status);
        if (first.status !== undefined && first.headers.connection === 'close') {
          expect(await connection.closing(PROMPT_MS)).toBe('end');
          return;
        }
        await connection.write(requestHead('GET', '/healthz', { host }));
        expect((await connection.next(PROMPT_MS)).status).toBe(200);
      } finally {
        connection.close();
      }
    });
  });

  it("a member's upload whose Content-Length is over 10 MB is refused with 1108, Connection: close, and the connection ends cleanly", async () => {
    const connection = await RawConnection.open(stack.portal.url);
    try {
      const length = UPLOAD_MAX_BYTES + 1024 * 1024;
      const head = requestHead(
        'POST',
        '/resources/upload?purpose=document&key=early-answer-03',
        headers(
          { member: true },
          {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'content-length': String(length),
          },
        ),
      );
      await connection.write(head);
      // The first megabyte only: the browser is still sending when the answer comes.
      await connection.write(randomBytes(1024 * 1024));
      const answer = await connection.next(10_000);
      expect(answer.status).toBe(413);
      if (answer.status === undefined) return;
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ ok: false, code: 1108, message: 'The file is too large: each file may be at most 10 MB' });
      expect(await connection.closing(PROMPT_MS)).toBe('end');
    } finally {
      connection.close();
    }
  });
  it("a member's chunked upload past 10 MB gets the 1108 answer in the member's language, then the connection ends cleanly", async () => {
    const connection = await RawConnection.open(stack.portal.url);
    try {
      const uploadHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' };
      await connection.write(
        requestHead('POST', '/resources/upload?purpose=document&key=early-answer-04', headers({ member: true }, uploadHeaders, KOREAN)),
      );
      const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      await connection.write(`${Buffer.byteLength(head).toString(16)}\r\n${head}\r\n`);
      // The browser keeps sending, 64 KB at a time, until an answer comes (at most 16 MB).
      const piece = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(64 * 1024), Buffer.from('\r\n')]);
      let answer: RawOutcome = { timedOut: true };
      for (let sent = 0; sent < 16 << 20 && 'timedOut' in answer; sent += 64 * 1024) {
        answer = await connection.next(0);
        if ('timedOut' in answer && !(await connection.write(piece))) answer = await connection.next(0);
      }
      if ('timedOut' in answer) answer = await connection.next(10_000);
      expect(answer.status).toBe(413);
      if (answer.status === undefined) return;
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ ok: false, code: Code.FILE_TOO_LARGE, message: messageFor(Code.FILE_TOO_LARGE, 'ko-KR') });
      expect(await connection.closing(PROMPT_MS)).toBe('end');
    } finally {
      connection.close();
    }
  });

  it("a member's compressed upload (Content-Encoding: gzip) is refused with 1104 in the member's language, and the connection serves the next request", async () => {
    const connection = await RawConnection.open(stack.portal.url);
    try {
      const body = gzipSync(payload(true, 64 * 1024).body);
      const uploadHeaders = {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-encoding': 'gzip',
        'content-length': String(body.length),
      };
      await connection.write(
        requestHead('POST', '/resources/upload?purpose=document&key=early-answer-05', headers({ member: true }, uploadHeaders, KOREAN)),
      );
      await connection.write(body);
      const answer = await connection.next(10_000);
      expect(answer.status).toBe(415);
      if (answer.status === undefined) return;
      expect(JSON.parse(answer.body)).toEqual({
        ok: false,
        code: Code.CONTENT_TYPE_UNSUPPORTED,
        message: messageFor(Code.CONTENT_TYPE_UNSUPPORTED, 'ko-KR'),
      });
      await connection.write(requestHead('GET', '/healthz', { host }));
      expect((await connection.next(PROMPT_MS)).status).toBe(200);
    } finally {
      connection.close();
    }
  });
});
