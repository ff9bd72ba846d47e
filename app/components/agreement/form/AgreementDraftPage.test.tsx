// The buyer's new contract as it reads it (rendered on the server, in English): the draft the platform
// prefilled from the award — every free line included at its awarded quantity, the plan's stage with its
// amount and the ratios' total, the templates to pick from in their own form — and a refused draft shown
// again as typed, each message on its field, under the same idempotency key. The templates page lists
// the templates to edit and explains each placeholder.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftFailure, DraftView, TemplatesView } from '#bff/agreement/views.ts';
import type { AgreementLine } from '#contract/schemas.ts';
import { attributeOf, countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { AgreementDraftPage } from './AgreementDraftPage.tsx';
import { TemplatesPage } from './TemplatesPage.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
const KEY = 'draft-key-0001';
const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:p|span|div|td)>`, 'gs'))].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
/** The value of the input named `name`. */
const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name.replaceAll('.', '\\.')}"[^>]*value="([^"]*)"`).exec(html)?.[1];

const line = (lineNo: number, quantity: number, unitPrice: number): AgreementLine => ({
  lineNo,
  materielId: lineNo,
  number: `M-${lineNo}`,
  name: `Valve ${lineNo}`,
  model: 'Z41H',
  unit: 'set',
  awardedQuantity: quantity,
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
  deliveryDate: '2030-02-01',
});

const view: DraftView & { refusal: null } = {
  refusal: null,
  award: {
    orderId: 21,
    orderNo: 'DD2030010100021',
    source: { type: 1, id: 9, code: 'XJ2030010100009', title: 'Valves for the pump station' },
    supplier: { memberId: 5, roleId: 1, name: 'Acme Valves' },
    awardTime: NOW,
    totalAmount: 8_000,
    currency: 'CNY',
    lines: [],
  },
  lines: [line(1, 10, 500), line(2, 6, 500)],
  values: {
    title: 'Valves for the pump station',
    startDate: '2030-01-02',
    endDate: '2030-12-31',
    lines: [
      { lineNo: 1, include: true, quantity: '10', deliveryDate: '2030-02-01' },
      { lineNo: 2, include: true, quantity: '6', deliveryDate: '2030-02-01' },
    ],
    stages: [{ key: 's0', name: 'On acceptance', ratio: '100', condition: 'acceptance', dueDate: '', payDay: '' }],
    deliveryAddress: 'Zhangjiang Road 1',
    text: '',
    files: [],
    comment: '',
  },
  templates: { status: 'ok', data: [{ id: 3, name: 'Standard purchase', body: 'Between {{buyer}} and {{supplier}}', updateTime: NOW }] },
  templateId: null,
  formKey: KEY,
};

const render = (answer?: DraftFailure) => renderMemberPage(i18n, <AgreementDraftPage view={view} answer={answer} />);

