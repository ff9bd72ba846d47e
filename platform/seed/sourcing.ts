// Demo sourcing: 150 inquiries, 80 tenders and 50 competitive bids spread over the buyers, their
// categories and cities, with suppliers' quotes, registrations, sign-ups and bids, and 40 award
// notices of ended items. Deadlines are relative to the clock at seeding time: most are open for
// days, some close within the hour, some have ended. Items, their first materials and the award
// notices of tenders and competitive bids have generated attachments (files/documents.ts).
//
// The demo buyer's first two open inquiries show the quote rules of decision 006: the first is
// sealed, the second open, and the demo supplier and two others have quoted on both.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import {
  biddingAreas,
  biddingMateriels,
  biddings,
  biddingSignups,
  bids,
  inquiries,
  inquiryAreas,
  inquiryMateriels,
  notices,
  quotes,
  tenderAreas,
  tenderMateriels,
  tenderRegistrations,
  tenders,
} from '../db/schema.ts';
import { attachment } from '../files/documents.ts';
import type { SeededSubCategory } from './catalogue.ts';
import { shortName, type SeededBuyer, type SeededMembers, type SeededSupplier } from './members.ts';
import { PLACES, streetAddress } from './places.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const COUNTS = { inquiries: 150, tenders: 80, biddings: 50, notices: { 1: 16, 2: 14, 3: 10 } } as const;

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
type Draft = {
  buyer: SeededBuyer;
  sub: SeededSubCategory;
  deadline: Date;
  createTime: Date;
  address: string;
  isAllArea: boolean;
  materiels: MaterielDraft[];
  areas: AreaDraft[];
};

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

