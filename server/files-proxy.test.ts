// The /files path check on its own (docs/security.md#files): file paths pass, rebuilt; anything
// that could climb out of the platform's files, once decoded or twice, is refused.
import { describe, expect, it } from 'vitest';
import { platformFilePath } from './files-proxy.ts';

describe('the platform path of a /files request', () => {
  it('passes file paths on, re-encoded', () => {
    expect(platformFilePath('/files/picture/300x200/%E6%B5%8B%E8%AF%95.svg')).toBe('/api/files/picture/300x200/%E6%B5%8B%E8%AF%95.svg');
    expect(platformFilePath('/files/doc/50%25%20off.pdf')).toBe('/api/files/doc/50%25%20off.pdf');
  });

  it.each([
    '/files/..',
    '/files/%2e%2e/manage/health',
    '/files/%2E%2e/member/current',
    '/files/.%2e/x',
    '/files/./x',
    '/files/..%2fmanage',
    '/files/a%2Fb',
    '/files/a%5cb',
    '/files/a\\b',
    '/files//x',
    '/files/x/',
    '/files/%00.pdf',
    '/files/%0d%0a.pdf',
    '/files/%252e%252e/manage/health',
    '/files/%252fmanage',
    '/files/%',
    '/files/',
    '/other/x',
  ])('refuses %s', (path) => {
    expect(platformFilePath(path)).toBeNull();
  });
});
