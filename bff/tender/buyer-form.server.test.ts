// The tender form's own check: the portal reads the fields' shapes, the contract's limits and rules
// say what is refused (contract/schemas/tender-rules.ts), and the times are Beijing's; the schedule's
// rules of time are the platform's (601xx on publishing).
import { describe, expect, it } from 'vitest';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { siteFields } from '#contract/time.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { checkedForm, emptyFormValues, formValuesFrom, formValuesOf } from './buyer-form.server.ts';
import type { TenderFormValues } from './buyer-views.ts';

const t = (key: string, options?: Record<string, unknown>) => (options?.max === undefined ? key : `${key} ${options.max}`);

function typed(fields: Partial<TenderFormValues> = {}): TenderFormValues {
  const values = emptyFormValues();
  return {
    ...values,
    projectName: '泵站设备招标',
    remark: '泵站改造的水泵与阀门',
    categoryId: '12',
    materials: [{ ...values.materials[0]!, key: 'r3', code: 'P-1', name: '离心泵', unit: '台', count: '4' }],
    deliverAddress: '上海市浦东新区张江路 1 号',
    hopeDate: '2030-03-01',
    registerStartTime: '2030-01-02T09:00',
    registerEndTime: '2030-01-06T17:00',
    preCheckStartTime: '2030-01-06T17:00',
    preCheckEndTime: '2030-01-08T17:00',
    inviteTenderStartTime: '2030-01-09T09:00',
    inviteTenderEndTime: '2030-01-30T09:00',
    openTenderTime: '2030-01-30T09:30',
    ...fields,
  };
}

