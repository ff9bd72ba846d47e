// The platform's tables (drizzle-orm), each declared in its domain's schema.ts and gathered here for
// drizzle-kit (platform/drizzle.config.ts) and the client's relational queries. Column names are
// camelCase in code and snake_case in the database (casing: 'snake_case' in the client and
// drizzle.config.ts). Times are timestamptz, money numeric(14,2). A change to a domain's tables
// comes with a new migration: `node_modules/.bin/drizzle-kit generate --config platform/drizzle.config.ts`.
export * from '../admission/schema.ts';
export * from '../agreement/schema.ts';
export * from '../area/schema.ts';
export * from '../bidding/schema.ts';
export * from '../category/schema.ts';
export * from '../content/schema.ts';
export * from '../favourite/schema.ts';
export * from '../files/schema.ts';
export * from '../http/schema.ts';
export * from '../inquiry/schema.ts';
export * from '../member/schema.ts';
export * from '../message/schema.ts';
export * from '../notice/schema.ts';
export * from '../order/schema.ts';
export * from '../shop/schema.ts';
export * from '../site/schema.ts';
export * from '../tender/schema.ts';
