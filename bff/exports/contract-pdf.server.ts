// A contract as a PDF document (docs/decisions/025-contracts.md, docs/decisions/027-documents.md): its
// parties, number, lines, payment plan, delivery address, text and attachments, and the signatures; on
// every page's footer the version it shows and that version's sha256 — the hash both sides confirmed.
// Once signed it shows the signed version; before, the current one under a "draft, not signed" watermark.
// One typeface (pdf-font.server.ts) writes Chinese, English and Korean; the words are the user's.
import PDFDocument from 'pdfkit';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { Agreement, AgreementTerms, PaymentStage } from '#contract/schemas.ts';
import type { Translate } from '../forms.server.ts';
import { type MemberContext, memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { attachment, fileName, now, PDF_TYPE } from './download.server.ts';
import { pdfFont } from './pdf-font.server.ts';
import { refusal } from './refusal.server.ts';
import { moneyText } from './xlsx.server.ts';

/** What the document shows: a contract and one of its versions (the signed one once signed). */
export type ContractDocument = { agreement: Agreement; version: number; hash: string; terms: AgreementTerms; signed: boolean };

const MARGIN = { top: 56, bottom: 72, left: 50, right: 50 };
const GREY = '#868e96';
const RULE = '#ced4da';
const HEAD_FILL = '#f1f3f5';

type Pdf = PDFKit.PDFDocument;

/** Room a heading needs below it on its page (else it starts the next one): itself and a few lines. */
const HEADING_ROOM = 72;

function heading(pdf: Pdf, text: string): void {
  if (pdf.y + HEADING_ROOM > pdf.page.height - MARGIN.bottom) pdf.addPage();
  pdf.moveDown(0.8).font('bold').fontSize(12).fillColor('black').text(text, MARGIN.left).moveDown(0.3).font('regular').fontSize(9.5);
}

/** "Label: value" on one line (wrapping under itself when long). */
function fact(pdf: Pdf, label: string, value: string): void {
  pdf.font('bold').fontSize(9.5).fillColor('black').text(`${label}: `, MARGIN.left, undefined, { continued: true });
  pdf.font('regular').text(value || '—');
}

const CELL_PADDING = 3;
type Row = { cells: string[]; head: boolean };

function rowHeight(pdf: Pdf, widths: number[], row: Row): number {
  pdf.font(row.head ? 'bold' : 'regular').fontSize(8.5);
  return Math.max(...row.cells.map((text, column) => pdf.heightOfString(text, { width: widths[column]! - 2 * CELL_PADDING }))) + 2 * CELL_PADDING;
}

/** One row of a table at the current line, its cells framed; a head row on a grey fill. */
function drawRow(pdf: Pdf, widths: number[], row: Row, height: number, right: ReadonlySet<number>): void {
  const top = pdf.y;
  let x = MARGIN.left;
  row.cells.forEach((text, column) => {
    const width = widths[column]!;
    if (row.head) pdf.rect(x, top, width, height).fill(HEAD_FILL).fillColor('black');
    pdf.rect(x, top, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.text(text, x + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING, align: right.has(column) ? 'right' : 'left' });
    x += width;
  });
  pdf.x = MARGIN.left;
  pdf.y = top + height;
}

/**
 * A table drawn cell by cell (pdfkit's own table reads a font given as bytes again for every cell: far
 * too slow with a 17 MB font). `widths` in points, one of them 0: the rest of the line. A row that would
 * cross the bottom margin starts the next page, under the head again.
 */
function table(pdf: Pdf, widths: number[], header: string[], rows: string[][], right: ReadonlySet<number>): void {
  const line = pdf.page.width - MARGIN.left - MARGIN.right;
  const fixed = widths.reduce((sum, width) => sum + width, 0);
  const resolved = widths.map((width) => width || line - fixed);
  const head: Row = { cells: header, head: true };
  const headHeight = rowHeight(pdf, resolved, head);
  const bottom = () => pdf.page.height - MARGIN.bottom;
  if (pdf.y + headHeight * 2 > bottom()) pdf.addPage();
  drawRow(pdf, resolved, head, headHeight, right);
  for (const cells of rows) {
    const row: Row = { cells, head: false };
    const height = rowHeight(pdf, resolved, row);
    if (pdf.y + height > bottom()) {
      pdf.addPage();
      drawRow(pdf, resolved, head, rowHeight(pdf, resolved, head), right);
    }
    pdf.font('regular').fontSize(8.5);
    drawRow(pdf, resolved, row, height, right);
  }
  pdf.font('regular').fontSize(9.5).moveDown(0.4);
}

function dueOf(stage: PaymentStage, t: Translate): string {
  if (stage.dueDate) return stage.dueDate;
  return stage.payDay === null ? '—' : t('exports:pdf.payDay', { day: stage.payDay });
}

function body(pdf: Pdf, document: ContractDocument, t: Translate): void {
  const { agreement, terms } = document;
  const money = (amount: number) => `${moneyText(amount)}`;
  pdf.font('bold').fontSize(18).text(t('exports:pdf.title'), { align: 'center' });
  pdf.font('regular').fontSize(10).fillColor(GREY).text(terms.title, { align: 'center' });
  pdf
    .text(t('exports:pdf.number', { number: agreement.agreementNo }), { align: 'center' })
    .fillColor('black')
    .moveDown(0.6);

  fact(pdf, t('exports:pdf.buyer'), agreement.buyer.name);
  fact(pdf, t('exports:pdf.supplier'), agreement.supplier.name);
  fact(pdf, t('exports:pdf.state'), t(`contract:state.${agreement.state}`));
  fact(pdf, t('exports:pdf.source'), `${t(`contract:source.${agreement.source.type}`)} ${agreement.source.code} ${agreement.source.title}`);
  fact(pdf, t('exports:pdf.order'), agreement.order.orderNo);
  fact(pdf, t('exports:pdf.term'), t('exports:pdf.termRange', { start: terms.startDate, end: terms.endDate }));
  fact(pdf, t('exports:pdf.total'), `${money(terms.totalAmount)} ${agreement.currency}`);

  heading(pdf, t('exports:pdf.lines'));
  table(
    pdf,
    [28, 0, 40, 52, 64, 72, 62],
    ['lineNo', 'item', 'unit', 'quantity', 'unitPrice', 'amount', 'deliveryDate'].map((word) => t(`exports:pdf.${word}`)),
    terms.lines.map((line) => [
      String(line.lineNo),
      [line.number, line.name, line.model].filter(Boolean).join(' '),
      line.unit,
      String(line.quantity),
      money(line.unitPrice),
      money(line.amount),
      line.deliveryDate,
    ]),
    new Set([3, 4, 5]),
  );

  heading(pdf, t('exports:pdf.plan'));
  table(
    pdf,
    [36, 0, 48, 72, 80, 80],
    ['stage', 'stageName', 'ratio', 'amount', 'condition', 'due'].map((word) => t(`exports:pdf.${word}`)),
    terms.paymentPlan.map((stage) => [
      String(stage.stageNo),
      stage.name,
      `${stage.ratio} %`,
      money(stage.amount),
      t(`contract:condition.${stage.condition}`),
      dueOf(stage, t),
    ]),
    new Set([2, 3]),
  );

  heading(pdf, t('exports:pdf.deliveryAddress'));
  pdf.text(terms.deliveryAddress);
  heading(pdf, t('exports:pdf.text'));
  pdf.text(terms.text.trim() || t('exports:pdf.noText'), { lineGap: 2 });
  if (terms.attachments.length > 0) {
    heading(pdf, t('exports:pdf.attachments'));
    for (const file of terms.attachments) pdf.text(`• ${file.name}`);
  }

  heading(pdf, t('exports:pdf.signatures'));
  if (document.signed && agreement.signTime !== null) {
    pdf.text(t('exports:pdf.signedVersion', { version: document.version, time: now(agreement.signTime) }));
  }
  for (const signature of agreement.signatures.filter((one) => one.version === document.version)) {
    const side = t(`exports:pdf.sides.${signature.side}`);
    pdf.text(t('exports:pdf.signedBy', { side, name: signature.userName, time: now(signature.createTime) }));
  }
  if (!document.signed)
    pdf
      .fillColor('#c92a2a')
      .text(t('exports:pdf.draftNote', { version: document.version }))
      .fillColor('black');
}

/** On every page: the draft's watermark (before signing), the footer with the version's hash, the page number. */
function decorate(pdf: Pdf, document: ContractDocument, t: Translate): void {
  const range = pdf.bufferedPageRange();
  const footer = t('exports:pdf.footer', { number: document.agreement.agreementNo, version: document.version, hash: document.hash });
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const { width, height } = pdf.page;
    // Written below the bottom margin: no text may add a page here.
    pdf.page.margins.bottom = 0;
    if (!document.signed) {
      pdf.save().rotate(-35, { origin: [width / 2, height / 2] });
      pdf.font('bold').fontSize(54).fillColor('#c92a2a').fillOpacity(0.12);
      pdf.text(t('exports:pdf.draft'), 0, height / 2 - 30, { width, align: 'center', lineBreak: false });
      pdf.restore();
    }
    const lineY = height - MARGIN.bottom + 18;
    pdf
      .moveTo(MARGIN.left, lineY)
      .lineTo(width - MARGIN.right, lineY)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    pdf.font('regular').fontSize(7).fillColor(GREY).fillOpacity(1);
    pdf.text(footer, MARGIN.left, lineY + 6, { width: width - MARGIN.left - MARGIN.right, lineBreak: false });
    const page = t('exports:pdf.page', { page: index - range.start + 1, pages: range.count });
    pdf.text(page, MARGIN.left, lineY + 18, { width: width - MARGIN.left - MARGIN.right, align: 'right', lineBreak: false });
  }
}

