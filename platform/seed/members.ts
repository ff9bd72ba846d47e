// Demo members: buyer companies with their shops, supplier companies, the demo accounts and the
// suppliers' admissions. Every account's password is DEMO_PASSWORD: buyer, supplier, newsupplier
// (admitted nowhere), newbie (no role yet), frozen (a frozen user), supplier02…supplier11.
//
// The demo supplier ("supplier") is admitted by every buyer except the last three (one pending
// application, one rejected, one never applied). Its lifecycle stage forbids acting for exactly one
// buyer: 北方重工装备集团有限公司 (FORBIDDING_BUYER_NAME), so the "stage does not allow" warning
// can be seen there (its stage is 'suspended'). newsupplier is admitted nowhere: its application to
// the second buyer is pending, to the third rejected, and it never applied to the others. Three
// generated suppliers' applications wait for the demo buyer's review. The demo accounts have
// fixed phones (DEMO_PHONES). Profiles, application histories and ledgers: accounts.ts.
//
// Every shop has its pictures, slideshow and adverts; every other one an album page. The demo
// supplier keeps a few shops among its favourites, the demo buyer one.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import { adverts, memberRoles, members, roles, shopCategories, shopCollects, shops, supplierAdmissions, users } from '../db/schema.ts';
import { albumPageUrl } from '../files/documents.ts';
import { imageUrl } from '../files/images.ts';
import { generatedLogo, shortName } from '../member/accounts.ts';
import { hashPassword } from '../member/password.ts';
import type { SeededSubCategory } from './catalogue.ts';
import { PLACES, type Place } from './places.ts';

export const DEMO_PASSWORD = 'demo1234';
/** The demo accounts' mobile phones (registration answers 25012 for them). */
export const DEMO_PHONES: Record<string, string> = {
  buyer: '13800000001',
  supplier: '13800000002',
  newsupplier: '13800000003',
  newbie: '13800000004',
  frozen: '13800000005',
};
/** Generated suppliers (by position among them) whose applications wait for the demo buyer's review. */
const WAITING_FOR_DEMO_BUYER = 3;
export const DEMO_BUYER_NAME = '华东精工制造有限公司';
export const FORBIDDING_BUYER_NAME = '北方重工装备集团有限公司';
export const DEMO_SUPPLIER_NAME = '恒信工业供应链有限公司';
const NEWBIE_NAME = '星河创新科技有限公司';

const BUYER_COUNT = 32;
const OTHER_SUPPLIER_COUNT = 10;
/** Buyers (by position) with a self-run shop: own category tree and adverts. */
const SELF_RUN = new Set([2, 5, 8]);
/** A shop shows 3 to 6 of these, by its position. */
const HONOURS = ['质量管理体系认证', '高新技术企业', '诚信供应链单位', '安全生产标准化企业', '守合同重信用企业', '绿色工厂'];
const ADVERT_LABELS = ['集中采购', '供应商招募', '阳光采购', '战略合作'];
/** The slideshow's pictures and the shop list each opens. */
const SLIDES: Array<[label: string, link: string]> = [
  ['询价采购', '/procurementSourcing'],
  ['招标采购', '/procurementBidding'],
  ['竞价采购', '/procurementCompete'],
];
/** Buyers (by position) whose shops the demo supplier keeps among its favourites. */
const COLLECTED_BY_SUPPLIER = [0, 3, 7];
const DAY = 24 * 60 * 60 * 1000;

export type SeededBuyer = { memberId: number; roleId: number; name: string; place: Place; subs: SeededSubCategory[] };
export type SeededSupplier = { memberId: number; roleId: number; userId: number; name: string };
export type SeededMembers = {
  buyers: SeededBuyer[];
  demoSupplier: SeededSupplier;
  /** The generated suppliers (not newsupplier, which takes part in nothing). */
  otherSuppliers: SeededSupplier[];
};

