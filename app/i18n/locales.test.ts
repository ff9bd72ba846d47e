// Every visible string is translated: the three languages have the same keys and placeholders,
// and the app's code carries no Chinese or Korean text of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contract/lang.ts';
import { NAMESPACES } from './options.ts';

const root = join(import.meta.dirname, '..', '..');

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  );
}

function messages(locale: string, namespace: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(join(root, 'locales', locale, `${namespace}.json`), 'utf8')));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s translations', (namespace) => {
  const reference = messages('zh-CN', namespace);

  it.each(LOCALES.filter((l) => l !== 'zh-CN'))('in %s have the same keys as in Chinese', (locale) => {
    expect(Object.keys(messages(locale, namespace)).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(LOCALES)('in %s use the same placeholders as in Chinese, and no empty text', (locale) => {
    for (const [key, text] of Object.entries(messages(locale, namespace))) {
      expect(text.trim(), `${locale} ${namespace}:${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${namespace}:${key}`).toEqual(placeholders(reference[key] ?? ''));
    }
  });
});

describe('the app code', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('has no Chinese or Korean text outside comments', () => {
    const offenders = sources(join(root, 'app')).filter((file) => {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      return /[\u3400-\u9fff\uac00-\ud7af]/.test(code);
    });
    expect(offenders).toEqual([]);
  });
});

describe('the messages of the codes an inquiry and a tender share', () => {
  // Said on a tender's pages as on an inquiry's (docs/product/error-codes.md#error-codes-and-failures): they name neither kind.
  const SHARED = ['60004', '60010', '60012', '60013', '60020', '60021', '60022'];
  const KIND_WORDS = /询价|inquiry|견적 요청|招标|tender|입찰 공고/i;

  it.each(LOCALES)('in %s name neither kind', (locale) => {
    const errors = messages(locale, 'errors');
    expect(SHARED.filter((code) => KIND_WORDS.test(errors[code] ?? ''))).toEqual([]);
  });
});
