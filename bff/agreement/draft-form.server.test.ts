// The contract draft's own check (docs/decisions/025-contracts.md): the portal reads the fields as posted
// (the lines by number, ticked or not; the stages in their order), the contract's CreateAgreementBody
// says what is refused and each message lands on its field; the rules with codes (100 %, 1–31, the
// award's ceiling) are left to the platform. The platform's draft read back into the form gives the
// platform the same terms again.
import { describe, expect, it } from 'vitest';
import type { AgreementTerms } from '#contract/schemas.ts';
import { checkedDraft, draftValuesFrom, draftValuesOf } from './draft-form.server.ts';
import type { DraftValues } from './views.ts';

const t = (key: string, options?: Record<string, unknown>) => (options?.max === undefined ? key : `${key}:${String(options.max)}`);
const KEY = 'draft-key-0001';

const terms: AgreementTerms = {
  title: 'Valves for the pump station',
  startDate: '2030-01-02',
  endDate: '2030-12-31',
  lines: [1, 2].map((lineNo) => ({
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
  })),
  totalAmount: 10_000,
  paymentPlan: [{ stageNo: 1, name: 'On acceptance', ratio: 100, amount: 10_000, condition: 'acceptance', dueDate: null, payDay: null }],
  deliveryAddress: 'Zhangjiang Road 1',
  text: 'Between the parties',
  attachments: [{ fileId: 8, name: 'spec.pdf', url: '/files/2030/spec.pdf' }],
};

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('the contract draft’s own check', () => {
  it('gives the platform the prefilled draft back as it came: every line, the stage, the attachments by id', () => {
    const checked = checkedDraft(21, draftValuesFrom(terms), KEY, t);
    expect(checked).toEqual({
      ok: true,
      body: {
        orderId: 21,
        idempotencyKey: KEY,
        comment: '',
        terms: {
          title: terms.title,
          startDate: '2030-01-02',
          endDate: '2030-12-31',
          lines: [
            { lineNo: 1, quantity: 10, deliveryDate: '2030-02-01' },
            { lineNo: 2, quantity: 10, deliveryDate: '2030-02-01' },
          ],
          paymentPlan: [{ name: 'On acceptance', ratio: 100, condition: 'acceptance', dueDate: null, payDay: null }],
          deliveryAddress: 'Zhangjiang Road 1',
          text: 'Between the parties',
          fileIds: [8],
        },
      },
    });
  });

  it('reads the lines by number, ticked or not, and the stages in the order typed', () => {
    const values = draftValuesOf(
      formOf({
        title: 'T',
        'l.2.include': 'on',
        'l.2.quantity': '4.5',
        'l.2.deliveryDate': '2030-03-01',
        'l.1.quantity': '10',
        'l.1.deliveryDate': '2030-02-01',
        'p.0.name': 'Advance',
        'p.0.ratio': '30',
        'p.0.condition': 'signing',
        'p.4.name': 'Balance',
        'p.4.ratio': '70',
        'p.4.condition': 'date',
        'p.4.dueDate': '2030-06-30',
        'p.4.payDay': '15',
        files: JSON.stringify([{ id: 8, name: 'spec.pdf', url: '/files/2030/spec.pdf' }]),
      }),
    );
    expect(values.lines).toEqual([
      { lineNo: 1, include: false, quantity: '10', deliveryDate: '2030-02-01' },
      { lineNo: 2, include: true, quantity: '4.5', deliveryDate: '2030-03-01' },
    ]);
    expect(values.plan.map((stage) => [stage.key, stage.name, stage.payDay])).toEqual([
      ['p0', 'Advance', ''],
      ['p4', 'Balance', '15'],
    ]);
    const checked = checkedDraft(21, { ...values, startDate: '2030-01-02', endDate: '2030-12-31', deliveryAddress: 'Road 1' }, KEY, t);
    expect(checked.ok && checked.body.terms.lines).toEqual([{ lineNo: 2, quantity: 4.5, deliveryDate: '2030-03-01' }]);
    expect(checked.ok && checked.body.terms.paymentPlan[1]).toEqual({
      name: 'Balance',
      ratio: 70,
      condition: 'date',
      dueDate: '2030-06-30',
      payDay: 15,
    });
  });

  it('puts each message on its field: the line’s quantity, the stage’s ratio and day, the dates, the title; every one at once', () => {
    const values: DraftValues = {
      ...draftValuesFrom(terms),
      title: ' ',
      endDate: '31/12/2030',
      lines: [
        { lineNo: 1, include: true, quantity: 'ten', deliveryDate: '2030-02-01' },
        { lineNo: 2, include: true, quantity: '0', deliveryDate: 'soon' },
      ],
      plan: [
        { key: 'p0', name: 'Advance', ratio: '150', condition: 'signing', dueDate: '', payDay: 'x' },
        { key: 'p2', name: '', ratio: 'half', condition: 'whenever', dueDate: '', payDay: '' },
      ],
    };
    const checked = checkedDraft(21, values, KEY, t);
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        title: 'contract:errors.required',
        endDate: 'contract:errors.date',
        'l.1.quantity': 'contract:errors.quantity',
        'l.2.quantity': 'contract:errors.quantity',
        'l.2.deliveryDate': 'contract:errors.date',
        'p.0.ratio': 'contract:errors.ratio:100',
        'p.0.payDay': 'contract:errors.wholeNumber',
        'p.2.name': 'contract:errors.required',
        'p.2.ratio': 'contract:errors.ratio',
        'p.2.condition': 'contract:errors.condition',
      },
    });
  });

  it('asks for a line when none is included, and says how many stages and files at most', () => {
    const values = draftValuesFrom(terms);
    const none = checkedDraft(21, { ...values, lines: values.lines.map((line) => ({ ...line, include: false })) }, KEY, t);
    expect(none).toMatchObject({ ok: false, fieldErrors: { lines: 'contract:errors.noLines' } });
    const stages = Array.from({ length: 13 }, (_, i) => ({ key: `p${i}`, name: `S${i}`, ratio: '1', condition: 'signing', dueDate: '', payDay: '' }));
    const files = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `f${i}.pdf`, url: `/files/f${i}.pdf` }));
    expect(checkedDraft(21, { ...values, plan: stages, files }, KEY, t)).toMatchObject({
      ok: false,
      fieldErrors: { plan: 'contract:errors.tooManyStages:12', files: 'contract:errors.tooManyFiles:10' },
    });
    expect(checkedDraft(21, { ...values, plan: [] }, KEY, t)).toMatchObject({ ok: false, fieldErrors: { plan: 'contract:errors.noStages' } });
  });
});