describe('the draft from an award', () => {
  it('includes every free line at its awarded quantity, totals them and gives the one stage the whole', () => {
    const html = render();
    expect(attributeOf(html, 'terms-line', 'data-included')).toEqual(['true', 'true']);
    expect(inputValue(html, 'l.1.quantity')).toBe('10');
    expect(texts(html, 'terms-line-awarded')).toEqual(['10', '6']);
    expect(attributeOf(html, 'terms-total', 'data-total')).toEqual(['8000']);
    expect(texts(html, 'terms-stage-amount')).toEqual(['CN¥8,000.00']);
    expect(attributeOf(html, 'terms-ratio-total', 'data-total')).toEqual(['100']);
    expect(inputValue(html, 'formKey')).toBe(KEY);
  });

  it('offers the templates in a GET form of their own that reloads the draft for this award', () => {
    const html = render();
    expect(html).toMatch(/<form id="contract-template-form"[^>]*method="get"/);
    expect(html).toMatch(/<input type="hidden" name="orderId" value="21"\/>/);
    expect(attributeOf(html, 'contract-template', 'form')).toEqual(['contract-template-form']);
    expect(attributeOf(html, 'contract-template-use', 'form')).toEqual(['contract-template-form']);
    expect(html).toContain('>Standard purchase</option>');
  });

  it('shows a refused draft as typed, each message on its field, under the same key', () => {
    const answer: DraftFailure = {
      ok: false,
      fieldErrors: { plan: 'Payment ratios must total 100%', 'l.2.quantity': 'Enter a valid quantity' },
      values: {
        ...view.values,
        title: 'Typed title',
        lines: [
          { lineNo: 1, include: false, quantity: '10', deliveryDate: '2030-02-01' },
          { lineNo: 2, include: true, quantity: 'six', deliveryDate: '2030-03-01' },
        ],
        stages: [
          { key: 's0', name: 'Advance', ratio: '30', condition: 'signing', dueDate: '', payDay: '' },
          { key: 's3', name: 'Balance', ratio: '60', condition: 'date', dueDate: '2030-06-30', payDay: '15' },
        ],
      },
      formKey: 'draft-key-0002',
    };
    const html = render(answer);
    expect(countOf(html, 'contract-form-invalid')).toBe(1);
    expect(texts(html, 'terms-plan-error')).toEqual(['Payment ratios must total 100%']);
    expect(html).toContain('Enter a valid quantity');
    expect(inputValue(html, 'title')).toBe('Typed title');
    expect(attributeOf(html, 'terms-line', 'data-included')).toEqual(['false', 'true']);
    expect(inputValue(html, 'l.2.quantity')).toBe('six');
    expect(inputValue(html, 's.3.dueDate')).toBe('2030-06-30');
    expect(inputValue(html, 's.3.payDay')).toBe('15');
    // Only a stage paid on a date has a date to fill in.
    expect(countOf(html, 'terms-stage-dueDate')).toBe(1);
    expect(attributeOf(html, 'terms-ratio-total', 'data-total')).toEqual(['90']);
    expect(inputValue(html, 'formKey')).toBe('draft-key-0002');
  });
});

describe('an award with nothing left to contract', () => {
  it('says why in place of the form, with the way back to the awards', () => {
    const html = renderMemberPage(
      i18n,
      <AgreementDraftPage view={{ refusal: { code: 39014, message: 'This awarded line is already in a contract' } }} answer={undefined} />,
    );
    expect(attributeOf(html, 'contract-draft-refused', 'data-code')).toEqual(['39014']);
    expect(countOf(html, 'contract-draft-form')).toBe(0);
    expect(attributeOf(html, 'contract-draft-back', 'href')).toEqual(['/memberCenter/contract/manage/QueryList?tab=awards']);
  });
});

describe('the templates page', () => {
  const templates: TemplatesView = {
    templates: view.templates,
    editing: null,
    values: { name: '', body: '' },
    formKey: KEY,
    saved: false,
  };

  it('lists the templates to edit and explains each placeholder as it is typed', () => {
    const html = renderMemberPage(i18n, <TemplatesPage view={templates} answer={undefined} />);
    expect(attributeOf(html, 'template-edit', 'href')).toEqual(['/memberCenter/contract/template/templateList?id=3']);
    expect(html).toContain('{{supplier}}</code>');
    expect(html).toContain('The supplier’s name');
    expect(html).toContain('New template');
  });

  it('keeps what was typed with the messages of a refusal', () => {
    const answer = { ok: false as const, fieldErrors: { name: 'Required' }, values: { name: '', body: 'Typed body' }, formKey: 'tpl-key-0002' };
    const html = renderMemberPage(i18n, <TemplatesPage view={templates} answer={answer} />);
    expect(countOf(html, 'template-form-invalid')).toBe(1);
    expect(html).toContain('Typed body</textarea>');
    expect(inputValue(html, 'formKey')).toBe('tpl-key-0002');
  });
});
