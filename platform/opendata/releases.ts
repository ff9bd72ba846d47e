// One OCDS 1.1 release of a process for one event of the release list (docs/product/open-data.md):
// the tender as published or amended, its cancellation or outcome, the award by supplier, a signed
// contract and its end, a payment. Pure: the facts in, the release out. Parties are member companies
// (id and name, no people); answers' prices appear only in awards, and only once they are public.
import { sum } from '../sourcing/money.ts';
import type { AmendmentFacts, AwardFacts, ContractFacts, ItemFacts, Organisation, ProcessFacts, ReleaseEvent, TenderFacts } from './facts.ts';
import { ocidOf, partyIdOf, RELEASE_LANGUAGE } from './ocid.ts';
import { releaseIdOf } from './release-ids.ts';

/** An OCDS release as JSON (the official schema checks it: docs/opendata/ocds-schema/release-schema.json). */
export type OcdsRelease = {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  initiationType: 'tender';
  language: string;
  parties: OcdsParty[];
  buyer: OcdsOrganisationReference;
  tender?: Record<string, unknown>;
  awards?: Array<Record<string, unknown>>;
  contracts?: Array<Record<string, unknown>>;
};
export type OcdsOrganisationReference = { id: string; name: string };
export type OcdsParty = OcdsOrganisationReference & { roles: string[] };

const METHOD_DETAILS = { inquiry: 'request for quotation', tender: 'invitation to tender', bidding: 'reverse auction' } as const;

const iso = (date: Date) => date.toISOString();
/** A day of a contract (YYYY-MM-DD, the buyer's calendar: Beijing time) as a date-time. */
const dayStart = (day: string) => `${day}T00:00:00+08:00`;
const dayEnd = (day: string) => `${day}T23:59:59+08:00`;

const reference = (organisation: Organisation): OcdsOrganisationReference => ({ id: partyIdOf(organisation.memberId), name: organisation.name });

/** An award's id: one OCDS award per supplier of an award row. */
export const awardIdOf = (awardId: number, supplierMemberId: number) => `${awardId}-${supplierMemberId}`;

/** The roles a company has earned in the process by `date`: a release says no more than was true then. */
function rolesAt(facts: ProcessFacts, memberId: number, date: Date): string[] {
  const paid = facts.payments.filter((p) => p.date <= date);
  const contractOf = new Map(facts.contracts.map((c) => [c.id, c]));
  if (memberId === facts.buyer.memberId) return ['buyer', 'procuringEntity', ...(paid.length > 0 ? ['payer'] : [])];
  const roles: string[] = [];
  if (facts.award && facts.award.date <= date && facts.award.lines.some((l) => l.supplier.memberId === memberId)) roles.push('supplier');
  if (paid.some((p) => contractOf.get(p.contractId)?.supplier.memberId === memberId)) roles.push('payee');
  return roles.length > 0 ? roles : ['supplier'];
}

function parties(facts: ProcessFacts, date: Date, others: Organisation[] = []): OcdsParty[] {
  const unique = new Map([facts.buyer, ...others].map((o) => [o.memberId, o]));
  return [...unique.values()].map((o) => ({ ...reference(o), roles: rolesAt(facts, o.memberId, date) }));
}

function item(line: ItemFacts, unitPrice: number | null, currency: string) {
  return {
    id: String(line.id),
    description: [line.name, line.model].filter(Boolean).join(' '),
    quantity: line.quantity,
    unit: { name: line.unit, ...(unitPrice === null ? {} : { value: { amount: unitPrice, currency } }) },
  };
}

/** The tender as `tender` shows it; the status as of the release. */
function tenderOf(facts: ProcessFacts, tender: TenderFacts, status: string) {
  return {
    id: facts.number,
    title: tender.title,
    ...(tender.description ? { description: tender.description } : {}),
    status,
    procurementMethod: facts.method,
    procurementMethodDetails: METHOD_DETAILS[facts.kind],
    mainProcurementCategory: 'goods',
    items: tender.items.map((line) => item(line, null, facts.currency)),
    ...(tender.value !== null && tender.value > 0 ? { value: { amount: tender.value, currency: facts.currency } } : {}),
    tenderPeriod: { startDate: iso(tender.period.start), endDate: iso(tender.period.end) },
  };
}

/** The id of the release an amendment amends: the one before it, or the publication. */
function amendedReleaseId(facts: ProcessFacts, amendment: AmendmentFacts): string {
  const earlier = facts.amendments.filter((a) => a.revision < amendment.revision).map((a) => a.revision);
  return earlier.length > 0 ? releaseIdOf(facts.kind, facts.id, 'amendment', Math.max(...earlier)) : releaseIdOf(facts.kind, facts.id, 'tender', 0);
}

