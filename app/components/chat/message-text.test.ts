import { describe, expect, it } from 'vitest';
import { textSegments, trimTrailing } from './message-text.ts';

const joined = (text: string) =>
  textSegments(text)
    .map((s) => s.text)
    .join('');

describe('textSegments', () => {
  it('keeps markup as text: no link, nothing dropped', () => {
    const text = '<img src=x onerror=alert(1)> <b>bold</b>';
    expect(textSegments(text)).toEqual([{ type: 'text', text }]);
  });

  it('finds http and https URLs, with the text around them', () => {
    expect(textSegments('see https://example.com/a?b=1 and http://x.example now')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://x.example', href: 'http://x.example/' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('makes a path of this site a link where a word starts, not inside a word or a fraction', () => {
    expect(textSegments('open /InquiryDetail/33 please')).toEqual([
      { type: 'text', text: 'open ' },
      { type: 'link', text: '/InquiryDetail/33', href: '/InquiryDetail/33' },
      { type: 'text', text: ' please' },
    ]);
    expect(textSegments('1/2 and a/b')).toEqual([{ type: 'text', text: '1/2 and a/b' }]);
    expect(textSegments('//evil.example/x')).toEqual([{ type: 'text', text: '//evil.example/x' }]);
  });

  it('never links another scheme', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/file', 'mailto:a@b.example']) {
      expect(textSegments(text)).toEqual([{ type: 'text', text }]);
    }
  });

  it('leaves the sentence’s punctuation out of the link, a bracket the URL opened in', () => {
    expect(textSegments('Look: https://a.example/x.')).toEqual([
      { type: 'text', text: 'Look: ' },
      { type: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { type: 'text', text: '.' },
    ]);
    expect(textSegments('(https://a.example/wiki/Foo_(bar))')[1]).toEqual({
      type: 'link',
      text: 'https://a.example/wiki/Foo_(bar)',
      href: 'https://a.example/wiki/Foo_(bar)',
    });
    expect(textSegments('请看https://a.example/x。')).toEqual([
      { type: 'text', text: '请看' },
      { type: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { type: 'text', text: '。' },
    ]);
  });

  it('gives the text back whole, whatever it holds', () => {
    for (const text of ['', 'plain', 'a https://b.example c /d e', 'https://', 'http://[::1', '\n/x\n', 'x https://a.example/"><script>']) {
      expect(joined(text)).toBe(text);
    }
  });
});

describe('trimTrailing', () => {
  it('strips closing punctuation but keeps a balanced bracket', () => {
    expect(trimTrailing('https://a.example/x),.')).toBe('https://a.example/x');
    expect(trimTrailing('https://a.example/(x)')).toBe('https://a.example/(x)');
    expect(trimTrailing('...')).toBe('');
  });
});
