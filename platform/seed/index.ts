// Seeds the demo data into an empty database, in one transaction: the site and its content, the
// catalogue, members with shops and accounts, the sourcing items, and the member centre's data
// (profiles, applications, licences in the file storage, capital ledgers), and a few contracts. Faker runs from a fixed seed
// and every time is an offset from the clock at seeding, so two seedings differ only by that clock
// (and the password salts).
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { count, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PlatformContext } from '../context.ts';
import { sites } from '../db/schema.ts';
import type { FileStorage } from '../files/storage.ts';
import { seedAccounts } from './accounts.ts';
import { seedAgreements } from './agreements.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedSite } from './content.ts';
import { seedMembers } from './members.ts';
import { seedSourcing } from './sourcing.ts';

const FAKER_SEED = 20_260_101;
/**
 * A second stream for what later features added to the demo data (materials' attribute values),
 * so that the data seeded before them stays exactly as it was.
 */
const FACETS_SEED = 20_260_102;

/** Seeds when the database has no site yet; returns whether it did. */
export async function seedDemoData({ db, now }: PlatformContext, logger: Logger, storage: FileStorage): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(sites);
  if (existing && existing.n > 0) return false;
  const startedAt = performance.now();
  const faker = new Faker({ locale: [zh_CN, en, base], seed: FAKER_SEED });
  const facets = new Faker({ locale: [zh_CN, en, base], seed: FACETS_SEED });
  const at = now();
  await db.transaction(async (tx) => {
    const { templateId } = await seedSite(tx);
    const subCategories = await seedCatalogue(tx, templateId);
    const people = await seedMembers(tx, faker, subCategories, at);
    await seedSourcing(tx, faker, facets, people, at);
    await seedAccounts(tx, storage, subCategories, at);
    await seedAgreements(tx, at);
  });
  // The planner's statistics for what was just loaded: PGlite runs no autovacuum to gather them.
  await db.execute(sql`ANALYZE`);
  logger.info({ ms: Math.round(performance.now() - startedAt) }, 'demo data seeded');
  return true;
}
