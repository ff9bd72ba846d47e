// The layout check (scripts/layout.ts, `npm run lint:layout`) catches what it is meant to catch, on
// planted files: a long file, a retired name, a route registered outside routes.ts or SQL inside
// it, a deadline compared with the clock outside a windows.ts, a role number as a literal.
import { describe, expect, it } from 'vitest';
import { layoutProblems, MAX_LINES } from '../../scripts/layout.ts';

const lines = (count: number) => `${Array.from({ length: count }, (_, index) => `const line${index} = ${index};`).join('\n')}\n`;

function check(files: Record<string, string>): string[] {
  return layoutProblems(Object.keys(files), (file: string) => files[file]);
}

describe('the layout check', () => {
  it('refuses a hand-written file over the limit, and not one at it', () => {
    expect(check({ 'bff/inquiry/list.server.ts': lines(MAX_LINES) })).toEqual([]);
    expect(check({ 'bff/inquiry/list.server.ts': lines(MAX_LINES + 1) })).toEqual([
      `bff/inquiry/list.server.ts: ${MAX_LINES + 1} lines, over ${MAX_LINES} (split it by concern)`,
    ]);
    expect(check({ 'docs/product.md': lines(MAX_LINES + 1) })).toHaveLength(1);
  });

  it('leaves generated files alone: migrations, their snapshots and the lock file', () => {
    expect(
      check({
        'platform/db/migrations/0001_init.sql': lines(5_000),
        'platform/db/migrations/meta/0001_snapshot.json': lines(5_000),
        'package-lock.json': lines(5_000),
      }),
    ).toEqual([]);
  });

  it('refuses a file or folder named after a retired synonym, in any room', () => {
    expect(check({ 'app/components/rfq/Badges.tsx': 'export {};\n', 'locales/en-US/rfq.json': '{}\n', 'bff/inquiry/views.ts': '' })).toEqual([
      'app/components/rfq/Badges.tsx: named after a retired synonym (docs/glossary.md)',
      'locales/en-US/rfq.json: named after a retired synonym (docs/glossary.md)',
    ]);
  });

  it('refuses a platform route registered outside its domain routes.ts', () => {
    const registration = "route(api.inquiry.publish, 'login', async () => null);\n";
    expect(check({ 'platform/inquiry/routes.ts': registration })).toEqual([]);
    expect(check({ 'platform/inquiry/publishing.ts': registration })).toEqual([
      "platform/inquiry/publishing.ts: registers routes outside its domain's routes.ts",
    ]);
    // The route() helper itself and its tests are not registrations of a domain.
    expect(check({ 'platform/http/route.ts': 'export function route() {}\n', 'platform/inquiry/routes.test.ts': registration })).toEqual([]);
  });

  it("refuses SQL in a domain's routes.ts: drizzle-orm or a schema imported there, not its queries", () => {
    const sql = 'runs SQL in routes (drizzle-orm or a schema): read in queries.ts, write in an action';
    expect(
      check({
        'platform/content/routes.ts': "import { and, eq } from 'drizzle-orm';\n",
        'platform/site/routes.ts': "import type { api } from '#contract/endpoints.ts';\nimport {\n  sites,\n  malls,\n} from '../db/schema.ts';\n",
        'platform/shop/routes.ts': "import { shops } from './schema.ts';\n",
        'platform/area/routes.ts': "import { useAreas } from './queries.ts';\nimport { route } from '../http/route.ts';\n",
        'platform/area/queries.ts': "import { eq } from 'drizzle-orm';\nimport { cities } from '../db/schema.ts';\n",
      }),
    ).toEqual([`platform/content/routes.ts: ${sql}`, `platform/site/routes.ts: ${sql}`, `platform/shop/routes.ts: ${sql}`]);
  });

  it("refuses a deadline compared with the clock outside a kind's windows.ts, in code or in SQL", () => {
    const deadline = "compares a deadline with the clock (ask the kind's windows.ts)";
    expect(
      check({
        'platform/inquiry/opening.ts': 'if (row.offerEndTime.getTime() > at) throw new BusinessError(Code.DEADLINE_NOT_REACHED);\n',
        'platform/sourcing/filters.ts': 'conditions.push(gt(source.deadline, new Date(at.now)));\n',
        'platform/inquiry/windows.ts': 'return windowUntil(inquiry.offerEndTime, now);\n',
        'platform/sourcing/windows.ts': "return deadline.getTime() > now ? 'open' : 'closed';\n",
        'platform/inquiry/form-parts.ts': 'if (row.deliveryTime.getTime() < row.offerEndTime.getTime()) throw error;\n',
      }),
    ).toEqual([`platform/inquiry/opening.ts: ${deadline}`, `platform/sourcing/filters.ts: ${deadline}`]);
  });

  it("refuses a member's role number written as a literal, outside the seed and the tests", () => {
    const role = 'a role number as a literal (MEMBER_ROLE, contract/vocabulary.ts)';
    expect(
      check({
        'app/components/member/MemberHomePage.tsx': '<Attention buyer={user.memberRoleType === 2} />\n',
        'platform/inquiry/form-parts.ts': 'and(eq(roles.memberRoleType, 1), x)\n',
        'platform/member/company.ts': 'if (caller.memberRoleType !== MEMBER_ROLE.buyer) return null;\n',
        'platform/seed/members.ts': 'const supplier = rows.filter((r) => r.memberRoleType === 1);\n',
      }),
    ).toEqual([`app/components/member/MemberHomePage.tsx: ${role}`, `platform/inquiry/form-parts.ts: ${role}`]);
  });
});
