// The circuit breaker's rule (docs/decisions/020-redis-circuit-breaker.md), on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.ts';

function breakerOn(answers: Array<boolean | Error>) {
  const clock = { now: 0 };
  const probes: number[] = [];
  const told: string[] = [];
  const breaker = createCircuitBreaker({
    retryAfterMs: 1_000,
    now: () => clock.now,
    probe: async () => {
      probes.push(clock.now);
      const answer = answers.shift() ?? false;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  breaker.onChange((state, reason) => told.push(reason ? `${state}: ${reason}` : state));
  return { breaker, clock, probes, told };
}

describe('a circuit breaker', () => {
  it('lets every call through until one fails, then none', () => {
    const { breaker, told } = breakerOn([]);
    expect(breaker.allows()).toBe(true);
    expect(breaker.allows()).toBe(true);
    breaker.failed('Command timed out');
    expect(breaker.state).toBe('open');
    expect([breaker.allows(), breaker.allows()]).toEqual([false, false]);
    expect(told).toEqual(['open: Command timed out']);
  });

  it('after the interval, sends one probe while every caller still skips, and closes when it answers', async () => {
    const { breaker, clock, probes, told } = breakerOn([true]);
    breaker.failed('refused');
    clock.now = 999;
    expect(breaker.allows()).toBe(false);
    expect(probes).toEqual([]);
    clock.now = 1_000;
    expect([breaker.allows(), breaker.allows(), breaker.allows()]).toEqual([false, false, false]);
    expect(probes).toEqual([1_000]);
    expect(breaker.state).toBe('half-open');
    await breaker.probed();
    expect(breaker.state).toBe('closed');
    expect(breaker.allows()).toBe(true);
    expect(told).toEqual(['open: refused', 'closed']);
  });

  it('stays open for another interval when the probe gets no answer, and says nothing more', async () => {
    const { breaker, clock, probes, told } = breakerOn([false, new Error('Command timed out'), true]);
    breaker.failed('Command timed out');
    clock.now = 1_000;
    breaker.allows();
    await breaker.probed();
    expect(breaker.state).toBe('open');
    clock.now = 1_500;
    expect(breaker.allows()).toBe(false);
    clock.now = 2_000;
    breaker.allows();
    await breaker.probed();
    expect(breaker.state).toBe('open');
    clock.now = 3_000;
    breaker.allows();
    await breaker.probed();
    expect(breaker.state).toBe('closed');
    expect(probes).toEqual([1_000, 2_000, 3_000]);
    expect(told).toEqual(['open: Command timed out', 'closed']);
  });

  it('closes at once when the dependency comes back of its own accord, and tells once', () => {
    const { breaker, told } = breakerOn([]);
    breaker.failed('refused');
    breaker.failed('refused again');
    breaker.recovered();
    breaker.recovered();
    expect(breaker.allows()).toBe(true);
    expect(told).toEqual(['open: refused', 'closed']);
  });
});
