// Which hops the platform believes X-Forwarded-For from (PLATFORM_TRUST_PROXY, docs/security.md).
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './client-address.ts';

describe('PLATFORM_TRUST_PROXY', () => {
  it('takes addresses, CIDRs and range names, and none for no hop', () => {
    expect(parseTrustedProxies('loopback, 10.5.0.0/16, 172.20.0.3, fd00::/8')).toEqual(['loopback', '10.5.0.0/16', '172.20.0.3', 'fd00::/8']);
    expect(parseTrustedProxies('none')).toEqual([]);
  });

  it('refuses a range of every address (/0), which would trust whoever connects, and anything not an address', () => {
    for (const wrong of ['0.0.0.0/0', '::/0', '10.0.0.0/33', '2', 'proxy.example', '10.0.0.0/8/1']) {
      expect(() => parseTrustedProxies(wrong), wrong).toThrow(wrong);
    }
  });
});
