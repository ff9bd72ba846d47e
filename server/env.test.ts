import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.ts';

const SMS_GATEWAY = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_TOKEN: 'token' };

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

  it('refuses to start a production deployment without SESSION_SECRET', () => {
    const external = 'postgres://postgres@db:5432/portal';
    expect(() => readServerEnv({ PORTAL_DEPLOYED: '1' })).toThrow(/SESSION_SECRET must be set in production/);
    expect(() => readServerEnv({ NODE_ENV: 'production', DATABASE_URL: external })).toThrow(/SESSION_SECRET must be set in production/);
    expect(readServerEnv({ PORTAL_DEPLOYED: '1', SESSION_SECRET: 'c'.repeat(64), ...SMS_GATEWAY }).SESSION_SECRET).toBe('c'.repeat(64));
    // npm start's embedded default (PGlite) keeps working: a secret is generated at first start.
    expect(readServerEnv({ NODE_ENV: 'production' }).SESSION_SECRET).toBeUndefined();
  });

  it('refuses a published or short SESSION_SECRET, naming the variable', () => {
    expect(() => readServerEnv({ SESSION_SECRET: 'dev-only-session-secret-change-me' })).toThrow(/SESSION_SECRET is a published default/);
    expect(() => readServerEnv({ SESSION_SECRET: 'change-me-in-production-please' })).toThrow(/SESSION_SECRET/);
    expect(() => readServerEnv({ SESSION_SECRET_PREVIOUS: 'too-short' })).toThrow(/SESSION_SECRET_PREVIOUS must be at least 32/);
  });

  it('refuses a deployment whose embedded platform would keep SMS codes in the outbox, naming SMS_PROVIDER', () => {
    const deployed = { PORTAL_DEPLOYED: '1', SESSION_SECRET: 'c'.repeat(64) };
    expect(() => readServerEnv(deployed)).toThrow(/SMS_PROVIDER must name an SMS provider in a deployment \(PORTAL_DEPLOYED\)/);
    expect(() => readServerEnv({ ...deployed, SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL must be set[\s\S]*SMS_HTTP_TOKEN must be set/);
    expect(readServerEnv({ ...deployed, ...SMS_GATEWAY }).SMS_PROVIDER).toBe('http');
    // The platform is elsewhere (UPSTREAM_URL): it checks its own settings. Outside a deployment the outbox stays the demo's default.
    expect(readServerEnv({ ...deployed, UPSTREAM_URL: 'http://platform:3100' }).SMS_PROVIDER).toBe('outbox');
    expect(readServerEnv({ NODE_ENV: 'production' }).SMS_PROVIDER).toBe('outbox');
  });
});
