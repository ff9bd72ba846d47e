// A circuit breaker (docs/decisions/020-redis-circuit-breaker.md): once a dependency has failed,
// callers skip it at once instead of each waiting on it; after `retryAfterMs` one probe is let
// through, and the breaker closes when the probe (or the dependency of its own accord) answers.

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  readonly state: BreakerState;
  /**
   * May a call go to the dependency now? Only when closed. Once open for `retryAfterMs`, the first
   * caller to ask starts the one probe (half-open) and is still told no: no caller waits on it.
   */
  allows(): boolean;
  /** A call failed or timed out: callers skip the dependency from now on. */
  failed(reason: string): void;
  /** The dependency is known to answer again (say, it reconnected): callers use it from now on. */
  recovered(): void;
  /** Resolves once the probe in flight, if any, has settled. */
  probed(): Promise<void>;
  /**
   * Calls `listener` when callers start skipping the dependency ('open', with the failure) and when
   * they use it again ('closed'); the probes in between are not reported. Returns the unsubscribe.
   */
  onChange(listener: (state: 'open' | 'closed', reason?: string) => void): () => void;
}

export type BreakerOptions = {
  retryAfterMs: number;
  /** Asks the dependency whether it answers; must settle (bounded by the dependency's own time-out). */
  probe: () => Promise<boolean>;
  /** The clock (tests move it). */
  now?: () => number;
};

export function createCircuitBreaker(options: BreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  const listeners = new Set<(state: 'open' | 'closed', reason?: string) => void>();
  let state: BreakerState = 'closed';
  let openedAt = 0;
  let probing: Promise<void> = Promise.resolve();

  const tell = (next: 'open' | 'closed', reason?: string) => {
    for (const listener of listeners) listener(next, reason);
  };

  const close = () => {
    if (state === 'closed') return;
    state = 'closed';
    tell('closed');
  };

  const startProbe = () => {
    state = 'half-open';
    probing = options.probe().then(
      (answers) => {
        if (state !== 'half-open') return;
        if (answers) close();
        else reopen();
      },
      () => {
        if (state === 'half-open') reopen();
      },
    );
  };

  // A failed probe: skipped for another interval, without telling anyone again.
  const reopen = () => {
    state = 'open';
    openedAt = now();
  };

  return {
    get state() {
      return state;
    },
    allows() {
      if (state === 'closed') return true;
      if (state === 'open' && now() - openedAt >= options.retryAfterMs) startProbe();
      return false;
    },
    failed(reason) {
      if (state !== 'closed') return;
      state = 'open';
      openedAt = now();
      tell('open', reason);
    },
    recovered: close,
    probed: () => probing,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
