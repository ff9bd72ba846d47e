// Password guessing is throttled (docs/security.md#login-throttling), with rate-limiter-flexible:
// per account, 5 failed logins in 15 minutes lock it until the window ends (the right password
// is refused too, and an account that does not exist is locked the same way, so the answer tells
// nothing about which accounts exist); per client address, 100 failures in 15 minutes. Counters
// live in Redis when REDIS_URL is set (shared by every replica, under CACHE_PREFIX), else in
// memory. While Redis is away (the shared breaker of ./redis.server.ts is open) this process's
// in-memory counters stand in at once: an outage slows no login and leaves no password unthrottled
// (docs/decisions/020-redis-circuit-breaker.md). A successful login clears the account's counter.
//
// Each attempt takes its point before the platform is asked, so parallel guesses cannot slip
// through between a check and a count; an attempt that did not fail (success, or no answer from
// the platform) gives its point back.
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LOGIN_ACCOUNT_FAILURES, LOGIN_ADDRESS_FAILURES, LOGIN_FAILURE_WINDOW_MS } from '#contract/schemas/member-rules.ts';
import { bffEnv } from './env.server.ts';
import { type SharedRedis, sharedRedis } from './redis.server.ts';

/** The platform's own limit keeps the same numbers: both read them here (contract/schemas/member-rules.ts). */
const WINDOW_SECONDS = LOGIN_FAILURE_WINDOW_MS / 1000;

type Limiters = {
  /** The counters: in Redis when REDIS_URL is set, else this process's. */
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
  /** This process's counters, standing in while Redis is away. */
  local: { account: RateLimiterAbstract; address: RateLimiterAbstract };
  redis: SharedRedis | null;
  close(): void;
};

let limiters: Limiters | undefined;

function create(): Limiters {
  const { REDIS_URL, CACHE_PREFIX } = bffEnv();
  const account = { points: LOGIN_ACCOUNT_FAILURES, duration: WINDOW_SECONDS };
  const address = { points: LOGIN_ADDRESS_FAILURES, duration: WINDOW_SECONDS };
  const local = { account: new RateLimiterMemory(account), address: new RateLimiterMemory(address) };
  if (!REDIS_URL) return { ...local, local, redis: null, close() {} };
  const redis = sharedRedis(REDIS_URL);
  const inRedis = (name: string, options: { points: number; duration: number }) =>
    new RateLimiterRedis({ ...options, storeClient: redis.client, keyPrefix: `${CACHE_PREFIX}login-failures:${name}` });
  return { account: inRedis('account', account), address: inRedis('address', address), local, redis, close: () => redis.release() };
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

/** A counter, and the Redis it lives in (null: in this process). */
type Counter = { limiter: RateLimiterAbstract; redis: SharedRedis | null };

/** `counter`: where the attempt's point went, so that it is given back there. */
type Taken = { taken: true; counter: Counter } | { taken: false; ms: number };

/** Rejects only when the counter's store failed; a limit reached is an answer. */
async function consume(counter: Counter, key: string): Promise<Taken> {
  try {
    await counter.limiter.consume(key);
    return { taken: true, counter };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { taken: false, ms: rejection.msBeforeNext };
    throw rejection;
  }
}

/** Counts in Redis through the shared breaker; while Redis is away (at once, once the breaker is open), in this process. */
async function take(inStore: RateLimiterAbstract, standIn: RateLimiterAbstract, key: string, redis: SharedRedis | null): Promise<Taken> {
  if (!redis) return consume({ limiter: inStore, redis: null }, key);
  const counted = await redis.run(() => consume({ limiter: inStore, redis }, key), null);
  return counted ?? consume({ limiter: standIn, redis: null }, key);
}

/** Gives back to the counter that took the point; in Redis only while it answers (else the point stays: the safe side). */
function giveBack({ limiter, redis }: Counter, work: (limiter: RateLimiterAbstract) => Promise<unknown>): Promise<unknown> {
  return redis ? redis.run(() => work(limiter), null) : work(limiter).catch(() => undefined);
}

/** Asks to try a password for `account` from `address` (the client IP). */
export async function beginLoginAttempt(account: string, address: string | null): Promise<Attempt> {
  const { account: byAccount, address: byAddress, local, redis } = current();
  const accountId = accountKey(account);
  const addressId = address || 'unknown';

  const fromAddress = await take(byAddress, local.address, addressId, redis);
  if (!fromAddress.taken) return { allowed: false, retryAfterSeconds: secondsOf(fromAddress.ms) };
  const forAccount = await take(byAccount, local.account, accountId, redis);
  if (!forAccount.taken) {
    await giveBack(fromAddress.counter, (limiter) => limiter.reward(addressId, 1));
    return { allowed: false, retryAfterSeconds: secondsOf(forAccount.ms) };
  }
  return {
    allowed: true,
    async settle(outcome) {
      if (outcome === 'failure') return;
      await giveBack(fromAddress.counter, (limiter) => limiter.reward(addressId, 1));
      await giveBack(forAccount.counter, (limiter) => (outcome === 'success' ? limiter.delete(accountId) : limiter.reward(accountId, 1)));
    },
  };
}

/** Tests: forget every counter (and the Redis connection). */
export function resetLoginThrottle(): void {
  limiters?.close();
  limiters = undefined;
}
