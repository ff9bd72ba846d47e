// The SMS outbox endpoint exists only while no SMS provider is configured.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { registrationRoutes } from './routes.ts';

const context = { db: {}, now: Date.now } as unknown as PlatformContext;
const paths = (kind: 'outbox' | 'provider') => registrationRoutes(context, { kind, send: async () => {} }).map((r) => r.endpoint.path);

describe('the SMS outbox endpoint', () => {
  it('is registered with the outbox adapter, not with a provider', () => {
    expect(paths('outbox')).toContain(api.sms.outbox.path);
    expect(paths('provider')).not.toContain(api.sms.outbox.path);
    expect(paths('provider')).toContain(api.sms.send.path);
  });
});
