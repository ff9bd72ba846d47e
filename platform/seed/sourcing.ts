// Demo sourcing: 150 inquiries, 80 tenders and 50 competitive bids spread over the buyers, their
// categories and cities, with suppliers' quotes, registrations, sign-ups and bids, and 40 award
// notices of ended items. Deadlines are relative to the clock at seeding time: most are open for
// days, some close within the hour, some have ended. Items, their first materials and the award
// notices of tenders and competitive bids have generated attachments (files/documents.ts).
//
// One file a kind (inquiries.ts, tenders.ts, biddings.ts), what they share in drafts.ts, the award
// notices in notices.ts. The kinds are seeded in this order from one random stream: the order is
// part of the demo data. The demo buyer's first two open inquiries show the quote rules of
// decision 006 (inquiries.ts).
import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import { seedBiddings } from './biddings.ts';
import { seedInquiries } from './inquiries.ts';
import type { SeededMembers } from './members.ts';
import { seedNotices } from './notices.ts';
import { seedTenders } from './tenders.ts';

export async function seedSourcing(db: Db, faker: Faker, facets: Faker, people: SeededMembers, now: number): Promise<void> {
  const seeding = { db, faker, facets, people, now };
  const ended = [...(await seedInquiries(seeding)), ...(await seedTenders(seeding)), ...(await seedBiddings(seeding))];
  await seedNotices(db, faker, ended, [people.demoSupplier, ...people.otherSuppliers], now);
}
