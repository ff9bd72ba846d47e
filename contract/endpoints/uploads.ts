// Uploading a file (docs/decisions/011-members-and-admission.md#file-storage).
import { z } from 'zod';
import * as s from '../schemas.ts';
import type { Endpoint } from './shared.ts';
import { idempotencyKey } from './registration.ts';

export const UploadQuery = z.object({ purpose: s.UploadPurposeSchema, idempotencyKey: idempotencyKey() });
export type UploadQuery = z.input<typeof UploadQuery>;

export const uploadApi = {
  upload: {
    /**
     * POST multipart/form-data with one file in the part UPLOAD_FIELD ('file'), login. The type is
     * read from the content: 1107 when it is not one the purpose takes (UPLOAD_TYPES), 1108 over
     * UPLOAD_MAX_BYTES, 1109 without a file. The key may also come as the Idempotency-Key header.
     * The body schema is empty: the platform reads the multipart body itself.
     */
    file: {
      method: 'POST',
      path: '/member/file/upload',
      query: UploadQuery,
      body: z.object({}),
      data: s.UploadedFile,
    } satisfies Endpoint,
  },
} as const;
