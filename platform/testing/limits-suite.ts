// The platform's own limits against whoever reaches it directly (docs/security.md#the-platforms-own-limits):
// X-Forwarded-For is believed only from the hops PLATFORM_TRUST_PROXY names, so a forged header
// neither spreads SMS codes over made-up addresses nor hides a password sweep; failed logins are
// counted in the database, per account and per client address, whichever platform process answers.
// Run by limits.test.ts (PGlite) and limits.postgres.test.ts (PostgreSQL, where both platforms share one database).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { LOGIN_ACCOUNT_FAILURES, LOGIN_ADDRESS_FAILURES, LOGIN_FAILURE_WINDOW_MS, SMS_HOURLY_PER_IP } from '#contract/schemas.ts';
import { DEMO_PASSWORD } from '../seed/members.ts';
import { startPlatform, type PlatformOptions, type RunningPlatform } from '../server.ts';
import { apiClient, type ApiClient } from './client.ts';
import { freshIp, freshKey, freshPhone } from './member-helpers.ts';

type SuiteDatabase = PlatformOptions & { cleanup?: () => Promise<void> };

/** The portal's address on a network of its own: the only hop the directly reached platform trusts. This test's loopback connection is not it. */
const PORTAL_ON_ITS_NETWORK = '10.89.0.2';
const START = Date.UTC(2026, 0, 15, 2, 0, 0);

