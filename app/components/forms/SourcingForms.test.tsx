// The inquiry's and the tender's forms share their pieces (forms/): the material rows, the areas, who
// may take part, the terms, the notices and the buttons. A buyer reads each form in its own words
// and test ids (rendered on the server, in English): the rows named m.<n>.<field> with what was
// typed, the next row's number after the last, the chosen areas and invited suppliers shown, a
// refusal on its field, the draft's old attachments named.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InquiryEditView, InquiryFormValues } from '#bff/inquiry/views.ts';
import type { TenderEditView } from '#bff/tender/buyer-views.ts';
import { InquiryForm } from '../inquiry/InquiryForm.tsx';
import { TenderForm } from '../tender/TenderForm.tsx';
import { countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const render = (page: ReactNode) => renderMemberPage(i18n, page);

/** The value of each input named `name`. */
const inputValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>`, 'g'))].map((m) => /value="([^"]*)"/.exec(m[0])?.[1]);
const count = countOf;

const provinces = [
  {
    provinceCode: '310000',
    provinceName: 'Shanghai',
    directlyAdministered: false,
    cityList: [{ cityCode: '310100', cityName: 'Shanghai City' }],
  },
];
const choices = {
  categories: [{ group: 'Machinery', items: [{ value: '12', label: 'Pumps' }] }],
  brands: [{ value: '5', label: 'Grundfos' }],
  provinces,
  suppliers: [{ value: '9:1', label: 'Acme Valves' }],
};

const inquiryValues: InquiryFormValues = {
  details: 'Valves',
  description: '',
  categoryId: '12',
  materials: [
    { key: 'r0', number: 'V-1', name: 'Gate valve', model: 'DN50', categoryId: '', brandId: '5', unit: 'pc', purchaseCount: '12', files: [] },
    { key: 'r3', number: 'V-2', name: 'Ball valve', model: '', categoryId: '', brandId: '', unit: 'pc', purchaseCount: '', files: [] },
  ],
  deliveryDate: '2030-03-01',
  address: 'Zhangjiang Road 1',
  offerEnd: '2030-02-01T17:00',
  purchaseType: '2',
  budgetAmount: '',
  priceContrast: '1',
  areaScope: 'chosen',
  areas: ['c:310000:310100'],
  offer: '',
  paymentType: 'Within 30 days',
  taxes: '',
  logistics: '',
  packRequire: '',
  otherRequire: '',
  files: [],
  quoteScope: 'invited',
  invited: ['9:1'],
  reason: '',
};

describe('the inquiry form, on the shared pieces', () => {
  const view: InquiryEditView = {
    mode: 'new',
    inquiry: null,
    locked: null,
    values: inquiryValues,
    ...choices,
    formKey: 'key-1234567890',
    saved: true,
  };

  it('keeps each material row under its own number, in the inquiry’s fields and test ids', () => {
    const html = render(<InquiryForm view={view} answer={undefined} />);
    expect(count(html, 'material-row')).toBe(2);
    expect(inputValues(html, 'm.0.number')).toEqual(['V-1']);
    expect(inputValues(html, 'm.3.name')).toEqual(['Ball valve']);
    expect(inputValues(html, 'm.0.purchaseCount')).toEqual(['12']);
    expect(html).toContain('aria-label="Row 1 Quantity"');
    expect(count(html, 'material-add')).toBe(1);
  });

  it('shows the chosen areas and the invited suppliers, the terms, the saved notice and both buttons', () => {
    const html = render(<InquiryForm view={view} answer={undefined} />);
    expect(html).toContain('data-testid="inquiry-area-list"');
    expect(html).toContain('data-testid="inquiry-invited"');
    expect(html).toContain('name="quoteScope" checked="" value="invited"');
    expect(html).toContain('Within 30 days');
    expect(count(html, 'inquiry-saved')).toBe(1);
    expect(count(html, 'inquiry-save') + count(html, 'inquiry-publish')).toBe(2);
  });

  it('puts a refusal on its cell, says the fields need correcting, and no longer says it was saved', () => {
    const answer = { ok: false as const, fieldErrors: { 'm.3.purchaseCount': 'Enter a quantity' }, values: inquiryValues, formKey: 'key-1234567890' };
    const html = render(<InquiryForm view={view} answer={answer} />);
    expect(html).toContain('Enter a quantity');
    expect(count(html, 'inquiry-form-invalid')).toBe(1);
    expect(count(html, 'inquiry-saved')).toBe(0);
  });
});

describe('the tender form, on the same pieces', () => {
  it('keeps each material row under its own number, in the tender’s fields and test ids, and names the draft’s old attachments', () => {
    const values = {
      materials: [{ key: 'r2', code: 'P-1', name: 'Pump', type: 'IS80', categoryId: '12', brandId: '', unit: 'set', count: '4', files: [] }],
      areaScope: 'all',
      areas: [],
      tenderScope: 'invited',
      invited: ['9:1'],
      criteria: [],
    } as Partial<TenderEditView['values']>;
    const draft = {
      id: 7,
      code: 'ZB1',
      phase: 'draft',
      registerFile: [{ name: 'old-terms.pdf', url: 'https://example.com/old-terms.pdf' }],
      preCheckFile: [],
      inviteTenderFile: [],
      materielList: [],
    } as unknown as TenderEditView['tender'];
    const view = { mode: 'draft', tender: draft, locked: false, values, ...choices, formKey: 'key-1234567890', saved: false } as TenderEditView;
    const html = render(<TenderForm view={view} answer={undefined} />);
    expect(count(html, 'tender-material-row')).toBe(1);
    expect(inputValues(html, 'm.2.code')).toEqual(['P-1']);
    expect(inputValues(html, 'm.2.count')).toEqual(['4']);
    expect(html).not.toContain('data-testid="tender-area-list"');
    expect(html).toContain('data-testid="tender-invited"');
    expect(/data-testid="tender-old-files"(?:(?!<\/div><\/div><\/div>)[\s\S])*old-terms\.pdf/.test(html)).toBe(true);
    expect(count(html, 'tender-save') + count(html, 'tender-publish')).toBe(2);
  });
});
