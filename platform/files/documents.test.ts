// Generated attachments and album pages: the URL decides the file, and nothing else gets through.
import { describe, expect, it } from 'vitest';
import { albumPageUrl, attachment, generatedFile, renderPdf } from './documents.ts';

/** The path below /files/ as the files route receives it (URL-decoded). */
const pathOf = (url: string) => decodeURIComponent(url.replace('/files/', ''));

describe('generated attachments', () => {
  it('names the file with its extension and serves a document with that title', () => {
    const file = attachment('XJ202601150001 技术规格书', 'txt');
    expect(file.name).toBe('XJ202601150001 技术规格书.txt');
    const text = generatedFile(pathOf(file.url))!;
    expect(text.contentType).toBe('text/plain; charset=utf-8');
    expect(text.body).toContain('XJ202601150001 技术规格书');
  });

  it('writes a PDF a reader can open: header, objects at the offsets its table gives, trailer', () => {
    const pdf = renderPdf('招标文件').toString('ascii');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    for (const [i, offset] of offsets.entries()) expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref).startsWith('xref')).toBe(true);
    // 招 is U+62DB, written in the font's two-byte encoding.
    expect(pdf).toContain('<62db');
    expect(generatedFile(pathOf(attachment('招标文件', 'pdf').url))?.contentType).toBe('application/pdf');
  });

  it('serves an album page that loads nothing and escapes its title', () => {
    const page = generatedFile(pathOf(albumPageUrl('华东精工<宣传册>')))!;
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.policy).toContain("default-src 'none'");
    const html = String(page.body);
    expect(html).toContain('华东精工&#60;宣传册&#62;');
    expect(html).not.toContain('<宣传册>');
    expect(html.match(/<img src="data:image\/svg\+xml;base64,/g)).toHaveLength(6);
  });

  it('refuses other extensions, folders and names that leave their folder', () => {
    for (const path of ['doc/a.exe', 'doc/a/b.pdf', 'doc/../a.pdf', 'page/a.htm', 'doc/.pdf', `doc/${'长'.repeat(81)}.pdf`]) {
      expect(generatedFile(path), path).toBeNull();
    }
  });
});
