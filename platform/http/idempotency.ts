// Creates that a retry or a double click must not repeat (docs/decisions/011-members-and-admission.md#idempotency-keys):
// the request's Idempotency-Key (body field or header) claims a row in idempotent_requests inside
// the action's transaction with a hash of what the request asks; the first request's result is
// stored with it, and a later request with the same key in the same scope gets that result back
// without acting — if it asks the same thing: another body under a used key is 1120, never the
// first request's result. A refused request stores nothing, so the form may correct itself and
// send again with the same key.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Code } from '#contract/codes.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#contract/schemas/member-rules.ts';
import type { Db } from '../db/client.ts';
import { idempotentRequests } from '../db/schema.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import { BusinessError } from './errors.ts';

/** A request's idempotency key, and the hash of what the request asks (`once` compares it on a replay). */
export type RequestKey = { key: string; requestHash: string };

/** A parsed body's or query's fields (a multipart body has none here). */
function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

/**
 * Fields that never reach the stored hash: an unsalted sha256 of a body holding a password or an SMS
 * code would hand whoever reads the table a fast dictionary attack around scrypt. Their actions
 * check them again on a replay (a registration's replay logs in only with its own password).
 */
const SECRET_FIELD = /password|smscode|token|secret/i;

/** `value` without its secret fields, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  );
}

/**
 * The request's route, body and query without the key itself (it may come in either, or in the
 * header) and without secrets; `content` stands for a body the parser does not read (an upload's bytes).
 */
function requestHash(request: FastifyRequest, content?: string): string {
  const { idempotencyKey: _inBody, ...body } = fieldsOf(request.body);
  const { idempotencyKey: _inQuery, ...query } = fieldsOf(request.query);
  return sha256(
    canonicalJson({ route: `${request.method} ${request.routeOptions.url}`, body: withoutSecrets(body), query: withoutSecrets(query), content }),
  );
}

/**
 * The request's key: the body's (or query's) field, else the Idempotency-Key header; 1102 without
 * one. `content`: a digest of what the parsed body does not hold (an upload's file), so another file
 * under a used key is 1120 too.
 */
export function requestKey(fromBody: string | undefined, request: FastifyRequest, content?: string): RequestKey {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = fromBody ?? (typeof header === 'string' ? header : undefined);
  if (key === undefined) throw new BusinessError(Code.PARAM_INVALID, `idempotencyKey: required (or the ${IDEMPOTENCY_KEY_HEADER} header)`);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BusinessError(Code.PARAM_INVALID, 'idempotencyKey');
  return { key, requestHash: requestHash(request, content) };
}

/**
 * A refusal whose transaction still commits what it wrote (a wrong SMS code is counted against the
 * code): return it from the action instead of throwing; `once` commits, then throws `error`.
 */
export class CommittedRefusal {
  readonly error: BusinessError;
  constructor(error: BusinessError) {
    this.error = error;
  }
}

/** Serialises the transactions that name the same thing (a phone, an account): held until commit. */
export async function lockName(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/** One transaction that throws a CommittedRefusal's error after committing it. */
export async function transaction<T>(db: Db, action: (tx: Db) => Promise<T | CommittedRefusal>): Promise<T> {
  const outcome = await db.transaction((tx) => action(tx as unknown as Db));
  if (outcome instanceof CommittedRefusal) throw outcome.error;
  return outcome;
}

/**
 * Runs `action` in one transaction, once per `scope` and key: `replayed` is true when an earlier
 * request with this key already acted, and `result` is then what that request stored. A second
 * request that arrives while the first is still running waits for it (the key's row is locked).
 * A request that asks something else under a used key is refused (1120) and does nothing.
 */
export async function once<T>(
  db: Db,
  scope: string,
  { key, requestHash }: RequestKey,
  action: (tx: Db) => Promise<T | CommittedRefusal>,
): Promise<{ result: T; replayed: boolean }> {
  const mine = and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key));
  return transaction(db, async (tx) => {
    const claimed = await tx
      .insert(idempotentRequests)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length === 0) {
      const [row] = await tx
        .select({ requestHash: idempotentRequests.requestHash, result: idempotentRequests.result })
        .from(idempotentRequests)
        .where(mine);
      // A key stored before its request's hash was kept (null) replays as it always did.
      if (row?.requestHash && row.requestHash !== requestHash) throw new BusinessError(Code.IDEMPOTENCY_KEY_REUSED);
      // Claimed and not refused: the first request committed its result with the key.
      const stored = row?.result as { value: T } | undefined;
      if (!stored) throw new Error(`idempotent request ${scope}/${key} has no result`);
      return { result: stored.value, replayed: true };
    }
    const result = await action(tx);
    if (result instanceof CommittedRefusal) {
      await tx.delete(idempotentRequests).where(mine);
      return result;
    }
    await tx
      .update(idempotentRequests)
      .set({ result: { value: result } })
      .where(mine);
    return { result, replayed: false };
  });
}

/**
 * Withdraws a key's stored result, in the caller's transaction: for an action whose last step failed
 * after its transaction committed (an SMS gateway that refused the message), so that the same request
 * may be sent again and act.
 */
export async function forgetKey(tx: Db, scope: string, { key }: RequestKey): Promise<void> {
  await tx.delete(idempotentRequests).where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
}
