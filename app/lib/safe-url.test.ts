import { describe, expect, it } from 'vitest';
import { embeddableUrl, linkableUrl } from './safe-url.ts';

describe('a link that comes with the data', () => {
  it('may be a web address or a path of this site', () => {
    expect(linkableUrl('https://example.com/a.pdf')).toBe('https://example.com/a.pdf');
    expect(linkableUrl('/files/doc/%E6%8A%A5%E4%BB%B7.pdf')).toBe('/files/doc/%E6%8A%A5%E4%BB%B7.pdf');
    expect(linkableUrl(' /procurementSourcing?page=2 ')).toBe('/procurementSourcing?page=2');
  });

  it('is no link when it could run code or leave for another host unseen', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      '/\\evil.example',
      'vbscript:x',
      'ftp://host/x',
      '',
      null,
      undefined,
    ]) {
      expect(linkableUrl(url), String(url)).toBeNull();
    }
  });
});

describe('the promotional album frame', () => {
  it('embeds http(s) pages and the files the portal serves', () => {
    expect(embeddableUrl('https://album.example.com/book')).toBe('https://album.example.com/book');
    expect(embeddableUrl('http://album.example.com/')).toBe('http://album.example.com/');
    expect(embeddableUrl('/files/page/brochure.html')).toBe('/files/page/brochure.html');
  });

  it('embeds nothing else: other paths of this site, other schemes, tricks with dots and slashes', () => {
    for (const url of ['/login', '/files/../login', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/files/x', 'about:blank', ' ', null]) {
      expect(embeddableUrl(url), String(url)).toBeNull();
    }
  });
});
