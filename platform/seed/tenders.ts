// Demo tenders with their materials, areas and suppliers' registrations. Registration closes at the
// deadline; tendering and opening follow it, and for about four in ten a qualification pre-check.
import type { Faker } from '@faker-js/faker';
import { tenderRegistrations, tenders } from '../db/schema.ts';
import { attachment } from '../files/documents.ts';
import { shortName } from '../member/accounts.ts';
import { tenderSource } from '../sourcing/sources.ts';
import { COUNTS, DAY, documentNumber, draftItems, endedOf, insertDetails, participations, publication } from './drafts.ts';
import type { Draft, Ended, Seeding } from './drafts.ts';

/** The tender row of draft `i` (`year`: the seeding's, for project names). */
function tenderRow(faker: Faker, year: number, d: Draft, i: number) {
  const close = d.deadline.getTime();
  const code = documentNumber('ZB', d, i);
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
}

/** Tenders, their materials and areas, and registrations; returns the ended ones. */
export async function seedTenders(seeding: Seeding): Promise<Ended[]> {
  const { db, faker, now } = seeding;
  const drafts = draftItems(seeding, COUNTS.tenders);
  const year = new Date(now).getFullYear();
  const rows = await db
    .insert(tenders)
    .values(drafts.map((d, i) => tenderRow(faker, year, d, i)))
    .returning({ id: tenders.id, title: tenders.projectName });
  const ids = rows.map((r) => r.id);
  await insertDetails(seeding, tenderSource, drafts, ids);
  await db.insert(tenderRegistrations).values(participations(seeding, drafts, ids, 6, 4).map(({ itemId, ...p }) => ({ ...p, tenderId: itemId })));
  return endedOf(tenderSource, drafts, rows, now);
}
