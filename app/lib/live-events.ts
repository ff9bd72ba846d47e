// The page's live events (docs/decisions/016-messages.md#the-page): one socket to /ws per tab while
// a signed-in page wants it, shared by every component that listens. It reconnects with backoff
// (1 s doubling to 30 s, with jitter; at once when the browser comes back online) and asks for what
// it missed from the cursor the last event came with (a transaction position, not the last id: ids
// do not arrive in order, docs/decisions/016-messages.md#the-cursor), so a portal restart or a
// dropped phone connection loses nothing; the catch-up may repeat events, each is handed on once (by id). The socket closes for good when the
// session ends (the portal's SIGNED_OUT close) and a little after the last listener leaves.
// Browser-only, zod-free: events are checked for their shape, not parsed with the contract.
import { useEffect, useRef } from 'react';
import type { MemberEvent, SocketCursor } from '#contract/schemas/message.ts';

export type LiveEvent = MemberEvent;
type Listener = (event: LiveEvent) => void;

/** The first frame of a socket opened without a cursor (contract: SocketCursor; a literal, the page imports no zod). */
const CURSOR_FRAME: SocketCursor['action'] = 'cursor';
/** The close codes of server/ws.ts: the session ended (do not come back). */
const SIGNED_OUT = 4401;
const KEEPALIVE_MS = 25_000;
const IDLE_CLOSE_MS = 5_000;
const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** Ids remembered as handed on (a catch-up repeats at most CATCH_UP_MAX = 500). */
const SEEN_REMEMBERED = 2_000;

const listeners = new Set<Listener>();
/** Told each time a socket connects: a page that holds what it read before may have missed events in between. */
const connectedListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let wanted = 0;
/** Where a reconnecting socket resumes (`since`); null until the socket's first frame or an event brought one. */
let cursor: number | null = null;
/** The ids handed on lately, oldest first. */
const seen = new Set<number>();
let attempt = 0;
let ended = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let keepalive: ReturnType<typeof setInterval> | undefined;

/** The actions' families a page hears: the messages' (msg_…) and an auction room's (bidding_…, contract BiddingRoomEvent). */
const EVENT_PREFIXES = ['msg_', 'bidding_'] as const;

function isEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { id, action, data } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof action === 'string' &&
    EVENT_PREFIXES.some((prefix) => action.startsWith(prefix)) &&
    typeof data === 'object' &&
    data !== null
  );
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws${cursor === null ? '' : `?since=${cursor}`}`;
}

function scheduleRetry(): void {
  if (ended || wanted === 0 || retryTimer) return;
  const base = Math.min(BACKOFF_MIN_MS * 2 ** attempt, BACKOFF_MAX_MS);
  attempt += 1;
  retryTimer = setTimeout(
    () => {
      retryTimer = undefined;
      open();
    },
    base / 2 + Math.random() * (base / 2),
  );
}

function open(): void {
  if (socket || ended || wanted === 0) return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onmessage = (message) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(message.data));
    } catch {
      return;
    }
    const { action, cursor: given } = parsed as { action?: unknown; cursor?: unknown };
    if (action === 'connected') {
      attempt = 0;
      for (const listener of connectedListeners) listener();
    }
    // Where a socket opened without a cursor starts: the page comes back from there even if no event came.
    if (action === CURSOR_FRAME) {
      if (typeof given === 'number' && Number.isSafeInteger(given) && given >= 0) cursor = given;
      return;
    }
    if (!isEvent(parsed)) return;
    const { cursor: next, ...event } = parsed as LiveEvent & { cursor?: unknown };
    if (typeof next === 'number' && Number.isSafeInteger(next) && next >= 0) cursor = next;
    if (seen.has(event.id)) return;
    seen.add(event.id);
    if (seen.size > SEEN_REMEMBERED) seen.delete(seen.values().next().value as number);
    for (const listener of listeners) listener(event as LiveEvent);
  };
  ws.onopen = () => {
    keepalive = setInterval(() => {
      if (ws.readyState === WebSocket.OPEN) ws.send('{"action":"ping"}');
    }, KEEPALIVE_MS);
  };
  ws.onclose = (close) => {
    clearInterval(keepalive);
    if (socket === ws) socket = null;
    if (close.code === SIGNED_OUT) ended = true;
    else scheduleRetry();
  };
  // Socket errors are only logged (docs/product/error-codes.md#error-codes-and-failures); the close that follows retries.
  ws.onerror = () => {};
}

function onOnline(): void {
  if (!socket && wanted > 0 && !ended) {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    open();
  }
}

/** Wants the socket open (counted); the returned function gives it back. */
export function retainLiveEvents(): () => void {
  wanted += 1;
  clearTimeout(idleTimer);
  if (wanted === 1) window.addEventListener('online', onOnline);
  open();
  return () => {
    wanted -= 1;
    if (wanted > 0) return;
    window.removeEventListener('online', onOnline);
    idleTimer = setTimeout(() => {
      if (wanted > 0) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      socket?.close(1000, 'no page listens');
      socket = null;
    }, IDLE_CLOSE_MS);
  };
}

/** Hears every live event while mounted. */
export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hears each connection of the tab's socket: the first one of a full page load (opened after hydration,
 * so after the page's data was read) and each one after a drop (a catch-up is capped). A page that holds
 * what it read (the bidding room) reads it again; the events of the connection come after this call.
 */
export function subscribeLiveConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/**
 * While `signedIn`, keeps the tab's socket open and calls `onEvent` for each new event (the latest
 * `onEvent` given, without reconnecting when it changes).
 */
export function useLiveEvents(signedIn: boolean, onEvent?: Listener): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!signedIn) return;
    ended = false;
    const release = retainLiveEvents();
    const unsubscribe = subscribeLiveEvents((event) => handler.current?.(event));
    return () => {
      unsubscribe();
      release();
    };
  }, [signedIn]);
}