/** `shared`: both platforms run on one database (PostgreSQL), as two processes of a deployment do. */
export function describeLimitsSuite(
  databaseName: string,
  database: () => Promise<SuiteDatabase>,
  options: { skipped?: string; shared?: boolean } = {},
) {
  const { skipped, shared = false } = options;
  /** Reached directly (the compose network, a sidecar): trusts the portal's address only. */
  let direct: RunningPlatform;
  /** The default setting: the embedded platform's own portal, on loopback, is the trusted hop. */
  let behindPortal: RunningPlatform;
  let cleanup: (() => Promise<void>) | undefined;
  let offset = 0;
  const now = () => START + offset;
  const toDirect = apiClient(() => direct.url);
  const viaPortal = apiClient(() => behindPortal.url);

  const sendCode = (client: ApiClient, forwardedFor: string) =>
    client.raw('POST', api.sms.send.path, {
      body: { phone: freshPhone(), purpose: 'register', idempotencyKey: freshKey() },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const logIn = (client: ApiClient, account: string, password: string, forwardedFor = freshIp(), language = 'zh') =>
    client.raw('POST', api.member.login.path, { body: { account, password }, headers: { 'x-forwarded-for': forwardedFor }, language });
  const ghost = () => `ghost${randomBytes(4).toString('hex')}`;

  const title = skipped ? `the platform's own limits on ${databaseName} (skipped: ${skipped})` : `the platform's own limits on ${databaseName}`;
  describe.skipIf(skipped !== undefined)(title, () => {
    beforeAll(async () => {
      const { cleanup: drop, ...settings } = await database();
      cleanup = drop;
      const common = { ...settings, port: 0, now, logLevel: 'warn' as const, smsHourlyPerIp: SMS_HOURLY_PER_IP };
      direct = await startPlatform({ ...common, trustedProxies: [PORTAL_ON_ITS_NETWORK] });
      // On PGlite in memory each platform has a database of its own; on PostgreSQL they share one.
      behindPortal = await startPlatform(common);
    }, 120_000);
    afterAll(async () => {
      await direct?.close();
      await behindPortal?.close();
      await cleanup?.();
    });

    it('a forged X-Forwarded-For from a caller that is no trusted hop does not move the SMS limit: 10 of 15 sends, each under a made-up address', async () => {
      const codes: number[] = [];
      for (let n = 0; n < 15; n++) codes.push((await sendCode(toDirect, freshIp())).code);
      const accepted = codes.filter((code) => code === Code.SUCCESS).length;
      expect(accepted, `forged sends accepted: ${accepted} of 15`).toBe(SMS_HOURLY_PER_IP);
      expect(codes.slice(SMS_HOURLY_PER_IP)).toEqual(Array(15 - SMS_HOURLY_PER_IP).fill(Code.SMS_HOURLY_LIMIT));
    });

    it('a trusted hop’s forwarded address is still honoured: two browsers behind the portal each get their own 10 codes an hour', async () => {
      const [first, second] = [freshIp(), freshIp()];
      for (let n = 0; n < SMS_HOURLY_PER_IP; n++) expect((await sendCode(viaPortal, first)).code).toBe(Code.SUCCESS);
      expect((await sendCode(viaPortal, first)).code).toBe(Code.SMS_HOURLY_LIMIT);
      expect((await sendCode(viaPortal, second)).code, 'another browser is not limited by the first').toBe(Code.SUCCESS);
    });

    it('30 wrong passwords straight to the platform: from the 6th on, 1206 in the caller’s language, the right password too, until the window has passed', async () => {
      const codes: number[] = [];
      for (let n = 1; n <= 30; n++) codes.push((await logIn(toDirect, 'supplier', `wrong-${n}`)).code);
      const beforeLockout = codes.findIndex((code) => code !== Code.WRONG_ACCOUNT_OR_PASSWORD);
      expect(beforeLockout, `wrong passwords before a lockout: ${beforeLockout === -1 ? 'no lockout in 30' : beforeLockout}`).toBe(
        LOGIN_ACCOUNT_FAILURES,
      );
      expect(codes.slice(LOGIN_ACCOUNT_FAILURES)).toEqual(Array(30 - LOGIN_ACCOUNT_FAILURES).fill(Code.LOGIN_THROTTLED));

      const right = await logIn(toDirect, 'supplier', DEMO_PASSWORD, freshIp(), 'en');
      expect(right).toMatchObject({ code: Code.LOGIN_THROTTLED, message: messageFor(Code.LOGIN_THROTTLED, 'en-US'), data: null });
      expect((await logIn(viaPortal, 'supplier', DEMO_PASSWORD)).code, 'locked from any address').toBe(shared ? Code.LOGIN_THROTTLED : Code.SUCCESS);
      try {
        offset = LOGIN_FAILURE_WINDOW_MS + 1_000;
        expect((await logIn(toDirect, 'supplier', DEMO_PASSWORD)).code, 'the window has passed').toBe(Code.SUCCESS);
      } finally {
        offset = 0;
      }
    });

    it('an account that does not exist is locked the same way, and a success clears an account’s count', async () => {
      const nobody = ghost();
      const codes: number[] = [];
      for (let n = 0; n <= LOGIN_ACCOUNT_FAILURES; n++) codes.push((await logIn(viaPortal, nobody, 'Password1')).code);
      expect(codes).toEqual([...Array(LOGIN_ACCOUNT_FAILURES).fill(Code.WRONG_ACCOUNT_OR_PASSWORD), Code.LOGIN_THROTTLED]);

      for (let n = 1; n < LOGIN_ACCOUNT_FAILURES; n++) expect((await logIn(viaPortal, 'newbie', 'wrong')).code).toBe(Code.WRONG_ACCOUNT_OR_PASSWORD);
      expect((await logIn(viaPortal, 'newbie', DEMO_PASSWORD)).code).toBe(Code.SUCCESS);
      for (let n = 1; n <= LOGIN_ACCOUNT_FAILURES; n++)
        expect((await logIn(viaPortal, 'newbie', 'wrong')).code, `failure ${n} after the success`).toBe(Code.WRONG_ACCOUNT_OR_PASSWORD);
      expect((await logIn(viaPortal, 'newbie', 'wrong')).code).toBe(Code.LOGIN_THROTTLED);
    });

    it('parallel guesses do not slip through: of 20 at once, 5 are checked and 15 refused', async () => {
      const target = ghost();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => logIn(toDirect, target, `guess-${n}`)));
      const codes = answers.map((answer) => answer.code);
      expect(codes.filter((code) => code === Code.WRONG_ACCOUNT_OR_PASSWORD)).toHaveLength(LOGIN_ACCOUNT_FAILURES);
      expect(codes.filter((code) => code === Code.LOGIN_THROTTLED)).toHaveLength(20 - LOGIN_ACCOUNT_FAILURES);
    });

    it('a browser behind the trusted portal is stopped after 100 failures whatever the accounts; another browser is not', async () => {
      const browser = freshIp();
      for (let n = 0; n < LOGIN_ADDRESS_FAILURES; n++)
        expect((await logIn(viaPortal, ghost(), 'Password1', browser)).code).toBe(Code.WRONG_ACCOUNT_OR_PASSWORD);
      expect((await logIn(viaPortal, ghost(), 'Password1', browser)).code).toBe(Code.LOGIN_THROTTLED);
      expect((await logIn(viaPortal, ghost(), 'Password1', freshIp())).code, 'another address').toBe(Code.WRONG_ACCOUNT_OR_PASSWORD);
    }, 120_000);

    it.skipIf(!shared)('failures through one platform process count on another: the counts are in the database', async () => {
      const target = ghost();
      for (let n = 0; n < 3; n++) expect((await logIn(toDirect, target, 'wrong')).code).toBe(Code.WRONG_ACCOUNT_OR_PASSWORD);
      for (let n = 0; n < 2; n++) expect((await logIn(viaPortal, target, 'wrong')).code).toBe(Code.WRONG_ACCOUNT_OR_PASSWORD);
      expect((await logIn(toDirect, target, 'wrong')).code).toBe(Code.LOGIN_THROTTLED);
      expect((await logIn(viaPortal, target, 'wrong')).code).toBe(Code.LOGIN_THROTTLED);
    });
  });
}
