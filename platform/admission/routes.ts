// A supplier's admission by a buyer ("warehoused supplier", docs/product.md#roles-and-permissions): whether the shop layout
// offers the apply link and where it leads. Admission itself (isSubMember) gates quoting in the
// lists and details (queries.ts); applying and reviewing happen in the member centre.
import { and, eq } from 'drizzle-orm';
import { api } from '#contract/endpoints.ts';
import type { SupplierApplicationState, SupplierApplicationStatus } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { shops, type supplierAdmissions } from '../db/schema.ts';
import { found } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';
import { applicationTo } from './queries.ts';

const SUPPLIER = 1;
const STATE: Record<(typeof supplierAdmissions.$inferSelect)['status'], SupplierApplicationState> = {
  applied: 'pending',
  admitted: 'admitted',
  rejected: 'rejected',
};
const HIDDEN: SupplierApplicationStatus = { show: false, value: null, validateId: null };

export function admissionRoutes({ db }: PlatformContext): Route[] {
  return [
    route(api.supplierApplication.condition, 'public', async ({ query, caller }): Promise<SupplierApplicationStatus> => {
      const buyer = { memberId: query.upperMemberId, roleId: query.upperRoleId };
      const [shop] = await db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.memberId, buyer.memberId), eq(shops.roleId, buyer.roleId)));
      found(shop);
      // Only a supplier applies, and never to its own member: not a visitor, a buyer (its own shop
      // included) or a member without a role.
      if (!caller || caller.memberRoleType !== SUPPLIER || caller.memberId === buyer.memberId) return HIDDEN;
      const application = await applicationTo(db, buyer, caller);
      if (!application) return { show: true, value: 'notApplied', validateId: null };
      return { show: true, value: STATE[application.status], validateId: application.id };
    }),
  ];
}