/** The document as PDF bytes. */
export async function contractPdf(document: ContractDocument, t: Translate, locale: Locale): Promise<Buffer> {
  const [regular, bold] = await Promise.all([pdfFont('regular'), pdfFont('bold')]);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${t('exports:pdf.title')} ${document.agreement.agreementNo}`,
      Author: document.agreement.buyer.name,
      Subject: document.terms.title,
      Keywords: `sha256:${document.hash} version:${document.version}`,
      Creator: 'procurement-portal',
    },
  });
  const chunks: Buffer[] = [];
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  body(pdf, document, t);
  decorate(pdf, document, t);
  pdf.end();
  return ended;
}

/** What the document of a contract shows: the signed version once signed (asked for when it is not the current one). */
async function documentOf(request: Request, ctx: MemberContext, agreement: Agreement) {
  const signed = agreement.signedVersion !== null;
  if (!signed || agreement.signedVersion === agreement.version) {
    return { ok: true as const, data: { agreement, version: agreement.version, hash: agreement.hash, terms: agreement.terms, signed } };
  }
  const version = await memberCall(
    request,
    callUpstream(api.agreement.version, { ctx, query: { id: agreement.id, version: agreement.signedVersion! } }),
  );
  if (!version.ok) return version;
  return {
    ok: true as const,
    data: { agreement, version: version.data.row.version, hash: version.data.row.hash, terms: version.data.terms, signed },
  };
}

/** The PDF of contract ?id= for either of its parties, or the platform's refusal (anyone else: 404). */
export async function exportContractPdf(request: Request, locale: Locale, t: Translate): Promise<Response> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const detail = await memberCall(request, callUpstream(api.agreement.detail, { ctx, query: { id } }));
  if (!detail.ok) return refusal(detail);
  const document = await documentOf(request, ctx, detail.data);
  if (!document.ok) return refusal(document);
  const body = await contractPdf(document.data, t, locale);
  return attachment(body, fileName(t('exports:files.contract'), detail.data.agreementNo, 'pdf'), PDF_TYPE);
}