describe('the tender form', () => {
  it('sends Beijing’s times as typed, the hoped-for day at its start', () => {
    const checked = checkedForm(typed(), t);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
    expect(checked.body.registerStartTime).toBe(Date.parse('2030-01-02T09:00:00+08:00'));
    expect(checked.body.preCheckEndTime).toBe(Date.parse('2030-01-08T17:00:00+08:00'));
    expect(checked.body.openTenderTime).toBe(Date.parse('2030-01-30T09:30:00+08:00'));
    expect(checked.body.hopeDate).toBe(Date.parse('2030-03-01T00:00:00+08:00'));
    expect(checked.body).toMatchObject({
      isQualificationCheck: true,
      evaluationMethod: 'lowestPrice',
      evaluationCriteria: [],
      tenderScope: 'public',
    });
  });

  it('leaves the prequalification out when it is off, whatever its fields still hold', () => {
    const checked = checkedForm(typed({ prequal: '', preCheckStartTime: 'nonsense', preCheckRequirement: '营业执照' }), t);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
    expect(checked.body).toMatchObject({ isQualificationCheck: false, preCheckRequirement: '' });
    expect(checked.body.preCheckStartTime).toBeUndefined();
  });

  it('refuses what the contract refuses, each on its field, naming the contract’s bound', () => {
    const values = typed({ projectName: 'x'.repeat(TENDER_LIMITS.projectName + 1), registerEndTime: 'tomorrow', preCheckStartTime: '' });
    values.materials[0]!.count = '0';
    expect(checkedForm(values, t)).toEqual({
      ok: false,
      fieldErrors: {
        projectName: `tender:errors.tooLong ${TENDER_LIMITS.projectName}`,
        registerEndTime: 'tender:errors.dateTime',
        'm.3.count': 'tender:errors.quantity',
        preCheckStartTime: 'tender:errors.prequalWindow',
      },
    });
  });

  it('scores on criteria whose weights total at most 100, one of them the price’s', () => {
    const criteria = [
      { key: 'c0', name: '价格', weight: '60' },
      { key: 'c2', name: '技术方案', weight: '40' },
    ];
    const checked = checkedForm(typed({ evaluationMethod: 'scored', criteria, priceCriterion: 'c0' }), t);
    if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
    expect(checked.body.evaluationCriteria).toEqual([
      { name: '价格', weight: 60, isPrice: true },
      { name: '技术方案', weight: 40, isPrice: false },
    ]);
    const over = checkedForm(typed({ evaluationMethod: 'scored', criteria: [...criteria, { key: 'c5', name: '售后', weight: '1' }] }), t);
    expect(over).toEqual({ ok: false, fieldErrors: { criteria: 'tender:errors.criteriaRule' } });
    expect(checkedForm(typed({ evaluationMethod: 'scored', criteria: [] }), t)).toEqual({
      ok: false,
      fieldErrors: { criteria: 'tender:errors.criteriaRequired' },
    });
    expect(checkedForm(typed({ evaluationMethod: 'scored', criteria: [{ key: 'c1', name: '价格', weight: '101' }] }), t)).toEqual({
      ok: false,
      fieldErrors: { 'c.1.weight': 'tender:errors.weight 100', criteria: 'tender:errors.criteriaRule' },
    });
  });

  it('asks an invited tender for its suppliers, and chosen areas for at least one', () => {
    expect(checkedForm(typed({ tenderScope: 'invited', areaScope: 'chosen' }), t)).toEqual({
      ok: false,
      fieldErrors: { areas: 'tender:errors.areaRequired', invited: 'tender:errors.invitedRequired' },
    });
  });

  it('reads the posted rows in their order and keeps them as typed', () => {
    const form = new FormData();
    form.set('projectName', '阀门招标');
    form.set('m.4.name', '闸阀');
    form.set('m.1.name', '球阀');
    form.set('c.2.name', '价格');
    form.set('c.2.weight', '70');
    form.set('priceCriterion', 'c2');
    form.set('areas', 'p:110000,c:310000:310100');
    form.set('registerFiles', JSON.stringify([{ id: 7, name: '报名须知.pdf', url: '/files/a.pdf' }]));
    const values = formValuesOf(form);
    expect(values.materials.map((m) => [m.key, m.name])).toEqual([
      ['r1', '球阀'],
      ['r4', '闸阀'],
    ]);
    expect(values.criteria).toEqual([{ key: 'c2', name: '价格', weight: '70' }]);
    expect(values.areas).toEqual(['p:110000', 'c:310000:310100']);
    expect(values.registerFiles).toEqual([{ id: 7, name: '报名须知.pdf', url: '/files/a.pdf' }]);
  });

  it('shows a saved draft in Beijing’s time, its price criterion marked', () => {
    const at = Date.parse('2030-01-02T09:00:00+08:00');
    const draft = {
      projectName: '泵站设备招标',
      remark: '',
      categoryId: 12,
      purchaseType: 1,
      budgetAmount: 0,
      isAllArea: false,
      areaList: [{ provinceCode: '310000', cityCode: '310100' }],
      materielList: [],
      deliverAddress: '上海',
      hopeDate: at,
      registerStartTime: at,
      registerEndTime: at,
      registerRequirement: '',
      registerFile: [{ name: 'seed.pdf', url: 'https://example.com/seed.pdf' }],
      isQualificationCheck: false,
      preCheckStartTime: null,
      preCheckEndTime: null,
      preCheckRequirement: '',
      preCheckFile: [],
      inviteTenderStartTime: at,
      inviteTenderEndTime: at,
      openTenderTime: at,
      inviteTenderRequirement: '',
      inviteTenderFile: [],
      evaluationMethod: 'scored',
      evaluationCriteria: [
        { name: '技术', weight: 30, isPrice: false },
        { name: '价格', weight: 70, isPrice: true },
      ],
      tenderScope: 'public',
      invited: [],
      payType: '',
      deliverRequirement: '',
      taxationRequirement: '',
      logisticsRequirement: '',
      packingRequirement: '',
      otherRequirement: '',
    } as unknown as MemberTender;
    const values = formValuesFrom(draft);
    expect(values).toMatchObject({
      registerStartTime: siteFields(at).dateTime,
      hopeDate: '2030-01-02',
      prequal: '',
      preCheckStartTime: '',
      areaScope: 'chosen',
      areas: ['c:310000:310100'],
      priceCriterion: 'c1',
      budgetAmount: '',
      // An attachment that names no upload (the seed's) cannot be sent again.
      registerFiles: [],
    });
  });
});
