// A process's releases as a harvester reads them (docs/product/open-data.md): every one valid against
// the official release schema, a sealed price nowhere until the opening, companies the only parties
// and nothing of their people, amendments chained to what they amend, and the compiled release the
// latest of each field.
import { describe, expect, it } from 'vitest';
import { ocdsValidator } from '../testing/ocds-validator.ts';
import { compileReleases } from './compile.ts';
import type { ProcessFacts, ReleaseEvent, ReleaseEventKind } from './facts.ts';
import { ocidOf, processOf } from './ocid.ts';
import { releaseIdOf } from './release-ids.ts';
import { releaseOf } from './releases.ts';

const validator = ocdsValidator();
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 15, 2, 0, 0);
const at = (days: number) => new Date(T0 + days * DAY);

const buyer = { memberId: 7, name: '上海某某机械有限公司' };
const winner = { memberId: 21, name: '苏州某某轴承有限公司' };
const second = { memberId: 22, name: '无锡某某五金有限公司' };
const items = [
  { id: 101, name: '深沟球轴承', model: '6204', unit: '个', quantity: 100 },
  { id: 102, name: '圆锥滚子轴承', model: '30205', unit: '个', quantity: 50 },
];

/** A sealed inquiry awarded by line to two suppliers, with a signed contract, a payment and an amendment. */
function sealedInquiry(overrides: Partial<ProcessFacts> = {}): ProcessFacts {
  const tender = { title: '轴承询价', description: '年度轴承采购', items, period: { start: at(0), end: at(3) }, value: 50_000 };
  return {
    kind: 'inquiry',
    id: 42,
    number: 'XJ202601150001',
    buyer,
    currency: 'CNY',
    method: 'open',
    state: 'awarded',
    reason: null,
    published: tender,
    amendments: [{ revision: 2, reason: '延长报价截止时间', tender: { ...tender, period: { start: at(0), end: at(4) } } }],
    pricesPublic: false,
    award: {
      id: 9,
      date: at(5),
      currency: 'CNY',
      lotAmount: null,
      lines: [
        { supplier: winner, item: items[0]!, unitPrice: 4321.87, amount: 432_187 },
        { supplier: second, item: items[1]!, unitPrice: 19.5, amount: 975 },
      ],
    },
    contracts: [
      {
        id: 3,
        agreementNo: 'HT0001',
        awardId: 9,
        supplier: winner,
        title: '轴承采购合同',
        currency: 'CNY',
        totalAmount: 432_187,
        lines: [{ lineNo: 1, name: '深沟球轴承', model: '6204', unit: '个', quantity: 100, unitPrice: 4321.87 }],
        startDate: '2026-01-25',
        endDate: '2026-03-31',
        dateSigned: at(8),
        ended: null,
      },
    ],
    payments: [{ id: 11, contractId: 3, stageNo: 1, amount: 129_656.1, date: at(9) }],
    ...overrides,
  };
}

const event = (facts: ProcessFacts, kind: ReleaseEventKind, ref: number, date: Date): ReleaseEvent => ({
  kind: facts.kind,
  processId: facts.id,
  event: kind,
  ref,
  date,
  releaseId: releaseIdOf(facts.kind, facts.id, kind, ref),
});

function releasesOf(facts: ProcessFacts) {
  const events = [
    event(facts, 'tender', 0, at(0)),
    ...facts.amendments.map((a) => event(facts, 'amendment', a.revision, at(1))),
    ...(facts.award ? [event(facts, 'award', facts.award.id, facts.award.date)] : []),
    ...facts.contracts.map((c) => event(facts, 'contract', c.id, c.dateSigned)),
    ...facts.payments.map((p) => event(facts, 'payment', p.id, p.date)),
  ];
  return events.map((e) => releaseOf(facts, e));
}

