// A proposed version as the contract page posts it: read into the body the platform takes (lines by
// number, the plan's rows, a payment day only for a condition that is not a date, the documents by
// id), and what the portal cannot read, or the contract's schema refuses, said on the field it is
// about — the rules with codes stay the platform's (a plan that is not 100 % is sent).
import { describe, expect, it } from 'vitest';
import { checkProposal, postedProposal } from './proposal-form.server.ts';

const t = (key: string, options?: Record<string, unknown>) => (options?.max === undefined ? key : `${key}:${options.max}`);
const KEY = 'key-12345678';

function posted(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const all: Record<string, string> = {
    intent: 'propose',
    baseVersion: '2',
    title: 'Pump supply contract',
    startDate: '2030-01-01',
    endDate: '2030-06-30',
    'l.1.quantity': '8',
    'l.1.deliveryDate': '2030-03-01',
    'l.2.quantity': '4',
    'l.2.deliveryDate': '2030-01-08',
    's.0.name': 'Advance',
    's.0.ratio': '30',
    's.0.condition': 'signing',
    's.0.payDay': '',
    's.3.name': 'Balance',
    's.3.ratio': '60',
    's.3.condition': 'date',
    's.3.dueDate': '2030-05-01',
    's.3.payDay': '12',
    deliveryAddress: 'Station 4',
    text: 'Article 1.',
    files: JSON.stringify([{ id: 7, name: 'drawing.pdf', url: '/files/drawing.pdf' }]),
    comment: 'Fewer pumps',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}

describe('a proposed version', () => {
  it('is read into the body: lines by number, the plan in its order, a date for a dated stage and no payment day, documents by id', () => {
    const checked = checkProposal(posted(), 9, KEY, t);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
    expect(checked.body).toEqual({
      id: 9,
      baseVersion: 2,
      comment: 'Fewer pumps',
      idempotencyKey: KEY,
      terms: {
        title: 'Pump supply contract',
        startDate: '2030-01-01',
        endDate: '2030-06-30',
        lines: [
          { lineNo: 1, quantity: 8, deliveryDate: '2030-03-01' },
          { lineNo: 2, quantity: 4, deliveryDate: '2030-01-08' },
        ],
        paymentPlan: [
          { name: 'Advance', ratio: 30, condition: 'signing', dueDate: null, payDay: null },
          { name: 'Balance', ratio: 60, condition: 'date', dueDate: '2030-05-01', payDay: null },
        ],
        deliveryAddress: 'Station 4',
        text: 'Article 1.',
        fileIds: [7],
      },
    });
  });

  it('says on each field what it cannot read, and keeps everything typed', () => {
    const checked = checkProposal(
      posted({
        'l.2.quantity': 'four',
        's.0.ratio': '30.005',
        's.0.payDay': 'x',
        'l.1.deliveryDate': '1 March',
        title: '',
        comment: 'x'.repeat(501),
      }),
      9,
      KEY,
      t,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors).toEqual({
      'l.2.quantity': 'contractDetail:errors.quantity',
      's.0.ratio': 'contractDetail:errors.ratio',
      's.0.payDay': 'contractDetail:errors.payDay',
      'l.1.deliveryDate': 'contractDetail:errors.date',
      title: 'contractDetail:errors.required',
      comment: 'contractDetail:errors.tooLong:500',
    });
    expect(checked.values.lines.map((line) => line.quantity)).toEqual(['8', 'four']);
    expect(checked.values.stages.map((stage) => stage.key)).toEqual(['s0', 's3']);
    expect(checked.values.files).toEqual([{ id: 7, name: 'drawing.pdf', url: '/files/drawing.pdf' }]);
  });

  it('a plan without a stage is refused on the plan; documents the form did not write on the documents', () => {
    const form = posted({ files: '[{"id":"x"}]' });
    for (const name of [
      's.0.name',
      's.0.ratio',
      's.0.condition',
      's.0.payDay',
      's.3.name',
      's.3.ratio',
      's.3.condition',
      's.3.dueDate',
      's.3.payDay',
    ])
      form.delete(name);
    const checked = checkProposal(form, 9, KEY, t);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors).toEqual({ plan: 'contractDetail:errors.tooFew', files: 'contractDetail:errors.invalid' });
    expect(postedProposal(form).stages).toEqual([]);
  });
});