/** `total` company names: the fixed ones first, then faker's, none of them already `taken`. */
function companyNames(faker: Faker, taken: Set<string>, fixed: string[], total: number): string[] {
  const names = new Set(fixed);
  while (names.size < total) {
    const name = faker.company.name();
    if (!taken.has(name)) names.add(name);
  }
  for (const name of names) taken.add(name);
  return [...names];
}

/** The same day `years` years before `now`. */
function yearsBefore(now: number, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

type NewMember = { name: string; memberRoleType: 1 | 2 | null; account?: string };

export async function seedMembers(db: Db, faker: Faker, subCategories: SeededSubCategory[], now: number): Promise<SeededMembers> {
  const [supplierRole, buyerRole] = await db
    .insert(roles)
    .values([
      { name: '供应商', memberRoleType: 1 },
      { name: '采购商', memberRoleType: 2 },
    ])
    .returning({ id: roles.id });
  const roleOf = { 1: supplierRole!.id, 2: buyerRole!.id } as const;

  // Members are told apart by name below, so names are unique across buyers and suppliers.
  const taken = new Set([NEWBIE_NAME]);
  const buyerNames = companyNames(faker, taken, [DEMO_BUYER_NAME, FORBIDDING_BUYER_NAME], BUYER_COUNT);
  const supplierNames = companyNames(faker, taken, [DEMO_SUPPLIER_NAME, '新锐五金贸易有限公司'], OTHER_SUPPLIER_COUNT + 2);
  const planned: NewMember[] = [
    ...buyerNames.map((name, i) => ({ name, memberRoleType: 2 as const, account: i === 0 ? 'buyer' : undefined })),
    { name: supplierNames[0]!, memberRoleType: 1, account: 'supplier' },
    { name: supplierNames[1]!, memberRoleType: 1, account: 'newsupplier' },
    ...supplierNames.slice(2).map((name, i) => ({ name, memberRoleType: 1 as const, account: `supplier${String(i + 2).padStart(2, '0')}` })),
    { name: NEWBIE_NAME, memberRoleType: null, account: 'newbie' },
  ];

  const memberRows = await db
    .insert(members)
    .values(
      planned.map((m) => ({
        name: m.name,
        logo: generatedLogo(m.name),
        memberRoleType: m.memberRoleType,
        creditPoint: m.memberRoleType === null ? 0 : faker.number.int({ min: 60, max: 1000 }),
        levelTag: faker.number.int({ min: 1, max: 3 }),
        createTime: new Date(now - faker.number.int({ min: 30, max: 900 }) * DAY),
      })),
    )
    .returning({ id: members.id, name: members.name, memberRoleType: members.memberRoleType });
  const memberId = new Map(memberRows.map((m) => [m.name, m.id]));
  const isBuyer = new Set(memberRows.filter((m) => m.memberRoleType === 2).map((m) => m.name));
  await db
    .insert(memberRoles)
    .values(memberRows.flatMap((m) => (m.memberRoleType === null ? [] : [{ memberId: m.id, roleId: roleOf[m.memberRoleType] }])));

  // Accounts: the four demo ones, one user per generated supplier, and a frozen user of the demo
  // supplier (login answers 1203), all with the demo password.
  const withAccounts = [
    ...planned.filter((m): m is NewMember & { account: string } => m.account !== undefined),
    { name: supplierNames[0]!, account: 'frozen', frozen: true },
  ];
  const hashes = await Promise.all(withAccounts.map(() => hashPassword(DEMO_PASSWORD)));
  const userRows = await db
    .insert(users)
    .values(
      withAccounts.map((m, i) => {
        const name = faker.person.fullName();
        const generatedPhone = faker.phone.number();
        return {
          memberId: memberId.get(m.name)!,
          account: m.account,
          frozen: 'frozen' in m && m.frozen,
          // A buyer's account answers its customer service chat (docs/decisions/016-messages.md).
          customerService: isBuyer.has(m.name),
          name,
          phone: DEMO_PHONES[m.account] ?? generatedPhone,
          passwordHash: hashes[i]!.hash,
          passwordSalt: hashes[i]!.salt,
        };
      }),
    )
    .returning({ id: users.id, memberId: users.memberId, frozen: users.frozen });
  const userOfMember = new Map(userRows.filter((u) => !u.frozen).map((u) => [u.memberId, u.id]));

  const buyers: SeededBuyer[] = buyerNames.map((name, i) => ({
    memberId: memberId.get(name)!,
    roleId: roleOf[2],
    name,
    place: i === 0 ? PLACES[2]! : faker.helpers.arrayElement(PLACES), // the demo buyer is in Shanghai
    subs: faker.helpers.arrayElements(subCategories, { min: 2, max: 4 }),
  }));
  const suppliers: SeededSupplier[] = supplierNames.map((name) => ({
    memberId: memberId.get(name)!,
    roleId: roleOf[1],
    userId: userOfMember.get(memberId.get(name)!)!,
    name,
  }));

  const [demoSupplier, newSupplier, ...otherSuppliers] = suppliers;
  const seeded = { buyers, demoSupplier: demoSupplier!, otherSuppliers };
  const shopOf = await seedShops(db, faker, buyers, now);
  await seedAdmissions(db, faker, seeded, newSupplier!);
  // Favourite shops: the demo supplier's few, and the demo buyer's one (a fellow buyer's).
  await db
    .insert(shopCollects)
    .values([
      ...COLLECTED_BY_SUPPLIER.map((i) => ({ userId: demoSupplier!.userId, shopId: shopOf.get(buyers[i]!.memberId)! })),
      { userId: userOfMember.get(buyers[0]!.memberId)!, shopId: shopOf.get(buyers[1]!.memberId)! },
    ]);
  return seeded;
}

/** Returns each buyer's shop id by member id. */
async function seedShops(db: Db, faker: Faker, buyers: SeededBuyer[], now: number): Promise<Map<number, number>> {
  const shopRows = await db
    .insert(shops)
    .values(
      buyers.map((buyer, i) => {
        const short = shortName(buyer.name);
        const years = faker.number.int({ min: 3, max: 30 });
        const main = buyer.subs.map((s) => s.name).join('、');
        return {
          memberId: buyer.memberId,
          roleId: buyer.roleId,
          type: SELF_RUN.has(i) ? ('self' as const) : ('enterprise' as const),
          logo: imageUrl('avatar', 120, 120, short),
          banner: imageUrl('banner', 944, 288, buyer.name),
          describe: `${buyer.name}成立于${new Date(now).getFullYear() - years}年，总部位于${buyer.place.cityName}，长期采购${main}等产品，秉持公开、公平、公正的原则，诚邀优质供应商合作共赢。`,
          registeredCapital: faker.number.int({ min: 100, max: 50_000 }),
          establishmentDate: yearsBefore(now, years),
          provinceCode: buyer.place.provinceCode,
          cityCode: buyer.place.cityCode,
          authenticated: i % 4 !== 3,
          avgTradeCommentStar: faker.number.float({ min: 3.5, max: 5, fractionDigits: 1 }),
          purchaseAmount: faker.number.float({ min: 50_000, max: 80_000_000, fractionDigits: 2 }),
          companyPics: ['厂区全景', '办公大楼', '生产车间', '仓储中心'].map((label) => imageUrl('picture', 300, 200, `${short}${label}`)),
          honorPics: HONOURS.slice(0, 3 + (i % 4)).map((label) => imageUrl('picture', 300, 200, label)),
          albumPics: Array.from({ length: 6 }, (_, n) => imageUrl('picture', 300, 200, `${short}风采${n + 1}`)),
          advertPics: ADVERT_LABELS.map((label) => imageUrl('ad', 226, 104, `${short}${label}`)),
          slideshow: SLIDES.map(([label, link]) => ({ imgPath: imageUrl('banner', 944, 288, `${short}${label}`), link })),
          albumUrl: i % 2 === 0 ? albumPageUrl(`${short}宣传册`) : null,
          createTime: new Date(now - faker.number.int({ min: 10, max: 700 }) * DAY),
        };
      }),
    )
    .returning({ id: shops.id, memberId: shops.memberId });
  const shopOf = new Map(shopRows.map((s) => [s.memberId, s.id]));
  await db.insert(shopCategories).values(buyers.flatMap((b) => b.subs.map((sub) => ({ shopId: shopOf.get(b.memberId)!, categoryId: sub.id }))));

  // Self-run shops show their own banners and small ads.
  const selfRun = buyers.filter((_, i) => SELF_RUN.has(i));
  await db.insert(adverts).values(
    selfRun.flatMap((buyer) => {
      const short = shortName(buyer.name);
      const banners = [1, 2, 3].map((n) => ({
        columnType: 4,
        title: `${short}采购专场 ${n}`,
        imageUrl: imageUrl('banner', 944, 288, `${short}采购专场 ${n}`),
        sort: n,
      }));
      const smallAds = [1, 2].map((n) => ({
        columnType: 5,
        title: `${short}供应商招募 ${n}`,
        imageUrl: imageUrl('ad', 226, 104, `${short}供应商招募 ${n}`),
        sort: n,
      }));
      const listBanner = { columnType: 7, title: `${short}采购公告`, imageUrl: imageUrl('banner', 1190, 200, `${short}采购公告`), sort: 1 };
      return [...banners, ...smallAds, listBanner].map((ad) => ({
        ...ad,
        memberId: buyer.memberId,
        memberRoleId: buyer.roleId,
        link: '/procurementSourcing',
      }));
    }),
  );
  return shopOf;
}

/** newsupplier is admitted nowhere: the "apply first" warning shows for every buyer. */
async function seedAdmissions(
  db: Db,
  faker: Faker,
  { buyers, demoSupplier, otherSuppliers }: SeededMembers,
  newSupplier: SeededSupplier,
): Promise<void> {
  const pair = (buyer: SeededBuyer, supplier: SeededSupplier) => ({
    buyerMemberId: buyer.memberId,
    buyerRoleId: buyer.roleId,
    supplierMemberId: supplier.memberId,
    supplierRoleId: supplier.roleId,
  });
  const demoRows = buyers.slice(0, -1).map((buyer, i) => {
    const fromEnd = buyers.length - i;
    const status = fromEnd === 3 ? ('applied' as const) : fromEnd === 2 ? ('rejected' as const) : ('admitted' as const);
    return {
      ...pair(buyer, demoSupplier),
      status,
      lifecycleStage: buyer.name === FORBIDDING_BUYER_NAME ? ('suspended' as const) : ('qualified' as const),
    };
  });
  const otherRows = otherSuppliers.flatMap((supplier) =>
    faker.helpers.arrayElements(buyers, { min: 8, max: 20 }).map((buyer) => ({
      ...pair(buyer, supplier),
      status: 'admitted' as const,
      lifecycleStage: faker.datatype.boolean(0.9) ? ('qualified' as const) : ('suspended' as const),
    })),
  );
  const newRows = [
    { ...pair(buyers[1]!, newSupplier), status: 'applied' as const },
    { ...pair(buyers[2]!, newSupplier), status: 'rejected' as const },
  ];
  // A few generated suppliers the demo buyer has not admitted wait for its review.
  const demoBuyer = buyers[0]!;
  const waiting = otherSuppliers
    .filter((supplier) => !otherRows.some((row) => row.supplierMemberId === supplier.memberId && row.buyerMemberId === demoBuyer.memberId))
    .slice(0, WAITING_FOR_DEMO_BUYER)
    .map((supplier) => ({ ...pair(demoBuyer, supplier), status: 'applied' as const }));
  await db.insert(supplierAdmissions).values([...demoRows, ...otherRows, ...newRows, ...waiting]);
}
