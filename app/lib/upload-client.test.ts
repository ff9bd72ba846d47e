import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#contract/schemas/member-rules.ts';
import { refusalOf } from './upload-client.ts';

describe('a file chosen for upload', () => {
  it('is refused over 10 MB (1108), whatever its type', () => {
    expect(refusalOf({ size: UPLOAD_MAX_BYTES + 1, type: 'application/pdf' }, 'document')).toBe(1108);
    expect(refusalOf({ size: UPLOAD_MAX_BYTES, type: 'application/pdf' }, 'document')).toBeNull();
  });

  it('is refused when the purpose does not take its type (1107): a PDF is a document, not an image', () => {
    expect(refusalOf({ size: 10, type: 'application/pdf' }, 'image')).toBe(1107);
    expect(refusalOf({ size: 10, type: 'image/gif' }, 'document')).toBe(1107);
    expect(refusalOf({ size: 10, type: 'image/png' }, 'image')).toBeNull();
  });

  it('goes when the browser cannot tell its type: the platform reads it from the content', () => {
    expect(refusalOf({ size: 10, type: '' }, 'document')).toBeNull();
  });
});
