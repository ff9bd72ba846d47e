// The category tree of the category menu: a template's tree (mall), or the tree of the categories a
// self-run shop trades in (memberId + memberRoleId).
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { categoryTree } from './queries.ts';

export function categoryRoutes({ db }: PlatformContext): Route[] {
  return [route(api.category.enterpriseTree, 'public', ({ query }) => categoryTree(db, query))];
}
