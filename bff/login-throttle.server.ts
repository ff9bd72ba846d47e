// Password guessing is throttled (docs/security.md#login-throttling), with rate-limiter-flexible:
// per account, 5 failed logins in 15 minutes lock it until the window ends (the right password
// is refused too, and an account that does not exist is locked the same way, so the answer tells
// nothing about which accounts exist); per client address, 100 failures in 15 minutes. Counters
// live in Redis when REDIS_URL is set (shared by every replica, under CACHE_PREFIX), else in
// memory; when Redis fails, an in-memory limiter stands in. A successful login clears the
// account's counter.
//
// Each attempt takes its point before the platform is asked, so parallel guesses cannot slip
// through between a check and a count; an attempt that did not fail (success, or no answer from
// the platform) gives its point back.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { bffEnv } from './env.server.ts';
import { log } from './log.server.ts';

export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 100;
export const WINDOW_SECONDS = 15 * 60;

type Limiters = { account: RateLimiterAbstract; address: RateLimiterAbstract; close(): void };

let limiters: Limiters | undefined;

function create(): Limiters {
  const { REDIS_URL, CACHE_PREFIX } = bffEnv();
  const account = { points: ACCOUNT_FAILURES, duration: WINDOW_SECONDS };
  const address = { points: ADDRESS_FAILURES, duration: WINDOW_SECONDS };
  if (!REDIS_URL) {
    return { account: new RateLimiterMemory(account), address: new RateLimiterMemory(address), close() {} };
  }
  // Commands wait for the connection (the first login after a start comes before it is up), but
  // never more than 500 ms: then the in-memory stand-in answers.
  const client = new Redis(REDIS_URL, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  client.on('error', () => {});
  const store = (name: string, options: { points: number; duration: number }) =>
    new RateLimiterRedis({
      ...options,
      storeClient: client,
      keyPrefix: `${CACHE_PREFIX}login-failures:${name}`,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  return { account: store('account', account), address: store('address', address), close: () => client.disconnect() };
}

function current(): Limiters {
  limiters ??= create();
  return limiters;
}

/** Accounts are counted case- and space-insensitively, under a hash (no account names in Redis). */
function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('hex');
}

function secondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export type Attempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** How the attempt ended: a refusal counts; a success clears the account; 'void' (no answer) counts nothing. */
      settle(outcome: 'success' | 'failure' | 'void'): Promise<void>;
    };

async function take(limiter: RateLimiterAbstract, key: string): Promise<{ taken: true } | { taken: false; ms: number }> {
  try {
    await limiter.consume(key);
    return { taken: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { taken: false, ms: rejection.msBeforeNext };
    // The store failed and no stand-in answered: let the attempt through rather than lock everyone out.
    log.warn({ err: (rejection as Error)?.message }, 'login throttle store failed');
    return { taken: true };
  }
}

const quietly = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

/** Asks to try a password for `account` from `address` (the client IP). */
export async function beginLoginAttempt(account: string, address: string | null): Promise<Attempt> {
  const { account: byAccount, address: byAddress } = current();
  const accountId = accountKey(account);
  const addressId = address || 'unknown';

  const fromAddress = await take(byAddress, addressId);
  if (!fromAddress.taken) return { allowed: false, retryAfterSeconds: secondsOf(fromAddress.ms) };
  const forAccount = await take(byAccount, accountId);
  if (!forAccount.taken) {
    await quietly(byAddress.reward(addressId, 1));
    return { allowed: false, retryAfterSeconds: secondsOf(forAccount.ms) };
  }
  return {
    allowed: true,
    async settle(outcome) {
      if (outcome === 'failure') return;
      await quietly(byAddress.reward(addressId, 1));
      await quietly(outcome === 'success' ? byAccount.delete(accountId) : byAccount.reward(accountId, 1));
    },
  };
}

/** Tests: forget every counter (and the Redis connection). */
export function resetLoginThrottle(): void {
  limiters?.close();
  limiters = undefined;
}