/** "20250314" in Beijing time, for document numbers. */
function dateStamp(time: Date): string {
  return new Date(time.getTime() + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The buyer's estimate: every material at its reference unit price (catalogue.ts). */
function budgetOf(draft: Draft): number {
  const unitPrice = new Map(draft.sub.materials.map(([name, , price]) => [name, price]));
  const total = draft.materiels.reduce((sum, m) => sum + m.purchaseCount * unitPrice.get(m.name)!, 0);
  return Math.round(total * 100) / 100;
}

function publication(draft: Draft) {
  return {
    memberId: draft.buyer.memberId,
    memberRoleId: draft.buyer.roleId,
    categoryId: draft.sub.id,
    isAllArea: draft.isAllArea,
    budgetAmount: budgetOf(draft),
    createTime: draft.createTime,
  };
}

type MaterielTable = typeof inquiryMateriels | typeof tenderMateriels | typeof biddingMateriels;
type AreaTable = typeof inquiryAreas | typeof tenderAreas | typeof biddingAreas;

/**
 * Materials and areas of a kind's items, given the ids the items were stored under. Each material
 * has one value of each attribute of its category, drawn from `facets` (see seedDemoData).
 */
async function insertDetails(
  db: Db,
  facets: Faker,
  tables: { materiels: MaterielTable; areas: AreaTable },
  drafts: Draft[],
  ids: number[],
) {
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
function participations(faker: Faker, people: SeededMembers, drafts: Draft[], ids: number[], demoEvery: number, max: number, now: number) {
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

type Ended = { type: 1 | 2 | 3; id: number; title: string; draft: Draft };

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

export async function seedSourcing(db: Db, faker: Faker, facets: Faker, people: SeededMembers, now: number): Promise<void> {
  const { buyers, demoSupplier, otherSuppliers } = people;
  const year = new Date(now).getFullYear();
  const ended: Ended[] = [];

  // Inquiries
  const inquiryDrafts = Array.from({ length: COUNTS.inquiries }, (_, i) => draftItem(faker, i, buyers, now));
  const showcase = showcaseInquiries(inquiryDrafts, buyers[0]!, now);
  const inquiryNumber = (d: Draft, i: number) => `XJ${dateStamp(d.createTime)}${String(i + 1).padStart(4, '0')}`;
  const inquiryRows = await db
    .insert(inquiries)
    .values(
      inquiryDrafts.map((d, i) => {
        const inquiry = {
          ...publication(d),
          purchaseInquiryNo: inquiryNumber(d, i),
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
          files: [attachment(`${inquiryNumber(d, i)} 询价须知`, 'pdf'), ...(i % 2 === 0 ? [attachment(`${inquiryNumber(d, i)} 报价单模板`, 'txt')] : [])],
        };
        // Drawn for every inquiry all the same, so that the random stream stays as it was.
        const showcased = showcase.get(i);
        return showcased ? { ...inquiry, priceContrast: showcased } : inquiry;
      }),
    )
    .returning({ id: inquiries.id, details: inquiries.details });
  const inquiryIds = inquiryRows.map((r) => r.id);
  await insertDetails(db, facets, { materiels: inquiryMateriels, areas: inquiryAreas }, inquiryDrafts, inquiryIds);
  const quoted = participations(faker, people, inquiryDrafts, inquiryIds, 9, 5, now);
  await db.insert(quotes).values([
    ...quoted.map(({ itemId, ...p }) => ({
      ...p,
      inquiryId: itemId,
      totalAmount: faker.number.float({ min: 1_000, max: 900_000, fractionDigits: 2 }),
    })),
    ...showcaseQuotes(people, inquiryDrafts, inquiryIds, showcase, quoted),
  ]);
  inquiryDrafts.forEach((d, i) => d.deadline.getTime() < now && ended.push({ type: 1, id: inquiryIds[i]!, title: inquiryRows[i]!.details, draft: d }));

  // Tenders
  const tenderDrafts = Array.from({ length: COUNTS.tenders }, (_, i) => draftItem(faker, i, buyers, now));
  const tenderRows = await db
    .insert(tenders)
    .values(
      tenderDrafts.map((d, i) => {
        const close = d.deadline.getTime();
        const code = `ZB${dateStamp(d.createTime)}${String(i + 1).padStart(4, '0')}`;
        const tender = {
          ...publication(d),
          code,
          projectName: faker.helpers.arrayElement([
            `${shortName(d.buyer.name)}${year}年度${d.sub.name}采购项目`,
            `${d.sub.name}框架协议采购项目（第${faker.number.int({ min: 1, max: 3 })}标段）`,
          ]),
          deliverAddress: d.address,
          hopeDate: new Date(close + faker.number.int({ min: 30, max: 60 }) * DAY),
          registerStartTime: d.createTime,
          registerEndTime: d.deadline,
          inviteTenderStartTime: new Date(close + DAY),
          inviteTenderEndTime: new Date(close + 10 * DAY),
          openTenderTime: new Date(close + 11 * DAY),
          isQualificationCheck: faker.datatype.boolean(0.4),
          inviteTenderRequirement: '投标人须具有独立法人资格及相关产品的生产或经营资质',
          inviteTenderFiles: [attachment(`${code} 招标文件`, 'pdf'), attachment(`${code} 投标文件格式`, 'txt')],
          registerRequirement: '报名时请上传营业执照及近三年类似业绩',
          registerFiles: [attachment(`${code} 报名须知`, 'txt')],
          payType: '按合同约定分期付款',
          deliverRequirement: '合同签订后30日内交货',
          taxationRequirement: '提供13%增值税专用发票',
          logisticsRequirement: '送货上门并负责卸货',
          packingRequirement: '符合国家标准的运输包装',
          turn: faker.datatype.boolean(0.15) ? 2 : 1,
        };
        // The pre-check runs the day after registration closes, before tendering opens.
        const preCheck = tender.isQualificationCheck
          ? {
              preCheckStartTime: new Date(close),
              preCheckEndTime: new Date(close + DAY),
              preCheckRequirement: '资格预审合格者方可参与投标，请按预审文件准备资质材料',
              preCheckFiles: [attachment(`${code} 资格预审文件`, 'pdf')],
            }
          : {};
        return { ...tender, ...preCheck };
      }),
    )
    .returning({ id: tenders.id, projectName: tenders.projectName });
  const tenderIds = tenderRows.map((r) => r.id);
  await insertDetails(db, facets, { materiels: tenderMateriels, areas: tenderAreas }, tenderDrafts, tenderIds);
  await db
    .insert(tenderRegistrations)
    .values(participations(faker, people, tenderDrafts, tenderIds, 6, 4, now).map(({ itemId, ...p }) => ({ ...p, tenderId: itemId })));
  tenderDrafts.forEach((d, i) => d.deadline.getTime() < now && ended.push({ type: 2, id: tenderIds[i]!, title: tenderRows[i]!.projectName, draft: d }));

  // Competitive bids: sign-up closes at the deadline, the auction runs an hour the next day.
  const biddingDrafts = Array.from({ length: COUNTS.biddings }, (_, i) => draftItem(faker, i, buyers, now));
  const biddingNumber = (d: Draft, i: number) => `JJ${dateStamp(d.createTime)}${String(i + 1).padStart(4, '0')}`;
  const biddingPlans = biddingDrafts.map((d) => ({
    startingPrice: faker.number.int({ min: 100, max: 5_000 }) * 100,
    auctionStart: d.deadline.getTime() + faker.number.int({ min: 1, max: 24 }) * HOUR,
  }));
  const biddingRows = await db
    .insert(biddings)
    .values(
      biddingDrafts.map((d, i) => ({
        ...publication(d),
        biddingNo: biddingNumber(d, i),
        details: faker.helpers.arrayElement([`${d.materiels[0]!.name}竞价采购`, `${d.sub.name}批量竞价采购`]),
        address: d.address,
        deliveryTime: new Date(d.deadline.getTime() + faker.number.int({ min: 10, max: 40 }) * DAY),
        startSignUp: d.createTime,
        endSignUp: d.deadline,
        biddingStartTime: new Date(biddingPlans[i]!.auctionStart),
        biddingEndTime: new Date(biddingPlans[i]!.auctionStart + HOUR),
        startingPrice: biddingPlans[i]!.startingPrice,
        minPriceStep: faker.helpers.arrayElement([100, 200, 500, 1000]),
        allowPurchaseCount: faker.helpers.arrayElement([5, 10, 20]),
        demand: '按物料清单数量供货，质量符合国家标准',
        demandFiles: [attachment(`${biddingNumber(d, i)} 需求说明`, 'pdf')],
        offer: '含税含运费报价，报价须低于当前最低价至少一个最小降价幅度',
        paymentType: '验收合格后30天内付款',
        taxes: '含13%增值税专用发票',
        logistics: '供应商负责运输',
        files: [attachment(`${biddingNumber(d, i)} 竞价须知`, 'txt')],
        turn: 1,
      })),
    )
    .returning({ id: biddings.id, details: biddings.details });
  const biddingIds = biddingRows.map((r) => r.id);
  await insertDetails(db, facets, { materiels: biddingMateriels, areas: biddingAreas }, biddingDrafts, biddingIds);
  const signups = participations(faker, people, biddingDrafts, biddingIds, 5, 4, now).map(({ itemId, ...p }) => ({
    ...p,
    biddingId: itemId,
  }));
  await db.insert(biddingSignups).values(signups);
  // Auctions that are over have bids, each below the starting price.
  const bidRows = signups.flatMap((signup) => {
    const i = biddingIds.indexOf(signup.biddingId);
    const { startingPrice, auctionStart } = biddingPlans[i]!;
    if (auctionStart + HOUR > now) return [];
    return Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => ({
      ...signup,
      price: startingPrice - faker.number.int({ min: 1, max: 20 }) * 100,
      createTime: new Date(auctionStart + faker.number.int({ min: 1, max: 59 }) * MINUTE),
    }));
  });
  if (bidRows.length) await db.insert(bids).values(bidRows);
  biddingDrafts.forEach((d, i) => d.deadline.getTime() < now && ended.push({ type: 3, id: biddingIds[i]!, title: biddingRows[i]!.details, draft: d }));

  await seedNotices(db, faker, ended, [demoSupplier, ...otherSuppliers], now);
}

const NOTICE_SUFFIX = { 1: '询价结果公示', 2: '中标结果公告', 3: '竞价结果公示' } as const;
/**
 * A remark in the first notice's text: the portal must show notice content as text, so this reads
 * literally on the page and never runs.
 */
const SCRIPT_REMARK = '备注：附件名称中的 <script>alert(1)</script> 为原文照录，请以附件为准。';

/**
 * Award notices of ended items, published a little after each deadline. Those of tenders and
 * competitive bids are bid results: they carry the winning announcement and notice files.
 */
async function seedNotices(db: Db, faker: Faker, ended: Ended[], suppliers: SeededSupplier[], now: number) {
  const chosen = ([1, 2, 3] as const).flatMap((type) =>
    faker.helpers.arrayElements(
      ended.filter((e) => e.type === type),
      COUNTS.notices[type],
    ),
  );
  await db.insert(notices).values(
    chosen.map(({ type, id, title, draft }, i) => {
      const winner = faker.helpers.arrayElement(suppliers);
      const amount = faker.number.float({ min: 1, max: 500, fractionDigits: 2 });
      const name = `${title}${NOTICE_SUFFIX[type]}`;
      const isBidResult = type !== 1;
      return {
        type,
        sourceId: id,
        memberId: draft.buyer.memberId,
        memberRoleId: draft.buyer.roleId,
        awardedMemberId: winner.memberId,
        name,
        content: [
          `项目名称：${title}`,
          `采购单位：${draft.buyer.name}`,
          `成交供应商：${winner.name}`,
          `成交金额：${amount}万元`,
          '公示期：自发布之日起3个工作日。如有异议，请在公示期内以书面形式向采购单位提出。',
          ...(i === 0 ? [SCRIPT_REMARK] : []),
        ].join('\n'),
        announceFiles: isBidResult ? [attachment(`${title} 中标公示`, 'pdf')] : [],
        winNoticeFiles: isBidResult ? [attachment(`${shortName(winner.name)} 中标通知书`, 'pdf'), attachment(`${shortName(winner.name)} 合同签订须知`, 'txt')] : [],
        createTime: new Date(Math.min(now - MINUTE, draft.deadline.getTime() + faker.number.int({ min: HOUR, max: 3 * DAY }))),
      };
    }),
  );
}
