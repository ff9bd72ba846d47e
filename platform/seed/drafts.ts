// What the demo inquiries, tenders and competitive bids share before their own fields are added:
// the buyer, category, deadline, materials and delivery areas of each item (drawn in the same order
// for every kind, so the random streams stay as they were), document numbers and budgets, the
// materials' and areas' rows, the suppliers taking part, and the items that have ended.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import type { inquiryAreas, inquiryMateriels } from '../db/schema.ts';
import { attachment } from '../files/documents.ts';
import type { PriceType, SourcingSource } from '../sourcing/sources.ts';
import type { SeededSubCategory } from './catalogue.ts';
import type { SeededBuyer, SeededMembers } from './members.ts';
import { PLACES, streetAddress } from './places.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const COUNTS = { inquiries: 150, tenders: 80, biddings: 50, notices: { 1: 16, 2: 14, 3: 10 } } as const;

/** What every kind's seeding is given: the transaction, the two random streams (see seedDemoData), the members, the clock. */
export type Seeding = { db: Db; faker: Faker; facets: Faker; people: SeededMembers; now: number };

type MaterielDraft = {
  number: string;
  name: string;
  model: string;
  categoryId: number;
  brandId: number | null;
  unit: string;
  purchaseCount: number;
  sort: number;
};
type AreaDraft = { provinceCode: string; cityCode: string | null };

/** What the three kinds have in common before their own fields are added. */
export type Draft = {
  buyer: SeededBuyer;
  sub: SeededSubCategory;
  deadline: Date;
  createTime: Date;
  address: string;
  isAllArea: boolean;
  materiels: MaterielDraft[];
  areas: AreaDraft[];
};

/** An item whose deadline has passed: an award notice may end it (notices.ts). */
export type Ended = { type: PriceType; id: number; title: string; draft: Draft };

/**
 * Six in ten items are open for days, one closes within the hour, three have ended: the lists show
 * every state of the countdown and the action button.
 */
function deadlineOf(faker: Faker, index: number, now: number): Date {
  const bucket = index % 10;
  if (bucket < 6) return new Date(now + faker.number.int({ min: 1 * DAY, max: 30 * DAY }));
  if (bucket === 6) return new Date(now + faker.number.int({ min: 5 * MINUTE, max: 55 * MINUTE }));
  return new Date(now - faker.number.int({ min: HOUR, max: 20 * DAY }));
}

function draftItem(faker: Faker, index: number, buyers: SeededBuyer[], now: number): Draft {
  const buyer = buyers[index % buyers.length]!;
  const sub = faker.helpers.arrayElement(buyer.subs);
  const deadline = deadlineOf(faker, index, now);
  const createTime = new Date(Math.min(now, deadline.getTime()) - faker.number.int({ min: HOUR, max: 20 * DAY }));
  const materiels = Array.from({ length: faker.number.int({ min: 1, max: 6 }) }, (_, sort): MaterielDraft => {
    const [name, unit] = faker.helpers.arrayElement(sub.materials);
    return {
      number: `WL${faker.string.numeric(8)}`,
      name,
      model: `${faker.string.alpha({ length: 2, casing: 'upper' })}-${faker.number.int({ min: 100, max: 9999 })}`,
      categoryId: sub.id,
      brandId: faker.datatype.boolean(0.7) ? faker.helpers.arrayElement(sub.brandIds) : null,
      unit,
      purchaseCount: faker.number.int({ min: 1, max: 5000 }),
      sort,
    };
  });
  const isAllArea = faker.datatype.boolean(0.2);
  const areas = isAllArea
    ? []
    : faker.helpers
        .arrayElements(PLACES, { min: 1, max: 3 })
        .map((place) => ({ provinceCode: place.provinceCode, cityCode: faker.datatype.boolean(0.7) ? place.cityCode : null }));
  return { buyer, sub, deadline, createTime, address: streetAddress(faker, buyer.place), isAllArea, materiels, areas };
}

