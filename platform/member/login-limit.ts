// The platform's own limit on password guessing (docs/security.md#the-platforms-own-limits), with
// the portal's rules and numbers: LOGIN_ACCOUNT_FAILURES failed logins for one account (whether it
// exists or not) or LOGIN_ADDRESS_FAILURES from one client address within LOGIN_FAILURE_WINDOW_MS
// lock further attempts (1206, the right password too) until the oldest of them leaves the window.
// The portal's throttle stands in front; this one holds for whoever reaches the platform directly,
// and, counted in the database (login_failures), for every platform process at once.
//
// Each attempt is counted before its password is checked, under locks on its account and address,
// so parallel guesses cannot slip through between a check and a count; a success takes its row back
// and clears the account's, as does an attempt that ended in an unexpected failure.
import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Code } from '#contract/codes.ts';
import { LOGIN_ACCOUNT_FAILURES, LOGIN_ADDRESS_FAILURES, LOGIN_FAILURE_WINDOW_MS } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { lockName, transaction } from '../http/idempotency.ts';

/** How often one process sweeps rows past the window (they no longer count; this only keeps the table small). */
const SWEEP_EVERY_MS = 60_000;

/** Accounts are counted case- and space-insensitively, under a hash, as the portal counts them. */
function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('hex');
}

export type LoginAttempt = {
  /** The password was right (and the account usable): the attempt and the account's earlier failures no longer count. */
  succeeded(): Promise<void>;
  /** The attempt ended without an answer about the password (an unexpected error): it does not count. */
  withdrawn(): Promise<void>;
};

/** Failures of `of` (an account or an address) since `since`. */
async function failuresSince(tx: Db, of: SQL, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(of, gt(loginFailures.createTime, since)));
  return row?.n ?? 0;
}

export function loginLimit({ db, now }: PlatformContext) {
  let sweptAt = Number.NEGATIVE_INFINITY;

  async function sweep(at: number, log: Pick<Logger, 'warn'>): Promise<void> {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    try {
      await db.delete(loginFailures).where(lt(loginFailures.createTime, new Date(at - LOGIN_FAILURE_WINDOW_MS)));
    } catch (error) {
      log.warn({ err: error }, 'sweeping old login failures failed');
    }
  }

  /**
   * Counts an attempt to log in to `account` from `clientIp` as a failure until it is told
   * otherwise; 1206 instead when the account or the address is locked. `log`: the request's.
   */
  async function begin(account: string, clientIp: string, log: Pick<Logger, 'warn'>): Promise<LoginAttempt> {
    const key = accountKey(account);
    const at = now();
    await sweep(at, log);
    const since = new Date(at - LOGIN_FAILURE_WINDOW_MS);
    const id = await transaction(db, async (tx) => {
      // Always the address first, then the account: two attempts never wait on each other crosswise.
      await lockName(tx, `login-address:${clientIp}`);
      await lockName(tx, `login-account:${key}`);
      if ((await failuresSince(tx, eq(loginFailures.clientIp, clientIp), since)) >= LOGIN_ADDRESS_FAILURES) {
        throw new BusinessError(Code.LOGIN_THROTTLED);
      }
      if ((await failuresSince(tx, eq(loginFailures.accountKey, key), since)) >= LOGIN_ACCOUNT_FAILURES) {
        throw new BusinessError(Code.LOGIN_THROTTLED);
      }
      const [row] = await tx
        .insert(loginFailures)
        .values({ accountKey: key, clientIp, createTime: new Date(at) })
        .returning({ id: loginFailures.id });
      return row!.id;
    });
    // Taking a count back must not turn a login into a failure: a failed delete is only logged.
    const quietly = (what: string, work: Promise<unknown>) =>
      work.then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, `login failures: ${what} failed`),
      );
    return {
      succeeded: () => quietly('clearing the account', db.delete(loginFailures).where(eq(loginFailures.accountKey, key))),
      withdrawn: () => quietly('withdrawing the attempt', db.delete(loginFailures).where(eq(loginFailures.id, id))),
    };
  }

  return { begin };
}
