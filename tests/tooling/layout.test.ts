// The layout check (scripts/layout.mjs, `npm run lint:layout`) catches what it is meant to catch, on
// planted files: a long file, a retired name, a route registered outside routes.ts.
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
});
