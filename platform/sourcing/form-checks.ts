// What every sourcing kind's form is checked against in the platform's data, the same for an inquiry,
// a tender and a competitive bid: the categories and brands it names, its delivery areas (known
// provinces, each city one of its province's), and the suppliers it invites (each a supplier in the
// role named). 1102 names the field otherwise.
import { and, count, eq, inArray } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { MEMBER_ROLE } from '#contract/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { type brands, type categories, cities, memberRoles, provinces, roles } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

/** 1102 naming the field when an id the form names is unknown. */
export async function knownIds(tx: Db, ids: number[], table: typeof categories | typeof brands, field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [found] = await tx.select({ n: count() }).from(table).where(inArray(table.id, unique));
  if ((found?.n ?? 0) !== unique.length) throw new BusinessError(Code.PARAM_INVALID, field);
}

/** The form's areas, each a known province and, when given, one of its cities (1102 otherwise). */
export async function checkAreas(
  tx: Db,
  form: { isAllArea: boolean; areas: ReadonlyArray<{ provinceCode: string; cityCode?: string | null }> },
): Promise<void> {
  if (form.isAllArea) return;
  const provinceCodes = [...new Set(form.areas.map((a) => a.provinceCode))];
  const [p] = await tx.select({ n: count() }).from(provinces).where(inArray(provinces.code, provinceCodes));
  if ((p?.n ?? 0) !== provinceCodes.length) throw new BusinessError(Code.PARAM_INVALID, 'areas.provinceCode');
  const withCity = form.areas.filter((a) => a.cityCode);
  if (withCity.length === 0) return;
  const rows = await tx
    .select({ code: cities.code, provinceCode: cities.provinceCode })
    .from(cities)
    .where(
      inArray(
        cities.code,
        withCity.map((a) => a.cityCode!),
      ),
    );
  const provinceOf = new Map(rows.map((r) => [r.code, r.provinceCode]));
  if (withCity.some((a) => provinceOf.get(a.cityCode!) !== a.provinceCode)) throw new BusinessError(Code.PARAM_INVALID, 'areas.cityCode');
}

/** The invited members, each a supplier in the role named (1102 otherwise). */
export async function checkInvited(
  tx: Db,
  invitedOnly: boolean,
  named: ReadonlyArray<{ memberId: number; roleId: number }>,
): Promise<Array<{ memberId: number; roleId: number }>> {
  if (!invitedOnly) return [];
  const invited = [...new Map(named.map((i) => [`${i.memberId}:${i.roleId}`, { memberId: i.memberId, roleId: i.roleId }])).values()];
  const rows = await tx
    .select({ memberId: memberRoles.memberId, roleId: memberRoles.roleId })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(
      and(
        inArray(
          memberRoles.memberId,
          invited.map((i) => i.memberId),
        ),
        eq(roles.memberRoleType, MEMBER_ROLE.supplier),
      ),
    );
  const supplierRoles = new Set(rows.map((r) => `${r.memberId}:${r.roleId}`));
  if (invited.some((i) => !supplierRoles.has(`${i.memberId}:${i.roleId}`))) throw new BusinessError(Code.PARAM_INVALID, 'invited');
  return invited;
}
