// What the member centre shows of the demo members, seeded after them without faker (so that the
// data seeded before stays as it was): each company's profile (a buyer's read from its shop), the
// applications behind the seeded admissions with their history and each supplier's business
// licence (a generated PDF in the file storage), and the capital ledgers of the demo accounts.
import { randomUUID, createHash } from 'node:crypto';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { ApplicationCompany, CapitalMovementKind } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { capitalMovements, members, supplierAdmissionEvents, supplierAdmissions, uploadedFiles, users } from '../db/schema.ts';
import { renderPdf } from '../files/documents.ts';
import type { FileStorage } from '../files/storage.ts';
import type { SeededSubCategory } from './catalogue.ts';
import { PLACES } from './places.ts';

const DAY = 86_400_000;
const REJECT_REASON = '资质文件不全，请补充营业执照副本及近三年财务报表后重新申请。';
/** The ledger of each demo account (by account): kind, change of balance, change of frozen amount, days ago, remark. */
const LEDGERS: Record<string, Array<[CapitalMovementKind, number, number, number, string]>> = {
  buyer: [
    ['deposit', 500_000, 0, 60, '对公转账充值'],
    ['payment', -128_600, 0, 41, '支付采购订单 CG202511280031'],
    ['freeze', -50_000, 50_000, 20, '招标保证金冻结'],
    ['deposit', 200_000, 0, 12, '对公转账充值'],
    ['payment', -36_850.5, 0, 3, '支付采购订单 CG202601120007'],
  ],
  supplier: [
    ['deposit', 100_000, 0, 90, '对公转账充值'],
    ['freeze', -20_000, 20_000, 45, '竞价保证金冻结'],
    ['income', 86_400, 0, 30, '销售订单回款 XS202512150012'],
    ['unfreeze', 20_000, -20_000, 25, '竞价保证金解冻'],
    ['freeze', -15_000, 15_000, 6, '投标保证金冻结'],
    ['withdrawal', -40_000, 0, 2, '提现至对公账户'],
  ],
  newsupplier: [
    ['deposit', 30_000, 0, 14, '对公转账充值'],
    ['freeze', -5_000, 5_000, 4, '投标保证金冻结'],
  ],
  newbie: [],
};

/**
 * Where the demo supplier (the first supplier) is: Shanghai, the demo buyer's city (members.ts), so
 * that the demo buyer's inquiries open to Shanghai take its quotes (others refuse it with 60004).
 */
const DEMO_SUPPLIER_PLACE = PLACES.find((place) => place.cityCode === '310100')!;

/** A company profile for a supplier, by its position among them. */
function supplierProfile(index: number, subs: SeededSubCategory[], now: number) {
  const place = index === 0 ? DEMO_SUPPLIER_PLACE : PLACES[(index * 5 + 1) % PLACES.length]!;
  const years = 3 + ((index * 7) % 20);
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return {
    provinceCode: place.provinceCode,
    cityCode: place.cityCode,
    categoryIds: [0, 1, 2].map((n) => subs[(index * 3 + n) % subs.length]!.id),
    registeredCapital: 200 + ((index * 389) % 9_800),
    establishmentDate: date,
    describe: `公司成立于${date.getUTCFullYear()}年，位于${place.cityName}，专注工业品供应与配套服务，具备完善的质量与交付保障体系。`,
  };
}

