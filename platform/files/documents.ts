// Generated documents for the demo data, like the pictures (images.ts): an attachment's URL names
// the file (/files/doc/{name}.pdf|txt), and the platform writes a small document with that title
// when asked, so attachments open offline with no files stored. A shop's promotional album is a
// small HTML page (/files/page/{label}.html) of generated pictures, for the portal's sandboxed frame.
import type { Attachment } from '#contract/schemas.ts';
import { renderSvg } from './images.ts';

export const DOCUMENT_TYPES = ['pdf', 'txt'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const MAX_NAME = 80;
/** Pictures on an album page. */
const ALBUM_PICTURES = 6;
const DEMO_NOTE = '演示文件：由平台按文件名生成，内容仅供浏览。';

/** An attachment named `name` (without extension) whose URL the platform answers with a document. */
export function attachment(name: string, type: DocumentType): Attachment {
  return { name: `${name}.${type}`, url: `/files/doc/${encodeURIComponent(name)}.${type}` };
}

export function albumPageUrl(label: string): string {
  return `/files/page/${encodeURIComponent(label)}.html`;
}

/** `policy`: the Content-Security-Policy an HTML page is served with. */
export type GeneratedFile = { contentType: string; body: string | Buffer; policy?: string };

/** The document or page a path (below /files/, URL-decoded) names; null for anything else. */
export function generatedFile(path: string): GeneratedFile | null {
  const document = /^doc\/([^/]+)\.(pdf|txt)$/.exec(path);
  if (document && document[1]!.length <= MAX_NAME) {
    const [, name, type] = document as unknown as [string, string, DocumentType];
    return type === 'pdf'
      ? { contentType: 'application/pdf', body: renderPdf(name) }
      : { contentType: 'text/plain; charset=utf-8', body: renderText(name) };
  }
  const page = /^page\/([^/]+)\.html$/.exec(path);
  if (page && page[1]!.length <= MAX_NAME) {
    return { contentType: 'text/html; charset=utf-8', body: renderAlbumPage(page[1]!), policy: ALBUM_PAGE_POLICY };
  }
  return null;
}

export function renderText(name: string): string {
  return `${name}\n\n${DEMO_NOTE}\n`;
}

/**
 * UTF-16BE hex of the text for the Adobe-GB1 font below; characters outside the Basic Multilingual
 * Plane become '?', which UCS-2 cannot hold.
 */
function ucs2Hex(text: string): string {
  return [...text].map((c) => (c.codePointAt(0)! > 0xffff ? 0x3f : c.codePointAt(0)!).toString(16).padStart(4, '0')).join('');
}

/**
 * A one-page PDF with the name as its title. STSong-Light is one of the CJK fonts every PDF
 * reader provides without embedding, so Chinese titles need no font file.
 */
export function renderPdf(name: string): Buffer {
  const content = ['BT', '/F1 16 Tf', '56 770 Td', `<${ucs2Hex(name)}> Tj`, '/F1 11 Tf', '0 -32 Td', `<${ucs2Hex(DEMO_NOTE)}> Tj`, 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  // Everything above is ASCII, so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'ascii');
}

/** What the album page may do: show its inline pictures and style, nothing else. */
const ALBUM_PAGE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The album page: its pictures are inline data URLs, so the page loads nothing and its policy can
 * forbid every request and script (the portal frames it sandboxed all the same).
 */
export function renderAlbumPage(label: string): string {
  const pictures = Array.from({ length: ALBUM_PICTURES }, (_, i) => {
    const svg = renderSvg({ kind: 'picture', width: 300, height: 200, label: `${label} ${i + 1}` });
    return `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="300" height="200" alt="">`;
  });
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>${escapeHtml(label)}</title>
<style>body{margin:0;padding:16px;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333}h1{font-size:18px;margin:0 0 12px}.grid{display:flex;flex-wrap:wrap;gap:12px}img{border-radius:4px}</style>
</head>
<body><h1>${escapeHtml(label)}</h1><div class="grid">${pictures.join('')}</div></body>
</html>
`;
}
