// What registration and the role choice create: a member (the company), its role, and for a buyer
// its shop, which the buyer-company list shows at once (docs/product.md#people).
import { asc, eq } from 'drizzle-orm';
import type { RoleChoice } from '#contract/schemas.ts';
import { MEMBER_ROLE } from '#contract/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { memberRoles, members, roles, shopCategories, shops, users } from '../db/schema.ts';
import { imageUrl } from '../files/index.ts';

/** A short brand-like name for logos and the seed's titles: the company name without its legal suffix. */
export function shortName(name: string): string {
  return name.replace(/(股份有限公司|有限责任公司|集团有限公司|有限公司)$/, '');
}

/** A new member's generated logo (the seed's members have the same). */
export function generatedLogo(companyName: string): string {
  return imageUrl('avatar', 120, 120, shortName(companyName));
}

/**
 * Gives the member `role` (its memberRoleType and member_roles row) and, for a buyer, its shop with
 * the profile it has; returns the role id. The caller has checked the member has no role yet.
 */
export async function takeRole(tx: Db, memberId: number, role: RoleChoice, now: number): Promise<number> {
  const type = MEMBER_ROLE[role];
  const [roleRow] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.memberRoleType, type)).orderBy(asc(roles.id)).limit(1);
  if (!roleRow) throw new Error(`no role of type ${type}`);
  const [member] = await tx.update(members).set({ memberRoleType: type }).where(eq(members.id, memberId)).returning();
  if (!member) throw new Error(`no member ${memberId}`);
  await tx.insert(memberRoles).values({ memberId, roleId: roleRow.id });
  if (role === 'buyer') {
    const [shop] = await tx
      .insert(shops)
      .values({
        memberId,
        roleId: roleRow.id,
        logo: member.logo,
        banner: imageUrl('banner', 944, 288, member.name),
        describe: member.describe,
        registeredCapital: member.registeredCapital,
        establishmentDate: member.establishmentDate,
        provinceCode: member.provinceCode,
        cityCode: member.cityCode,
        createTime: new Date(now),
      })
      .returning({ id: shops.id });
    if (member.categoryIds.length > 0) {
      await tx.insert(shopCategories).values(member.categoryIds.map((categoryId) => ({ shopId: shop!.id, categoryId })));
    }
    // Its users answer the shop's customer service chat until it names others (docs/decisions/016-messages.md).
    await tx.update(users).set({ customerService: true }).where(eq(users.memberId, memberId));
  }
  return roleRow.id;
}