/** One OCDS award per supplier: its lines as items, its value once prices are public. */
function awardsOf(facts: ProcessFacts, award: AwardFacts) {
  const bySupplier = new Map<number, AwardFacts['lines']>();
  for (const line of award.lines) bySupplier.set(line.supplier.memberId, [...(bySupplier.get(line.supplier.memberId) ?? []), line]);
  return [...bySupplier.entries()].map(([memberId, lines]) => {
    const amount = award.lotAmount ?? sum(lines.map((l) => l.amount ?? 0));
    return {
      id: awardIdOf(award.id, memberId),
      status: 'active',
      date: iso(award.date),
      suppliers: [reference(lines[0]!.supplier)],
      ...(facts.pricesPublic ? { value: { amount, currency: award.currency } } : {}),
      items: lines.map((l) => item(l.item, facts.pricesPublic ? l.unitPrice : null, award.currency)),
    };
  });
}

function contractOf(contract: ContractFacts) {
  return {
    id: String(contract.id),
    awardID: awardIdOf(contract.awardId, contract.supplier.memberId),
    title: contract.title,
    status: 'active',
    dateSigned: iso(contract.dateSigned),
    value: { amount: contract.totalAmount, currency: contract.currency },
    period: { startDate: dayStart(contract.startDate), endDate: dayEnd(contract.endDate) },
    items: contract.lines.map((l) => ({
      id: String(l.lineNo),
      description: [l.name, l.model].filter(Boolean).join(' '),
      quantity: l.quantity,
      unit: { name: l.unit, value: { amount: l.unitPrice, currency: contract.currency } },
    })),
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`open data: ${what} is not among the process's facts`);
  return value;
}

/** The release of `event` (one of the process's, as events.ts lists them). */
export function releaseOf(facts: ProcessFacts, event: ReleaseEvent): OcdsRelease {
  const ocid = ocidOf(facts.kind, facts.id);
  const at = event.date;
  const head = (tag: string, others: Organisation[] = []): OcdsRelease => ({
    ocid,
    id: event.releaseId,
    date: iso(at),
    tag: [tag],
    initiationType: 'tender',
    language: RELEASE_LANGUAGE,
    parties: parties(facts, at, others),
    buyer: reference(facts.buyer),
  });
  switch (event.event) {
    case 'tender':
      return { ...head('tender'), tender: tenderOf(facts, facts.published, 'active') };
    case 'amendment': {
      const amendment = required(
        facts.amendments.find((a) => a.revision === event.ref),
        `amendment ${event.ref}`,
      );
      const record = {
        id: String(amendment.revision),
        date: iso(at),
        rationale: amendment.reason,
        amendsReleaseID: amendedReleaseId(facts, amendment),
        releaseID: event.releaseId,
      };
      return { ...head('tenderAmendment'), tender: { ...tenderOf(facts, amendment.tender, 'active'), amendments: [record] } };
    }
    case 'cancellation':
      return { ...head('tenderCancellation'), tender: { id: facts.number, status: 'cancelled' } };
    case 'outcome':
      return { ...head('tenderUpdate'), tender: { id: facts.number, status: facts.state === 'failed' ? 'unsuccessful' : 'complete' } };
    case 'award': {
      const award = required(facts.award ?? undefined, `award ${event.ref}`);
      return {
        ...head(
          'award',
          award.lines.map((l) => l.supplier),
        ),
        tender: { id: facts.number, status: 'complete' },
        awards: awardsOf(facts, award),
      };
    }
    case 'contract': {
      const contract = required(
        facts.contracts.find((c) => c.id === event.ref),
        `contract ${event.ref}`,
      );
      return { ...head('contract', [contract.supplier]), contracts: [contractOf(contract)] };
    }
    case 'contractEnd': {
      const contract = required(
        facts.contracts.find((c) => c.id === event.ref),
        `contract ${event.ref}`,
      );
      const ended = { id: String(contract.id), awardID: awardIdOf(contract.awardId, contract.supplier.memberId), status: 'terminated' };
      return { ...head('contractTermination', [contract.supplier]), contracts: [ended] };
    }
    case 'payment': {
      const payment = required(
        facts.payments.find((p) => p.id === event.ref),
        `payment ${event.ref}`,
      );
      const contract = required(
        facts.contracts.find((c) => c.id === payment.contractId),
        `contract ${payment.contractId}`,
      );
      const transaction = {
        id: String(payment.id),
        date: iso(payment.date),
        value: { amount: payment.amount, currency: contract.currency },
        payer: reference(facts.buyer),
        payee: reference(contract.supplier),
      };
      return {
        ...head('implementation', [contract.supplier]),
        contracts: [
          {
            id: String(contract.id),
            awardID: awardIdOf(contract.awardId, contract.supplier.memberId),
            implementation: { transactions: [transaction] },
          },
        ],
      };
    }
  }
}
