// The upload endpoint's handling of the request itself, over raw HTTP: a compressed body is refused
// unread (1104), a form that ends early is the caller's fault (1105, not 9999), and no early answer
// leaves its keep-alive connection waiting for the rest of a body nobody reads.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { UPLOAD_MAX_BYTES } from '#contract/schemas.ts';
import { chunked, RawConnection, requestHead } from '#tests/support/raw-http.ts';
import { startPlatform } from '../server.ts';

const BOUNDARY = 'platform-upload-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const UPLOAD = `/api${api.upload.file.path}`;
/** Well under a second: a stuck connection would wait for the keep-alive time-out. */
const PROMPT_MS = 1000;

function form(file: Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

let keys = 0;
const uploadPath = () => `${UPLOAD}?purpose=document&idempotencyKey=platform-upload-${Date.now()}-${keys++}`;

describe('the upload endpoint, over raw HTTP', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let host: string;
  let token: string;

  beforeAll(async () => {
    platform = await startPlatform({ port: 0, dataDir: 'memory://', logLevel: 'silent' });
    host = new URL(platform.url).host;
    const login = await fetch(`${platform.url}/api${api.member.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'supplier', password: 'demo1234' }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }, 60_000);
  afterAll(() => platform?.close());

  /** Sends one upload on a fresh connection; its answer, and the connection for a next request. */
  async function upload(body: Buffer, headers: Record<string, string>, framing: 'length' | 'chunked' = 'length') {
    const connection = await RawConnection.open(platform.url);
    const sized: Record<string, string> = framing === 'length' ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' };
    const all = { host, token, 'accept-language': 'en-US', 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...sized, ...headers };
    await connection.write(requestHead('POST', uploadPath(), all));
    await connection.write(framing === 'length' ? body : chunked(body));
    const answer = await connection.next(10_000);
    if (answer.status === undefined) throw new Error(`no answer: ${JSON.stringify(answer)}`);
    return { answer, envelope: JSON.parse(answer.body) as { code: number; message: string }, connection };
  }

  it('refuses a compressed body (Content-Encoding: gzip) with 1104 in the caller language, without reading it as a form', async () => {
    const { envelope, connection } = await upload(gzipSync(form(PDF)), { 'content-encoding': 'gzip' });
    connection.close();
    expect(envelope).toMatchObject({ code: Code.CONTENT_TYPE_UNSUPPORTED, message: 'Unsupported content type' });
  });

  it('answers a form that ends early with 1105 (the caller sent a broken body), not 9999', async () => {
    const { answer, envelope, connection } = await upload(form(PDF).subarray(0, 120), {});
    connection.close();
    expect(answer.status).toBe(200);
    expect(envelope.code).toBe(Code.BODY_UNPARSABLE);
  });

  const early: Array<{ name: string; code: number; body: () => Buffer; headers: Record<string, string>; framing?: 'chunked' }> = [
    { name: "a visitor's upload", code: Code.LOGIN_EXPIRED, body: () => form(Buffer.alloc(256 * 1024)), headers: { token: '' } },
    {
      name: 'a compressed upload',
      code: Code.CONTENT_TYPE_UNSUPPORTED,
      body: () => gzipSync(form(Buffer.alloc(256 * 1024, 1))),
      headers: { 'content-encoding': 'gzip' },
    },
    { name: 'a file over 10 MB', code: Code.FILE_TOO_LARGE, body: () => form(Buffer.alloc(UPLOAD_MAX_BYTES + 1024)), headers: {} },
    {
      name: 'a chunked file over 10 MB',
      code: Code.FILE_TOO_LARGE,
      body: () => form(Buffer.alloc(UPLOAD_MAX_BYTES + 1024)),
      headers: {},
      framing: 'chunked',
    },
  ];
  it.each(early)('answers $name early and the next request on the connection at once', async ({ code, body, headers, framing }) => {
    const { envelope, connection } = await upload(body(), headers, framing);
    try {
      expect(envelope.code).toBe(code);
      await connection.write(requestHead('GET', '/api/manage/health', { host }));
      const next = await connection.next(PROMPT_MS);
      expect(next.status).toBeDefined();
    } finally {
      connection.close();
    }
  });
});
