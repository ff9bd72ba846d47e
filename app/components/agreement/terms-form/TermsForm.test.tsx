// The terms form the draft and the proposal share, as a reader first gets it (rendered on the server, in
// English): the lines under one set of names, the draft's with a box to include each and the award's
// prices; the payment plan with each stage in a group named "Stage N", its payment day offered whatever
// its condition, its date only for a stage paid on a date, the ratios' total as the platform reads
// ratios (two decimals at most); the basics under the names the check reads.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TermsLineValues, TermsStageValues } from '#bff/agreement/terms-form.ts';
import type { AgreementLine } from '#contract/schemas/agreement.ts';
import { attributeOf, countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { PaymentStagesEditor } from './PaymentStagesEditor.tsx';
import { TermsBasicsFields } from './TermsBasicsFields.tsx';
import { TermsLinesTable } from './TermsLinesTable.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const names = (html: string) => [...html.matchAll(/<(?:input|select|textarea)[^>]*name="([^"]+)"/g)].map((m) => m[1]);
const legends = (html: string) => [...html.matchAll(/<legend[^>]*>(.*?)<\/legend>/g)].map((m) => m[1]);

const line = (lineNo: number): AgreementLine => ({
  lineNo,
  materielId: lineNo,
  number: `M-${lineNo}`,
  name: `Valve ${lineNo}`,
  model: '',
  unit: 'set',
  awardedQuantity: 10,
  quantity: 10,
  unitPrice: 500,
  amount: 5_000,
  deliveryDate: '2030-02-01',
});
const typed = (lineNo: number, include?: boolean): TermsLineValues => ({
  lineNo,
  ...(include === undefined ? {} : { include }),
  quantity: '4',
  deliveryDate: '2030-03-01',
});

describe('the lines', () => {
  it('carry the same names in both forms; the draft adds its box and the award’s prices', () => {
    const proposal = renderMemberPage(
      i18n,
      <TermsLinesTable lines={[line(1), line(2)]} values={[typed(1), typed(2)]} onChange={() => {}} errors={{}} />,
    );
    expect(names(proposal)).toEqual(['l.1.quantity', 'l.1.deliveryDate', 'l.2.quantity', 'l.2.deliveryDate']);
    expect(countOf(proposal, 'terms-line-amount')).toBe(0);
    expect(countOf(proposal, 'terms-total')).toBe(0);

    const draft = renderMemberPage(
      i18n,
      <TermsLinesTable
        lines={[line(1), line(2)]}
        values={[typed(1, true), typed(2, false)]}
        onChange={() => {}}
        errors={{ 'l.2.quantity': 'A quantity above 0' }}
        choose
        prices={{ currency: 'CNY', total: 2_000, awardAmount: 10_000 }}
      />,
    );
    expect(names(draft)).toEqual(['l.1.include', 'l.1.quantity', 'l.1.deliveryDate', 'l.2.include', 'l.2.quantity', 'l.2.deliveryDate']);
    expect(attributeOf(draft, 'terms-line', 'data-included')).toEqual(['true', 'false']);
    expect(attributeOf(draft, 'terms-total', 'data-total')).toEqual(['2000']);
    expect(draft).toContain('A quantity above 0');
  });
});

describe('the payment plan', () => {
  const stages: TermsStageValues[] = [
    { key: 's0', name: 'Advance', ratio: '30', condition: 'signing', dueDate: '', payDay: '' },
    { key: 's4', name: 'Balance', ratio: '30.005', condition: 'date', dueDate: '2030-06-30', payDay: '15' },
  ];

  it('puts each stage in a group named after its number, every field named as the check reads it', () => {
    const html = renderMemberPage(i18n, <PaymentStagesEditor initial={stages} errors={{ 's.4.ratio': 'A ratio above 0' }} />);
    expect(legends(html)).toEqual(['Stage 1', 'Stage 2']);
    expect(names(html)).toEqual([
      's.0.name',
      's.0.ratio',
      's.0.condition',
      's.0.payDay',
      's.4.name',
      's.4.ratio',
      's.4.condition',
      's.4.dueDate',
      's.4.payDay',
    ]);
    expect(html).toContain('A ratio above 0');
    // A ratio the platform cannot read (three decimals) counts nothing, as the platform would.
    expect(attributeOf(html, 'terms-ratio-total', 'data-total')).toEqual(['30']);
    expect(countOf(html, 'terms-stage-amount')).toBe(0);
    expect(countOf(html, 'terms-stage-remove')).toBe(2);
  });

  it('shows each stage’s amount where the total is known, and a first stage when there is none', () => {
    const html = renderMemberPage(
      i18n,
      <PaymentStagesEditor
        initial={[{ ...stages[0]!, ratio: '100' }]}
        errors={{ plan: 'Payment ratios must total 100%' }}
        amounts={{ total: 800, currency: 'CNY' }}
      />,
    );
    expect(html).toContain('CN¥800.00');
    expect(countOf(html, 'terms-plan-error')).toBe(1);
    expect(countOf(html, 'terms-stage-remove')).toBe(0);
    expect(legends(renderMemberPage(i18n, <PaymentStagesEditor initial={[]} errors={{}} />))).toEqual(['Stage 1']);
  });
});

describe('the basics', () => {
  it('are the title and the term, each with its message', () => {
    const html = renderMemberPage(
      i18n,
      <TermsBasicsFields values={{ title: 'Pumps', startDate: '2030-01-01', endDate: '2029-12-31' }} errors={{ endDate: 'The end comes first' }} />,
    );
    expect(names(html)).toEqual(['title', 'startDate', 'endDate']);
    expect(html).toContain('The end comes first');
  });
});
