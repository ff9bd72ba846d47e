// Image bombs at the upload (docs/security.md#files): a picture whose header declares more pixels or
// frames than IMAGE_MAX_* is refused with 1111 in the member's language, a header cut short with
// 1112, and neither is stored nor given a URL; a picture within the limits is kept and served as
// before. Its own seeded platform, once per database: api.test.ts (PGlite) and api.postgres.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { uploadedFiles } from '../db/schema.ts';
import { directoryStorage, type FileStorage } from '../files/storage.ts';
import { startPlatform, type RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { gif, jpeg, png, webp } from './image-bombs.ts';
import { freshKey, JPEG, memberHelpers, PNG } from './member-helpers.ts';
import type { SuiteDatabase } from './inquiry-fixture.ts';

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

export function describeImageBombSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let platform: RunningPlatform;
  let cleanup: (() => Promise<void>) | undefined;
  /** The keys the platform stored files under since it started (each story looks at its own). */
  const stored: string[] = [];
  const client = apiClient(() => platform.url);
  const { register, upload } = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });

  /** The files the member owns, as the platform recorded them. */
  const filesOf = (memberId: number) => platform.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerMemberId, memberId));

  const title = options.skipped ? `image bombs on ${databaseName} (skipped: ${options.skipped})` : `image bombs on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      const { cleanup: drop, ...platformOptions } = await database();
      cleanup = drop;
      const folder = directoryStorage(mkdtempSync(join(tmpdir(), 'portal-bomb-uploads-')), { removeOnClose: true });
      const counting: FileStorage = {
        ...folder,
        async put(key, bytes) {
          stored.push(key);
          await folder.put(key, bytes);
        },
      };
      platform = await startPlatform({ port: 0, now: () => NOW, logLevel: 'warn', ...platformOptions, fileStorage: counting });
    }, 120_000);
    afterAll(async () => {
      await platform?.close();
      await cleanup?.();
    });

    it('refuses a real 30,000 × 30,000 PNG and a 65,535² JPEG with 1111, for a picture or a document, and keeps nothing', async () => {
      const supplier = await register('supplier');
      const storedBefore = stored.length;
      const bombs = {
        'PNG, every row present': png({ width: 30_000, height: 30_000, decodable: true }),
        JPEG: jpeg({ width: 65_535, height: 65_535 }),
      };
      for (const [name, bytes] of Object.entries(bombs)) {
        for (const purpose of ['image', 'document'] as const) {
          const answer = await upload(supplier.token, bytes, 'logo.png', purpose);
          expect(answer, `${name} as ${purpose}`).toMatchObject({ code: Code.IMAGE_TOO_LARGE, data: null });
          expect(answer.message.startsWith(messageFor(Code.IMAGE_TOO_LARGE, 'zh-CN')), answer.message).toBe(true);
        }
      }
      const inEnglish = await client.multipart(api.upload.file.path, formOf(bombs.JPEG), {
        token: supplier.token,
        language: 'en-US',
        query: { purpose: 'image', idempotencyKey: freshKey() },
      });
      expect(inEnglish.message).toBe(`${messageFor(Code.IMAGE_TOO_LARGE, 'en-US')}: 65535×65535 px`);
      expect(stored.slice(storedBefore)).toEqual([]);
      expect(await filesOf(supplier.memberId)).toEqual([]);
    }, 60_000);

    it('refuses the animated bombs (APNG, GIF, WebP) and keeps nothing', async () => {
      const supplier = await register('supplier');
      const storedBefore = stored.length;
      const bombs = [
        png({ width: 1_000, height: 1_000, frames: 500 }),
        gif({ width: 100, height: 100, frames: 1_000 }),
        gif({ width: 65_535, height: 65_535 }),
        webp({ width: 16_383, height: 16_383, kind: 'lossy' }),
        webp({ width: 100_000, height: 100_000, kind: 'animated' }),
      ];
      for (const bytes of bombs) {
        // Not a type the uploads take (1107) before its size is even read.
        expect(await upload(supplier.token, bytes, 'banner.png', 'image')).toMatchObject({ code: Code.FILE_TYPE_REFUSED, data: null });
      }
      expect(stored.slice(storedBefore)).toEqual([]);
      expect(await filesOf(supplier.memberId)).toEqual([]);
    });

    it('refuses with 1112 a picture whose header is cut short or corrupt, and keeps nothing', async () => {
      const supplier = await register('supplier');
      const storedBefore = stored.length;
      const whole = png({ width: 200, height: 100 });
      const corrupt = Buffer.from(whole);
      corrupt[20] = corrupt[20]! ^ 0x01;
      for (const bytes of [whole.subarray(0, 40), corrupt, JPEG.subarray(0, 40)]) {
        expect(await upload(supplier.token, bytes, 'photo.png', 'image')).toMatchObject({ code: Code.IMAGE_UNREADABLE, data: null });
      }
      expect(stored.slice(storedBefore)).toEqual([]);
      expect(await filesOf(supplier.memberId)).toEqual([]);
    });

    it('still keeps and serves a picture within the limits', async () => {
      const supplier = await register('supplier');
      const storedBefore = stored.length;
      for (const bytes of [PNG, JPEG, png({ width: 4_000, height: 3_000 })]) {
        const answer = await upload(supplier.token, bytes, 'photo', 'image');
        expect(answer, answer.message).toMatchObject({ code: Code.SUCCESS });
        const served = await client.file((answer.data as { url: string }).url);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
      }
      expect(stored.slice(storedBefore)).toHaveLength(3);
      expect(await filesOf(supplier.memberId)).toHaveLength(3);
    });
  });
}

function formOf(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'bomb.jpg');
  return form;
}
