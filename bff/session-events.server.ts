// "This session has signed out", told to whoever holds something open for it in this process:
// the /ws hook (server/ws.ts) closes that session's sockets. A process-wide diagnostics channel,
// because the React Router build (whose logout action publishes) and server/ (which subscribes)
// each load their own copy of the BFF. Sessions are named by the sha256 of their token: the
// token itself, a bearer credential, never travels further (docs/security.md#websocket).
import { createHash } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';

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
