// The first byte waits for one platform round trip at most (docs/architecture.md#data-flow-of-a-page):
// a page's parts that depend on more (the category tree: site → template → tree; the banners:
// site → adverts) are handed over as they are when the critical data is in: the value when it is
// ready (warm caches answer within the grace), else the promise, which streams into the page.
import { Code, messageFor, transportMessage } from '#contract/codes.ts';
import type { Locale } from '#contract/lang.ts';
import type { Section, Streamed } from './views.ts';

/**
 * How long a part may keep the shell waiting once the critical data is in. A warm cache (memory,
 * or Redis on the same network) answers well within it; a platform call never does.
 */
export const READY_GRACE_MS = 5;

const PENDING = Symbol('pending');

/**
 * `part`: the value when `promise` settles within `graceMs`, else the promise itself (to stream).
 * Wrapped in an object: an async function returning the promise itself would wait for it.
 * `promise` must never reject.
 */
export async function readyOrStreamed<T>(promise: Promise<T>, graceMs = READY_GRACE_MS): Promise<{ part: Streamed<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Promise<typeof PENDING>((resolve) => {
    timer = setTimeout(() => resolve(PENDING), graceMs);
  });
  const first = await Promise.race([promise, pending]);
  clearTimeout(timer);
  return { part: first === PENDING ? promise : (first as T) };
}

/**
 * A deferred part settles within `ms` whatever its calls do (each of them may have a longer
 * time-out of its own), as an error Section in the user's language when it does not; and never rejects.
 */
export function settledWithin<S extends Section<unknown>>(
  promise: Promise<S>,
  ms: number,
  locale: Locale,
): Promise<S | Extract<Section<never>, { status: 'error' }>> {
  type SectionError = Extract<Section<never>, { status: 'error' }>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<SectionError>((resolve) => {
    // No answer in time: as a call that timed out says it (docs/product/error-codes.md#how-the-portal-reacts).
    timer = setTimeout(() => resolve({ status: 'error', code: 0, message: transportMessage('timeout', locale), transport: true }), ms);
    timer.unref?.();
  });
  const broken = (): SectionError => ({ status: 'error', code: Code.INTERNAL, message: messageFor(Code.INTERNAL, locale) });
  return Promise.race([promise.catch(broken), late]).finally(() => clearTimeout(timer));
}
