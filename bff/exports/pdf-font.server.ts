// The one typeface of the portal's PDFs (docs/decisions/027-documents.md): Source Han Sans SC from the
// npm package node-source-han-sans-sc, whose single file holds Chinese (simplified forms), Korean and
// Latin, so one document in any of the three languages needs no fallback font. Each weight is read once
// (17 MB each) and kept; the PDF embeds only the glyphs it uses (pdfkit subsets every embedded font).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export type PdfWeight = 'regular' | 'bold';

const FILES: Record<PdfWeight, string> = {
  regular: 'node-source-han-sans-sc/SourceHanSansSC-Regular.otf',
  bold: 'node-source-han-sans-sc/SourceHanSansSC-Bold.otf',
};

/** The PostScript names the embedded subsets carry (what a reader of the PDF finds under /BaseFont). */
export const PDF_FONT_NAMES: Record<PdfWeight, string> = { regular: 'SourceHanSansSC-Regular', bold: 'SourceHanSansSC-Bold' };

const loaded = new Map<PdfWeight, Promise<Buffer>>();

/** The font file of a weight, read on first use. */
export function pdfFont(weight: PdfWeight): Promise<Buffer> {
  let font = loaded.get(weight);
  if (!font) {
    font = readFile(createRequire(import.meta.url).resolve(FILES[weight]));
    // A failed read is tried again next time rather than kept.
    font.catch(() => loaded.delete(weight));
    loaded.set(weight, font);
  }
  return font;
}
