import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.ts';

describe('portal configuration', () => {
  it('defaults to the embedded product on port 3000', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', PGLITE_DIR: './data/pglite' });
    expect([env.UPSTREAM_URL, env.DATABASE_URL, env.REDIS_URL]).toEqual([undefined, undefined, undefined]);
  });

  it('reads an empty variable as unset', () => {
    const env = readServerEnv({ REDIS_URL: '', DATABASE_URL: '' });
    expect([env.REDIS_URL, env.DATABASE_URL]).toEqual([undefined, undefined]);
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerEnv({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => readServerEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