/** Every number anywhere in a document. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Every key anywhere in a document. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => [k, ...keysIn(v)]);
  return [];
}

describe("a process's releases", () => {
  it('are each valid against the official release schema, and so is the compiled release', () => {
    const releases = releasesOf(sealedInquiry({ pricesPublic: true }));
    expect(releases.map((r) => r.tag)).toEqual([['tender'], ['tenderAmendment'], ['award'], ['contract'], ['implementation']]);
    for (const release of releases) expect(validator.release(release), release.id).toEqual([]);
    expect(validator.release(compileReleases(releases))).toEqual([]);
  });

  it('keep a sealed inquiry’s awarded prices out until the opening has made them public', () => {
    const sealed = releasesOf(sealedInquiry({ pricesPublic: false, contracts: [], payments: [] }));
    const award = sealed.find((r) => r.tag[0] === 'award')!;
    expect(award.awards!.map((a) => [a.suppliers, a.value])).toEqual([
      [[{ id: 'member-21', name: winner.name }], undefined],
      [[{ id: 'member-22', name: second.name }], undefined],
    ]);
    for (const price of [4321.87, 432_187, 19.5, 975]) expect(numbersIn(sealed)).not.toContain(price);

    const opened = releasesOf(sealedInquiry({ pricesPublic: true, contracts: [], payments: [] })).find((r) => r.tag[0] === 'award')!;
    expect(opened.awards!.map((a) => a.value)).toEqual([
      { amount: 432_187, currency: 'CNY' },
      { amount: 975, currency: 'CNY' },
    ]);
    expect(opened.awards![0]!.items).toEqual([
      { id: '101', description: '深沟球轴承 6204', quantity: 100, unit: { name: '个', value: { amount: 4321.87, currency: 'CNY' } } },
    ]);
  });

  it('name companies only: ids and names of members, no contact, address or person', () => {
    const releases = releasesOf(sealedInquiry({ pricesPublic: true }));
    const keys = new Set(keysIn(releases));
    for (const personal of ['contactPoint', 'email', 'telephone', 'faxNumber', 'address', 'identifier', 'additionalIdentifiers', 'persons']) {
      expect(keys.has(personal), personal).toBe(false);
    }
    const parties = releases.flatMap((r) => r.parties);
    expect(new Set(parties.map((p) => `${p.id} ${p.name}`))).toEqual(
      new Set([`member-7 ${buyer.name}`, `member-21 ${winner.name}`, `member-22 ${second.name}`]),
    );
    for (const party of parties) expect(Object.keys(party).sort()).toEqual(['id', 'name', 'roles']);
  });

  it('chain each amendment to the release it amends, and compile to the latest of each field', () => {
    const facts = sealedInquiry({ pricesPublic: true, state: 'awarded' });
    const releases = releasesOf(facts);
    const ocid = ocidOf('inquiry', 42);
    expect(releases[1]!.tender).toMatchObject({
      tenderPeriod: { endDate: at(4).toISOString() },
      amendments: [{ id: '2', rationale: '延长报价截止时间', amendsReleaseID: `${ocid}-tender`, releaseID: `${ocid}-amendment-2` }],
    });
    const compiled = compileReleases(releases);
    expect(compiled).toMatchObject({ id: `${ocid}-compiled`, tag: ['compiled'], date: at(9).toISOString() });
    expect(compiled.tender).toMatchObject({ id: 'XJ202601150001', status: 'complete', tenderPeriod: { endDate: at(4).toISOString() } });
    expect(compiled.awards!.map((a) => a.id)).toEqual(['9-21', '9-22']);
    expect(compiled.contracts).toMatchObject([
      { id: '3', awardID: '9-21', status: 'active', implementation: { transactions: [{ id: '11', value: { amount: 129_656.1 } }] } },
    ]);
    // Roles as earned by the last release: the buyer has paid, the winner has been paid.
    const roles = Object.fromEntries(compiled.parties.map((p) => [p.id, p.roles]));
    expect(roles).toEqual({ 'member-7': ['buyer', 'procuringEntity', 'payer'], 'member-21': ['supplier', 'payee'], 'member-22': ['supplier'] });
  });

  it('say how each kind buys: open or invited, an auction a reverse auction whose lot carries one price', () => {
    const auction: ProcessFacts = {
      ...sealedInquiry(),
      kind: 'bidding',
      method: 'open',
      amendments: [],
      pricesPublic: true,
      award: {
        id: 5,
        date: at(5),
        currency: 'CNY',
        lotAmount: 88_000,
        lines: items.map((item) => ({ supplier: winner, item, unitPrice: null, amount: null })),
      },
      contracts: [],
      payments: [],
    };
    const [tender, award] = releasesOf(auction);
    expect(tender!.tender).toMatchObject({ procurementMethod: 'open', procurementMethodDetails: 'reverse auction', value: { amount: 50_000 } });
    expect(award!.awards).toMatchObject([{ id: '5-21', value: { amount: 88_000, currency: 'CNY' } }]);
    expect(award!.awards![0]!.items).toEqual(items.map((i) => expect.objectContaining({ id: String(i.id), unit: { name: '个' } })));
    const invited = releasesOf({ ...sealedInquiry(), method: 'selective' })[0]!;
    expect(invited.tender).toMatchObject({ procurementMethod: 'selective', procurementMethodDetails: 'request for quotation' });
  });

  it('end a cancelled or failed process with its status', () => {
    const cancelled = sealedInquiry({ state: 'cancelled', award: null, contracts: [], payments: [], amendments: [] });
    const release = releaseOf(cancelled, event(cancelled, 'cancellation', 0, at(2)));
    expect(release).toMatchObject({ tag: ['tenderCancellation'], tender: { status: 'cancelled' } });
    const failed = { ...cancelled, kind: 'tender' as const, state: 'failed' as const };
    expect(releaseOf(failed, event(failed, 'outcome', 0, at(12))).tender).toEqual({ id: 'XJ202601150001', status: 'unsuccessful' });
    expect(validator.release(release)).toEqual([]);
  });
});

describe('an ocid', () => {
  it('names one process of this publisher, and nothing else', () => {
    expect(ocidOf('tender', 17)).toBe('ocds-procportal-tender-17');
    expect(processOf('ocds-procportal-bidding-3')).toEqual({ kind: 'bidding', id: 3 });
    for (const other of ['ocds-213czf-tender-17', 'ocds-procportal-order-3', 'ocds-procportal-tender-0', 'ocds-procportal-tender-99999999999']) {
      expect(processOf(other), other).toBeNull();
    }
  });
});
