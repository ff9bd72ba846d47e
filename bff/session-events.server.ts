// "This session has signed out", told to whoever holds something open for it in this process:
// the /ws hook (server/ws.ts) closes that session's sockets. A process-wide diagnostics channel,
// because the React Router build (whose logout action publishes) and server/ (which subscribes)
// each load their own copy of the BFF. Sessions are named by the sha256 of their token: the
// token itself, a bearer credential, never travels further (docs/security.md#websocket). With
// REDIS_URL, every replica is told too, through Redis pub/sub (relaySessionsEnded).
import { createHash } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { Redis } from 'ioredis';
import { sharedRedis } from './redis.server.ts';

const CHANNEL = 'portal.session-ended';

export type SessionEnded = { session: string; memberId: number };

/** The name of a session in logs, events and maps: the sha256 of its token. */
export function sessionName(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function publishSessionEnded(token: string, memberId: number): void {
  diagnostics.channel(CHANNEL).publish({ session: sessionName(token), memberId } satisfies SessionEnded);
}

/** Calls `listener` for every session that signs out in this process; returns the unsubscribe. */
export function onSessionEnded(listener: (event: SessionEnded) => void): () => void {
  const handler = (message: unknown) => listener(message as SessionEnded);
  diagnostics.subscribe(CHANNEL, handler);
  return () => diagnostics.unsubscribe(CHANNEL, handler);
}

/**
 * Pub/sub between replicas: the names of sessions that signed out somewhere. Published through the
 * shared connection and its breaker (./redis.server.ts): while Redis is away a sign-out is told in
 * this process only, at once. Heard on a connection of its own (a subscriber can send nothing else),
 * which subscribes again whenever it reconnects.
 */
export function relaySessionsEnded(url: string, channel: string, onMessage: (session: string) => void) {
  const publisher = sharedRedis(url);
  const subscriber = new Redis(url, { connectTimeout: 2_000, retryStrategy: (times: number) => Math.min(times * 200, 5_000) });
  subscriber.on('error', () => {});
  subscriber.subscribe(channel).catch(() => {});
  subscriber.on('message', (from, message) => {
    if (from === channel && /^[0-9a-f]{64}$/.test(message)) onMessage(message);
  });
  return {
    publish(session: string) {
      void publisher.run((client) => client.publish(channel, session), 0);
    },
    close() {
      publisher.release();
      subscriber.disconnect();
    },
  };
}
