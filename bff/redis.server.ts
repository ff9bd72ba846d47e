// The portal's way to Redis (docs/decisions/020-redis-circuit-breaker.md): one connection per URL
// and process, shared by every Redis user (the BFF's cache and generations, the HTML cache,
// /readyz, the login throttle, the sign-out relay), behind one circuit breaker. A command that
// fails or outlasts COMMAND_TIMEOUT_MS opens it, and from then on every user skips Redis at once
// (each has its own stand-in) until a PING answers or the connection comes back.
//
// Shared through globalThis: the React Router build and server/ each load their own copy of the
// BFF, and a breaker per copy would have each of them wait on a dead Redis for itself.
import { Redis, ReplyError } from 'ioredis';
import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.ts';
import { log } from './log.server.ts';

/** Redis answers a loopback or LAN command in well under a millisecond; a page never waits longer than this on it. */
export const COMMAND_TIMEOUT_MS = 100;
/** How long callers skip Redis after a failure before one PING asks whether it is back. */
export const RETRY_AFTER_MS = 1_000;

export interface SharedRedis {
  /** For a library that talks to Redis itself (the rate limiter): ask `breaker.allows()` first. */
  readonly client: Redis;
  readonly breaker: CircuitBreaker;
  /**
   * `command`'s answer, or `fallback` at once while the breaker is open; a failure or time-out
   * opens it and gives `fallback` too. An error Redis answered with (a reply error) is no outage:
   * it gives `fallback` and leaves the breaker closed.
   */
  run<T>(command: (client: Redis) => Promise<T>, fallback: T): Promise<T>;
  /** Does Redis answer now? While the breaker is open: no, unless the probe due now says it is back. */
  ping(): Promise<boolean>;
  /** This user is done with it; the connection closes with the last. */
  release(): void;
}

type Connection = Omit<SharedRedis, 'release'>;
type Shared = { connection: Connection; users: number };

const REGISTRY = Symbol.for('portal.redis.shared');

function registry(): Map<string, Shared> {
  const holder = globalThis as { [REGISTRY]?: Map<string, Shared> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** A name for `url` in logs, without its password. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

function open(url: string): Connection {
  const client = new Redis(url, {
    // A command while disconnected fails at once instead of queueing until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A connection with commands unanswered this long is dropped and made anew: a network that lost
    // it without a reset would otherwise keep the probes waiting on it for ever.
    socketTimeout: 5_000,
    // Reconnect soon after Redis returns: an attempt on a refused port costs nothing.
    retryStrategy: (times) => Math.min(times * 100, RETRY_AFTER_MS),
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  client.on('error', () => {});

  const answersPing = async () => client.status === 'ready' && (await client.ping()) === 'PONG';
  const breaker = createCircuitBreaker({ retryAfterMs: RETRY_AFTER_MS, probe: answersPing });
  const name = redactedUrl(url);
  breaker.onChange((state, reason) => {
    if (state === 'open') log.warn({ redis: name, reason }, 'redis unavailable: skipping it until it answers again');
    else log.info({ redis: name }, 'redis answers again: using it');
  });
  client.on('ready', () => breaker.recovered());

  // The first commands after a start may come before the connection is up (the warm-up, the first
  // login): they wait for it, never longer than a command may take.
  let connecting: Promise<void> | null = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      connecting = null;
      resolve();
    };
    const timer = setTimeout(done, COMMAND_TIMEOUT_MS);
    timer.unref();
    client.once('ready', done);
  });

  async function run<T>(command: (client: Redis) => Promise<T>, fallback: T): Promise<T> {
    if (connecting) await connecting;
    if (!breaker.allows()) return fallback;
    if (client.status !== 'ready') {
      breaker.failed(`not connected (${client.status})`);
      return fallback;
    }
    try {
      return await command(client);
    } catch (error) {
      if (!(error instanceof ReplyError)) breaker.failed((error as Error).message);
      return fallback;
    }
  }

  return {
    client,
    breaker,
    run,
    async ping() {
      if (connecting) await connecting;
      if (breaker.allows()) return run(answersPing, false);
      await breaker.probed();
      return breaker.state === 'closed';
    },
  };
}

/** The shared connection to `url` (opened on first use); each user calls `release()` when done. */
export function sharedRedis(url: string): SharedRedis {
  const shared = registry();
  let entry = shared.get(url);
  if (!entry) {
    entry = { connection: open(url), users: 0 };
    shared.set(url, entry);
  }
  const used = entry;
  used.users += 1;
  let released = false;
  return {
    ...used.connection,
    release() {
      if (released) return;
      released = true;
      used.users -= 1;
      if (used.users > 0) return;
      if (shared.get(url) === used) shared.delete(url);
      used.connection.client.disconnect();
    },
  };
}
