// The member's tables: companies (members) and their roles, users and sessions, SMS codes, failed
// logins, uploaded files and the capital ledger.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CapitalMovementKind, SmsPurpose, UploadPurpose } from '#contract/schemas.ts';
import { cities, provinces } from '../area/schema.ts';
import { createTime, id, money, time } from '../db/columns.ts';

/** Platform roles a member can hold: memberRoleType 1 supplier, 2 buyer. */
export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull(),
  memberRoleType: smallint().$type<1 | 2>().notNull(),
});

/**
 * A member is a company: its profile (region, main categories, capital, establishment, description,
 * logo) is kept here for every member; a buyer's shop carries copies of what its pages show, written
 * in the same transaction as the profile (platform/member/company.ts).
 */
export const members = pgTable(
  'members',
  {
    id: id(),
    name: text().notNull(),
    /** The logo's URL: a generated picture, or an uploaded file's (/files/u/{key}). */
    logo: text().notNull(),
    /** 1 supplier, 2 buyer, null: registered but has not chosen a role yet. */
    memberRoleType: smallint().$type<1 | 2>(),
    creditPoint: integer().notNull().default(0),
    /** Level tier 1 (bronze) to 3 (gold). */
    levelTag: smallint().notNull().default(1),
    createTime: createTime(),
    /** The uploaded logo, when the member chose one (logo is then its URL). */
    logoFileId: integer().references((): AnyPgColumn => uploadedFiles.id),
    provinceCode: text().references(() => provinces.code),
    cityCode: text().references(() => cities.code),
    /** Main categories (categories.id), in the member's order. */
    categoryIds: integer().array().notNull().default(sql`'{}'`),
    /** In ten thousand yuan. */
    registeredCapital: money().notNull().default(0),
    establishmentDate: time(),
    describe: text().notNull().default(''),
  },
  // The lists sorted by the publisher's credit walk the members in credit order (docs/decisions/030-a-million-processes.md).
  (t) => [index().on(t.creditPoint)],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.roleId] })],
);

export const users = pgTable('users', {
  id: id(),
  memberId: integer()
    .notNull()
    .references(() => members.id),
  account: text().notNull().unique(),
  name: text().notNull(),
  /** The mobile phone: unique, verified by an SMS code when registering or changing it. */
  phone: text().unique(),
  /** scrypt(password, salt), hex; see member/password.ts. */
  passwordHash: text().notNull(),
  passwordSalt: text().notNull(),
  frozen: boolean().notNull().default(false),
  /** One of the users a buyer names as its customer service: the chat's historySession lists them (docs/decisions/016-messages.md). */
  customerService: boolean().notNull().default(false),
  createTime: createTime(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 of the bearer token: a leaked table does not leak usable tokens. */
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    expiresAt: time().notNull(),
    createTime: createTime(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** SMS verification codes, stored as hashes only (member/sms.ts). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text().notNull(),
    purpose: text().$type<SmsPurpose>().notNull(),
    /** sha256 of phone, purpose and code. */
    codeHash: text().notNull(),
    /** The client address that asked: at most SMS_HOURLY_PER_IP an hour. */
    clientIp: text().notNull(),
    /** Wrong codes tried against it; at SMS_MAX_ATTEMPTS it is spent. */
    attempts: smallint().notNull().default(0),
    expiresAt: time().notNull(),
    consumedTime: time(),
    /** The platform's clock, not the database's: the windows are the platform's. */
    createTime: time().notNull(),
  },
  (t) => [index().on(t.phone, t.createTime), index().on(t.clientIp, t.createTime)],
);

/**
 * The SMS messages of the outbox adapter (member/sms-sender.ts), used where no SMS provider is
 * configured: the demo reads them through the outbox endpoint. Append-only (migration 0007).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phone: text().notNull(),
    purpose: text().$type<SmsPurpose>().notNull(),
    text: text().notNull(),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.phone, t.id)],
);

/**
 * Failed logins, one row per attempt that did not succeed (member/login-limit.ts): the platform's
 * own limit per account and per client address, shared by every platform process. A row is
 * written before the password is checked and removed by a success; rows past the window are swept.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    /** sha256 of the account as typed, trimmed and lower-cased: no account names, and accounts that do not exist count alike. */
    accountKey: text().notNull(),
    clientIp: text().notNull(),
    /** The platform's clock, not the database's: the window is the platform's. */
    createTime: time().notNull(),
  },
  (t) => [index().on(t.accountKey, t.createTime), index().on(t.clientIp, t.createTime), index().on(t.createTime)],
);

/** Files members uploaded (files/uploads.ts); the bytes are in the FileStorage under `key`. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    /** Random (UUID): names the bytes in storage and the file in its URL, /files/u/{key}. */
    key: text().notNull().unique(),
    ownerMemberId: integer()
      .notNull()
      .references((): AnyPgColumn => members.id),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id),
    /** 'image': a logo or shop picture, public once uploaded; 'document': a qualification, private. */
    purpose: text().$type<UploadPurpose>().notNull(),
    /** The name it was uploaded with (shown, and offered when saved). */
    name: text().notNull(),
    /** From the content, not the name: application/pdf, image/jpeg or image/png. */
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.ownerMemberId, t.id)],
);

/**
 * A member's capital account as a ledger: every movement of its balance and frozen amount, with
 * the figures after it. Append-only (migration 0007): the account is the sum of its movements.
 */
export const capitalMovements = pgTable(
  'capital_movements',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    kind: text().$type<CapitalMovementKind>().notNull(),
    /** Change of the available balance, in yuan (negative: out). */
    amount: money().notNull(),
    /** Change of the frozen amount, in yuan. */
    frozenChange: money().notNull().default(0),
    balanceAfter: money().notNull(),
    frozenAfter: money().notNull(),
    remark: text().notNull().default(''),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.memberId, t.id)],
);