export async function seedAccounts(tx: Db, storage: FileStorage, subs: SeededSubCategory[], now: number): Promise<void> {
  // Buyers' profiles are their shops'.
  await tx.execute(sql`UPDATE members m SET province_code = s.province_code, city_code = s.city_code,
    registered_capital = s.registered_capital, establishment_date = s.establishment_date, describe = s.describe,
    category_ids = coalesce((SELECT array_agg(sc.category_id ORDER BY sc.category_id) FROM shop_categories sc WHERE sc.shop_id = s.id), '{}')
    FROM shops s WHERE s.member_id = m.id`);
  const suppliers = await tx.select({ id: members.id }).from(members).where(eq(members.memberRoleType, 1)).orderBy(asc(members.id));
  for (const [index, supplier] of suppliers.entries()) {
    await tx
      .update(members)
      .set(supplierProfile(index, subs, now))
      .where(eq(members.id, supplier.id));
  }

  // Each supplier's first user (not frozen) uploaded its business licence.
  const userRows = await tx
    .select({ id: users.id, memberId: users.memberId, name: users.name, phone: users.phone, account: users.account, frozen: users.frozen })
    .from(users)
    .orderBy(asc(users.id));
  const userOf = new Map<number, (typeof userRows)[number]>();
  for (const user of userRows) if (!user.frozen && !userOf.has(user.memberId)) userOf.set(user.memberId, user);
  const licenceOf = new Map<number, number>();
  for (const supplier of suppliers) {
    const user = userOf.get(supplier.id);
    if (!user) continue;
    const bytes = renderPdf('营业执照（副本）');
    const key = randomUUID();
    await storage.put(key, bytes);
    const [file] = await tx
      .insert(uploadedFiles)
      .values({
        key,
        ownerMemberId: supplier.id,
        ownerUserId: user.id,
        purpose: 'document',
        name: '营业执照（副本）.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        createTime: new Date(now - 120 * DAY),
      })
      .returning({ id: uploadedFiles.id });
    licenceOf.set(supplier.id, file!.id);
  }

  // The seeded admissions as applications: what was submitted, when, and what the buyer decided.
  const memberRows = await tx.select().from(members);
  const memberOf = new Map(memberRows.map((m) => [m.id, m]));
  const company = (memberId: number): ApplicationCompany => {
    const m = memberOf.get(memberId)!;
    const place = PLACES.find((p) => p.cityCode === m.cityCode);
    return {
      name: m.name,
      logo: m.logo,
      provinceCode: m.provinceCode,
      cityCode: m.cityCode,
      areas: place ? (place.provinceName === place.cityName ? place.cityName : `${place.provinceName}/${place.cityName}`) : '',
      registeredCapital: m.registeredCapital,
      establishmentDate: m.establishmentDate?.getTime() ?? null,
      describe: m.describe,
    };
  };
  const admissions = await tx.select().from(supplierAdmissions).where(isNull(supplierAdmissions.submitTime)).orderBy(asc(supplierAdmissions.id));
  for (const a of admissions) {
    const user = userOf.get(a.supplierMemberId);
    const submitTime = new Date(now - (5 + (a.id % 200)) * DAY);
    const decided = a.status !== 'applied';
    const decideTime = decided ? new Date(submitTime.getTime() + 2 * DAY) : null;
    const submitted = {
      company: company(a.supplierMemberId),
      categoryIds: memberOf.get(a.supplierMemberId)!.categoryIds,
      documentFileIds: licenceOf.has(a.supplierMemberId) ? [licenceOf.get(a.supplierMemberId)!] : [],
      contactName: user?.name ?? '',
      contactPhone: user?.phone ?? '',
      contactEmail: user ? `${user.account}@example.com` : '',
      remark: '',
    };
    const rejectReason = a.status === 'rejected' ? REJECT_REASON : null;
    await tx
      .update(supplierAdmissions)
      .set({ ...submitted, submitTime, decideTime, rejectReason, createTime: submitTime, updateTime: decideTime ?? submitTime })
      .where(eq(supplierAdmissions.id, a.id));
    const buyerUser = userOf.get(a.buyerMemberId);
    await tx.insert(supplierAdmissionEvents).values([
      { admissionId: a.id, kind: 'submitted', actorUserId: user?.id ?? null, payload: submitted, createTime: submitTime },
      ...(decided
        ? [
            {
              admissionId: a.id,
              kind: a.status === 'admitted' ? ('approved' as const) : ('rejected' as const),
              actorUserId: buyerUser?.id ?? null,
              reason: rejectReason,
              createTime: decideTime!,
            },
          ]
        : []),
    ]);
  }

  // The demo accounts' capital ledgers, oldest movement first.
  for (const [account, movements] of Object.entries(LEDGERS)) {
    const user = userRows.find((u) => u.account === account);
    if (!user || movements.length === 0) continue;
    let balance = 0;
    let frozen = 0;
    await tx.insert(capitalMovements).values(
      movements.map(([kind, amount, frozenChange, daysAgo, remark]) => {
        balance = Math.round((balance + amount) * 100) / 100;
        frozen = Math.round((frozen + frozenChange) * 100) / 100;
        return {
          memberId: user.memberId,
          kind,
          amount,
          frozenChange,
          balanceAfter: balance,
          frozenAfter: frozen,
          remark,
          createTime: new Date(now - daysAgo * DAY),
        };
      }),
    );
  }
}
