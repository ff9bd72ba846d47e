// A file the browser saves (docs/decisions/027-documents.md): `Content-Disposition: attachment` with the
// name in the user's language (RFC 6266 with RFC 5987's `filename*`), a plain ASCII name beside it for
// the clients that read no other, never cached (the file is one member's).
import { siteFields } from '#contract/time.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

/** What may not stand in a file name on the common systems, nor in a header. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A file's name from its words, a subject (a number, a date) and its extension: "询价单_2026-11-27.xlsx". */
export function fileName(base: string, subject: string, extension: 'xlsx' | 'pdf'): string {
  const stem = [base, subject]
    .map((part) => part.replace(UNSAFE, ' ').trim().replace(/\s+/g, '_'))
    .filter((part) => part !== '')
    .join('_');
  return `${[...stem].slice(0, 120).join('') || 'export'}.${extension}`;
}

/** Today in Beijing ('YYYY-MM-DD'): the subject of a list's file. */
export function today(at = Date.now()): string {
  return siteFields(at).date;
}

/** The time in Beijing ('YYYY-MM-DD HH:mm') that a file says it was made. */
export function now(at = Date.now()): string {
  return siteFields(at).dateTime.replace('T', ' ');
}

/** RFC 5987's ext-value: UTF-8, percent-encoded beyond its attr-chars. */
function extValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The ASCII name for clients that ignore `filename*`: letters, digits, '.', '-', '_' kept; anything else one '_'. */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = name
    .slice(0, dot)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${stem || 'export'}${name.slice(dot)}`;
}

/** The header's value: `attachment; filename="ascii.xlsx"; filename*=UTF-8''…`. */
export function contentDisposition(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=${extValue(name)}`;
}

/** The answer that downloads `body` as `name`. */
export function attachment(body: Uint8Array, name: string, type: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': contentDisposition(name),
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
