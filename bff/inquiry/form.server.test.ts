// The inquiry form's own check: the portal reads the fields' shapes, the contract's limits and rules
// say what is refused (contract/schemas/inquiry-rules.ts), and the times are Beijing's.
import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { checkedForm, emptyFormValues } from './form.server.ts';
import type { InquiryFormValues } from './views.ts';

const t = (key: string, options?: Record<string, unknown>) => (options?.max === undefined ? key : `${key} ${options.max}`);

function typed(fields: Partial<InquiryFormValues> = {}): InquiryFormValues {
  const values = emptyFormValues();
  return {
    ...values,
    details: '年度轴承采购',
    categoryId: '12',
    materials: [{ ...values.materials[0]!, key: 'r3', number: 'M-1', name: '深沟球轴承', unit: '个', purchaseCount: '100' }],
    deliveryDate: '2030-01-20',
    offerEnd: '2030-01-15T09:30',
    address: '上海市浦东新区张江路 1 号',
    ...fields,
  };
}

describe('the inquiry form', () => {
  it('sends Beijing’s times: the deadline as typed, delivery at the end of its day', () => {
    const checked = checkedForm(typed(), t);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
    expect(checked.body.offerEndTime).toBe(Date.parse('2030-01-15T09:30:00+08:00'));
    expect(checked.body.deliveryTime).toBe(Date.parse('2030-01-20T23:59:59+08:00'));
  });

  it('refuses what the contract refuses, on its field, naming the contract’s bound', () => {
    const values = typed({ details: 'x'.repeat(INQUIRY_LIMITS.details + 1) });
    values.materials[0]!.name = 'y'.repeat(INQUIRY_LIMITS.material.name + 1);
    const checked = checkedForm(values, t);
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        details: `inquiry:errors.tooLong ${INQUIRY_LIMITS.details}`,
        'm.3.name': `inquiry:errors.tooLong ${INQUIRY_LIMITS.material.name}`,
      },
    });
  });

  it('leaves the rules of time to the platform: a delivery before the deadline is its to refuse (60014)', () => {
    expect(checkedForm(typed({ deliveryDate: '2030-01-01' }), t)).toMatchObject({ ok: true });
  });
});