/** `count` items of one kind, spread over the buyers in turn. */
export function draftItems(seeding: Seeding, count: number): Draft[] {
  return Array.from({ length: count }, (_, i) => draftItem(seeding.faker, i, seeding.people.buyers, seeding.now));
}

/** "XJ202503140001": the kind's prefix, the publication day in Beijing time, the item's place in its kind. */
export function documentNumber(prefix: string, draft: Draft, index: number): string {
  const day = new Date(draft.createTime.getTime() + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(index + 1).padStart(4, '0')}`;
}

/** The buyer's estimate: every material at its reference unit price (catalogue.ts). */
export function budgetOf(draft: Draft): number {
  const unitPrice = new Map(draft.sub.materials.map(([name, , price]) => [name, price]));
  const total = draft.materiels.reduce((sum, m) => sum + m.purchaseCount * unitPrice.get(m.name)!, 0);
  return Math.round(total * 100) / 100;
}

/** The columns every kind's table has: publisher, category, delivery, budget, publication time. */
export function publication(draft: Draft) {
  return {
    memberId: draft.buyer.memberId,
    memberRoleId: draft.buyer.roleId,
    categoryId: draft.sub.id,
    isAllArea: draft.isAllArea,
    budgetAmount: budgetOf(draft),
    createTime: draft.createTime,
  };
}

/**
 * Materials and areas of a kind's items, given the ids the items were stored under. Each material
 * has one value of each attribute of its category, drawn from `facets` (see seedDemoData).
 */
export async function insertDetails({ db, facets }: Seeding, tables: Pick<SourcingSource, 'materiels' | 'areas'>, drafts: Draft[], ids: number[]) {
  const materielRows = drafts.flatMap((d, i) =>
    d.materiels.map((m) => ({
      ...m,
      parentId: ids[i]!,
      attributeValueIds: d.sub.attributeValueIds.map((values) => facets.helpers.arrayElement(values)),
      // The first material of an item comes with its drawings and specification.
      files: m.sort === 0 ? [attachment(`${m.name} ${m.model} 技术规格书`, 'pdf'), attachment(`${m.name} ${m.model} 图纸说明`, 'txt')] : [],
    })),
  );
  const areaRows = drafts.flatMap((d, i) => d.areas.map((a) => ({ ...a, parentId: ids[i]! })));
  // The three tables of each kind have the same columns (schema.ts builds them alike).
  await db.insert(tables.materiels as typeof inquiryMateriels).values(materielRows);
  if (areaRows.length) await db.insert(tables.areas as typeof inquiryAreas).values(areaRows);
}

/** A moment between an item's publication and its deadline (or now, if that is earlier). */
function during(faker: Faker, draft: Draft, now: number): Date {
  const end = Math.min(now, draft.deadline.getTime());
  return new Date(faker.number.int({ min: draft.createTime.getTime(), max: Math.max(draft.createTime.getTime(), end) }));
}

/**
 * Suppliers taking part in each item (quotes, registrations, sign-ups): up to `max` generated ones,
 * plus the demo supplier on every `demoEvery`-th item.
 */
export function participations({ faker, people, now }: Seeding, drafts: Draft[], ids: number[], demoEvery: number, max: number) {
  return drafts.flatMap((draft, i) => {
    const chosen = faker.helpers.arrayElements(people.otherSuppliers, { min: 0, max });
    const suppliers = i % demoEvery === 0 ? [people.demoSupplier, ...chosen] : chosen;
    return suppliers.map((supplier) => ({
      itemId: ids[i]!,
      memberId: supplier.memberId,
      memberRoleId: supplier.roleId,
      userId: supplier.userId,
      createTime: during(faker, draft, now),
    }));
  });
}

/** The stored items (id and title, in the drafts' order) whose deadline has passed. */
export function endedOf(source: SourcingSource, drafts: Draft[], rows: Array<{ id: number; title: string }>, now: number): Ended[] {
  return drafts.flatMap((draft, i) => (draft.deadline.getTime() < now ? [{ type: source.type, id: rows[i]!.id, title: rows[i]!.title, draft }] : []));
}
