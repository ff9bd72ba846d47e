// The uploads relay against the real platform (PGlite in memory) through the counting proxy: a
// member's PDF reaches the platform and comes back as a file; more than 10 MB is refused with 1108
// before the platform is asked when Content-Length says so, and as the bytes pass when it does not;
// a visitor is refused; the type is the platform's to judge (by content); a compressed body is refused unread.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { UPLOAD_MAX_BYTES } from '#contract/schemas.ts';
import { png } from '#platform/testing/image-bombs.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from './member/member.server.ts';
import { MULTIPART_OVERHEAD_BYTES, relayUpload } from './upload-relay.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const UPLOAD_PATH = '/api/member/file/upload';

async function memberCookie(): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'en-US', 'supplier', 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

function multipart(bytes: Uint8Array, name: string): { body: Uint8Array; contentType: string } {
  const boundary = 'relay-test-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head, 0);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

type UploadOptions = {
  name?: string;
  withLength?: boolean;
  key?: string;
  /** The whole multipart body gzipped, with `Content-Encoding: gzip`. */
  gzip?: boolean;
  /** Told when the relay cancels a streamed body. */
  onCancel?: () => void;
};

function uploadRequest(cookie: string | null, bytes: Uint8Array, options: UploadOptions = {}): Request {
  const form = multipart(bytes, options.name ?? 'licence.pdf');
  const body = options.gzip ? new Uint8Array(gzipSync(form.body)) : form.body;
  const headers: Record<string, string> = { 'content-type': form.contentType };
  if (options.gzip) headers['content-encoding'] = 'gzip';
  if (cookie) headers.cookie = cookie;
  const key = options.key ?? `k${Math.random().toString(36).slice(2, 12)}`;
  const url = `http://localhost/resources/upload?purpose=document&key=${key}`;
  if (options.withLength === false) {
    // A streamed body: no Content-Length, the relay counts the bytes as they go, a megabyte at a time.
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= body.length) return controller.close();
        controller.enqueue(body.slice(at, at + (1 << 20)));
        at += 1 << 20;
      },
      cancel: options.onCancel,
    });
    return new Request(url, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
  }
  headers['content-length'] = String(body.length);
  return new Request(url, { method: 'POST', headers, body: body as BodyInit });
}

const uploadCalls = () => upstream().calls.filter((path) => path.startsWith(UPLOAD_PATH));

describe('the uploads relay', () => {
  it("passes a member's PDF on to the platform and answers the file", async () => {
    const { status, answer } = await relayUpload(uploadRequest(await memberCookie(), PDF), 'en-US');
    expect(status).toBe(200);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.file).toMatchObject({ name: 'licence.pdf', contentType: 'application/pdf', purpose: 'document' });
    expect(answer.file.url).toMatch(/^\/files\/u\/[0-9a-f-]{36}$/);
  });

  it('refuses more than 10 MB with 1108 in the user language before asking the platform, when Content-Length says so', async () => {
    const { status, answer } = await relayUpload(
      uploadRequest(await memberCookie(), new Uint8Array(UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)),
      'en-US',
    );
    expect(status).toBe(413);
    expect(answer).toEqual({ ok: false, code: 1108, message: 'The file is too large: each file may be at most 10 MB' });
    expect(uploadCalls()).toHaveLength(0);
  });

  it('refuses more than 10 MB with 1108 as the bytes pass, when the body comes without a length', async () => {
    const { status, answer } = await relayUpload(
      uploadRequest(await memberCookie(), new Uint8Array(UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES), { withLength: false }),
      'en-US',
    );
    expect(status).toBe(413);
    expect(answer).toMatchObject({ ok: false, code: 1108 });
  });

  it("refuses a streamed upload past 10 MB in the user's language without cancelling the browser's body (that reset the connection before the 1108 answer)", async () => {
    let cancelled = false;
    // 4 MB more: the browser is still sending when the limit passes.
    const request = uploadRequest(await memberCookie(), new Uint8Array(UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES + (4 << 20)), {
      withLength: false,
      onCancel: () => {
        cancelled = true;
      },
    });
    const { status, answer } = await relayUpload(request, 'ko-KR');
    expect(status).toBe(413);
    expect(answer).toEqual({ ok: false, code: Code.FILE_TOO_LARGE, message: messageFor(Code.FILE_TOO_LARGE, 'ko-KR') });
    expect(cancelled).toBe(false);
  });

  it('refuses a compressed upload (Content-Encoding: gzip) with 1104 in the user language, unread and without asking the platform', async () => {
    const { status, answer } = await relayUpload(uploadRequest(await memberCookie(), PDF, { gzip: true }), 'zh-CN');
    expect(status).toBe(415);
    expect(answer).toEqual({ ok: false, code: Code.CONTENT_TYPE_UNSUPPORTED, message: '不支持的内容类型' });
    expect(uploadCalls()).toHaveLength(0);
  });

  it("passes the platform's refusal of a type on (1107: the content is no PDF, whatever the name)", async () => {
    const { answer } = await relayUpload(uploadRequest(await memberCookie(), new TextEncoder().encode('plain text'), { name: 'fake.pdf' }), 'en-US');
    expect(answer).toMatchObject({ ok: false, code: 1107 });
  });

  it("passes the platform's refusal of a picture bomb on in the user's language (1111: 30,000 × 30,000 px)", async () => {
    const bomb = png({ width: 30_000, height: 30_000 });
    const { status, answer } = await relayUpload(uploadRequest(await memberCookie(), bomb, { name: 'scan.png' }), 'ko-KR');
    expect(status).toBe(400);
    expect(answer).toEqual({ ok: false, code: Code.IMAGE_TOO_LARGE, message: `${messageFor(Code.IMAGE_TOO_LARGE, 'ko-KR')}: 30000×30000 px` });
  });

  it('refuses a visitor (401, login expired) without asking the platform', async () => {
    const { status, answer } = await relayUpload(uploadRequest(null, PDF), 'en-US');
    expect(status).toBe(401);
    expect(answer).toMatchObject({ ok: false, code: 1101 });
    expect(uploadCalls()).toHaveLength(0);
  });
});
