// Demo inquiries with their materials, areas and suppliers' quotes.
//
// The demo buyer's first two open inquiries show the quote rules of decision 006: the first is
// sealed, the second open, both open to every area, and the demo supplier and two others have
// quoted on both.
import type { Faker } from '@faker-js/faker';
import { inquiries, quotes } from '../db/schema.ts';
import { attachment } from '../files/documents.ts';
import { shortName } from '../member/accounts.ts';
import { inquirySource } from '../sourcing/sources.ts';
import { budgetOf, COUNTS, DAY, documentNumber, draftItems, endedOf, insertDetails, MINUTE, participations, publication } from './drafts.ts';
import type { Draft, Ended, Seeding } from './drafts.ts';
import type { SeededBuyer, SeededMembers } from './members.ts';

/** The quote rules' showcase (decision 006): the demo buyer's first two open inquiries, sealed then open. */
function showcaseInquiries(drafts: Draft[], demoBuyer: SeededBuyer, now: number): Map<number, 1 | 2> {
  const open = drafts.flatMap((d, i) => (d.buyer === demoBuyer && d.deadline.getTime() > now ? [i] : []));
  return new Map([
    [open[0]!, 1],
    [open[1]!, 2],
  ]);
}

/**
 * Quotes that make the showcase: the demo supplier and two generated suppliers on each showcase
 * inquiry, unless they already quoted there. Amounts and times follow from the item, so that the
 * random streams (and every other seeded row) stay as they were.
 */
function showcaseQuotes(
  people: SeededMembers,
  drafts: Draft[],
  ids: number[],
  showcase: Map<number, 1 | 2>,
  existing: Array<{ itemId: number; memberId: number }>,
) {
  const quoters = [people.demoSupplier, ...people.otherSuppliers.slice(0, 2)];
  return [...showcase.keys()].flatMap((i) =>
    quoters
      .filter((supplier) => !existing.some((q) => q.itemId === ids[i] && q.memberId === supplier.memberId))
      .map((supplier, k) => ({
        inquiryId: ids[i]!,
        memberId: supplier.memberId,
        memberRoleId: supplier.roleId,
        userId: supplier.userId,
        totalAmount: Math.round(budgetOf(drafts[i]!) * (0.92 + 0.03 * k) * 100) / 100,
        createTime: new Date(drafts[i]!.createTime.getTime() + (k + 1) * 10 * MINUTE),
      })),
  );
}

/** The inquiry row of draft `i` (`year`: the seeding's, for titles); a showcase inquiry's price contrast is the showcase's. */
function inquiryRow(faker: Faker, year: number, d: Draft, i: number, showcased: 1 | 2 | undefined) {
  const number = documentNumber('XJ', d, i);
  const inquiry = {
    ...publication(d),
    purchaseInquiryNo: number,
    details: faker.helpers.arrayElement([
      `${d.materiels[0]!.name}等${d.materiels.length}项物资采购询价`,
      `${year}年${d.sub.name}采购询价`,
      `${shortName(d.buyer.name)}${d.sub.name}询价采购`,
    ]),
    address: d.address,
    deliveryTime: new Date(d.deadline.getTime() + faker.number.int({ min: 5, max: 40 }) * DAY),
    offerEndTime: d.deadline,
    purchaseType: faker.helpers.arrayElement([1, 2] as const),
    priceContrast: faker.helpers.arrayElement([1, 2] as const),
    offer: '含税含运费报价',
    paymentType: faker.helpers.arrayElement(['货到付款', '月结30天', '预付30%，验收后付尾款']),
    taxes: '含13%增值税专用发票',
    logistics: '供应商负责送货到指定地址',
    packRequire: '原厂包装，外箱标注物料编码',
    otherRequire: '请随报价附资质证明文件',
    files: [attachment(`${number} 询价须知`, 'pdf'), ...(i % 2 === 0 ? [attachment(`${number} 报价单模板`, 'txt')] : [])],
  };
  // Drawn for every inquiry all the same, so that the random stream stays as it was.
  return showcased ? { ...inquiry, priceContrast: showcased } : inquiry;
}

/** Inquiries, their materials and areas, and quotes (the showcase's among them); returns the ended ones. */
export async function seedInquiries(seeding: Seeding): Promise<Ended[]> {
  const { db, faker, people, now } = seeding;
  const drafts = draftItems(seeding, COUNTS.inquiries);
  const showcase = showcaseInquiries(drafts, people.buyers[0]!, now);
  // The showcase is open to every area: any supplier the demo buyer admits may quote there, wherever it is.
  for (const i of showcase.keys()) drafts[i] = { ...drafts[i]!, isAllArea: true, areas: [] };
  const year = new Date(now).getFullYear();
  const rows = await db
    .insert(inquiries)
    .values(drafts.map((d, i) => inquiryRow(faker, year, d, i, showcase.get(i))))
    .returning({ id: inquiries.id, title: inquiries.details });
  const ids = rows.map((r) => r.id);
  await insertDetails(seeding, inquirySource, drafts, ids);
  const quoted = participations(seeding, drafts, ids, 9, 5);
  await db.insert(quotes).values([
    ...quoted.map(({ itemId, ...p }) => ({
      ...p,
      inquiryId: itemId,
      totalAmount: faker.number.float({ min: 1_000, max: 900_000, fractionDigits: 2 }),
    })),
    ...showcaseQuotes(people, drafts, ids, showcase, quoted),
  ]);
  return endedOf(inquirySource, drafts, rows, now);
}
