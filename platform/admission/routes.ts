// Supplier admission ("warehoused supplier", docs/product/rules.md#roles-and-permissions): whether the
// shop layout offers the apply link and where it leads; in the member centre a supplier applies to
// a buyer and follows its applications, the buyer reviews, decides and sets its admitted
// suppliers' lifecycle stage. Admission itself (isSubMember) gates quoting in the lists and details.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { apply } from './applying.ts';
import { admittedSuppliers, applicationCondition, applicationDetail, applicationsToReview, applyForm, ownApplications } from './queries.ts';
import { changeStage, decide } from './reviewing.ts';

export function admissionRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.supplierApplication.condition, 'public', ({ query, caller }) =>
      applicationCondition(db, { memberId: query.upperMemberId, roleId: query.upperRoleId }, caller),
    ),
    route(api.admission.applyForm, 'login', ({ query, caller }) => applyForm(db, query, caller)),
    route(api.admission.apply, 'login', (input) => apply(context, input)),
    route(api.admission.mine, 'login', ({ query, caller }) => ownApplications(db, query, caller)),
    route(api.admission.detail, 'login', ({ query, caller }) => applicationDetail(db, query.id, caller)),
    route(api.admission.reviewList, 'login', ({ query, caller }) => applicationsToReview(db, query, caller)),
    route(api.admission.decide, 'login', (input) => decide(context, input)),
    route(api.admission.suppliers, 'login', ({ query, caller }) => admittedSuppliers(db, query, caller)),
    route(api.admission.changeStage, 'login', (input) => changeStage(context, input)),
  ];
}
