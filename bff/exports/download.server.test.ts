// A downloaded file keeps its name in the user's language (docs/decisions/027-documents.md): RFC 5987's
// filename* for the browsers, a plain ASCII name beside it for the clients that read no other.
import { describe, expect, it } from 'vitest';
import { attachment, contentDisposition, fileName, XLSX_TYPE } from './download.server.ts';

describe('a download’s name', () => {
  it('is written in the user’s language with an ASCII name beside it', () => {
    expect(contentDisposition('询价单_2026-11-27.xlsx')).toBe(
      `attachment; filename="2026-11-27.xlsx"; filename*=UTF-8''%E8%AF%A2%E4%BB%B7%E5%8D%95_2026-11-27.xlsx`,
    );
    expect(contentDisposition('견적 비교_XJ5.xlsx')).toBe(
      `attachment; filename="XJ5.xlsx"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%20%EB%B9%84%EA%B5%90_XJ5.xlsx`,
    );
    expect(contentDisposition('Purchase_orders_2026-11-27.xlsx')).toBe(
      `attachment; filename="Purchase_orders_2026-11-27.xlsx"; filename*=UTF-8''Purchase_orders_2026-11-27.xlsx`,
    );
    // Nothing ASCII left: a neutral name, never an empty one.
    expect(contentDisposition('合同.pdf')).toBe(`attachment; filename="export.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf`);
  });

  it('is made of the file’s words and its subject, without what a file system or a header refuses', () => {
    expect(fileName('Purchase orders', '2026-11-27', 'xlsx')).toBe('Purchase_orders_2026-11-27.xlsx');
    expect(fileName('比价表', 'XJ/2026"05', 'xlsx')).toBe('比价表_XJ_2026_05.xlsx');
    expect(contentDisposition(fileName('a"b\r\nc', '', 'pdf'))).not.toMatch(/[\r\n]|"b/);
  });

  it('comes as an attachment nobody caches', async () => {
    const response = attachment(new Uint8Array([1, 2, 3]), 'x.xlsx', XLSX_TYPE);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
