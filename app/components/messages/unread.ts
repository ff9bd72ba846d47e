// The signed-in user's unread messages, once per tab: asked for from /resources/messages after
// hydration (so no page's HTML holds them and cached pages stay as they are), again a little after
// each live event that may change them (debounced, so a burst costs one call), and read by the top
// bar and the member home alike. An older answer never overwrites a newer one.
import { useSyncExternalStore } from 'react';
import type { UnreadAnswer } from '#app/routes/resources.messages.ts';

export const UNREAD_PATH = '/resources/messages';
/** A burst of events (a conversation read, several messages) becomes one call. */
export const UNREAD_DEBOUNCE_MS = 300;

let total: number | null = null;
let asked = 0;
let applied = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: number | null): void {
  if (next === total) return;
  total = next;
  for (const listener of listeners) listener();
}

/** Asks now (with ?peer= also names that chat partner); the answer, or null when there is none to read. */
export async function fetchUnread(peer?: number): Promise<UnreadAnswer | null> {
  const ticket = ++asked;
  try {
    const response = await fetch(peer === undefined ? UNREAD_PATH : `${UNREAD_PATH}?peer=${peer}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json()) as UnreadAnswer;
    if (ticket > applied) {
      applied = ticket;
      if (answer.ok) set(answer.unread.total);
      else if (answer.loginRequired) set(null);
    }
    return answer;
  } catch {
    return null;
  }
}

/** Asks again shortly; calls within the debounce window make one request. */
export function refreshUnread(delayMs = UNREAD_DEBOUNCE_MS): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void fetchUnread();
  }, delayMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The unread total, or null until known (and on the server). */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => total,
    () => null,
  );
}

/** Forgets the count (signed out, tests). */
export function resetUnread(): void {
  clearTimeout(timer);
  timer = undefined;
  set(null);
}
