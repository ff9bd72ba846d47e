// The portal's translation runtime (lite.tsx: the browser's, and the server render's) says what i18next
// says — as the server's render did before it, and its loaders and actions still do — for every key of
// every namespace in the three languages: same text, same plural, same placeholders filled; else the
// pages would read differently, or the server's HTML and the browser's first render would differ.
import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#contract/lang.ts';
import { liteI18nFor } from './lite.server.ts';
import { createLiteI18n, type LiteI18n } from './lite.tsx';
import { i18nOptions, NAMESPACES } from './options.ts';
import { resources } from './resources.server.ts';

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());

let reference: i18n;
/** i18next's t, its keys untyped (the test asks for every key, and for some that do not exist). */
const say = (t: i18n['t'], key: string, options: Record<string, unknown> = {}) => String(t(key as never, options as never));
beforeAll(async () => {
  reference = i18next.createInstance();
  await reference.init({ ...i18nOptions, lng: 'zh-CN', resources });
});

function lite(lng: string, only: readonly string[] = LOCALES): LiteI18n {
  return createLiteI18n({
    lng,
    fallbackLng: i18nOptions.fallbackLng,
    defaultNS: i18nOptions.defaultNS,
    resources: Object.fromEntries(only.map((l) => [l, structuredClone(resources[l]!)])) as never,
  });
}

describe.each(LOCALES)('in %s', (locale) => {
  it('every key, with and without its placeholders and counts, reads as with i18next', () => {
    const mine = lite(locale, [locale]);
    const theirs = reference.getFixedT(locale);
    let checked = 0;
    for (const ns of NAMESPACES) {
      const keys = leaves(resources[locale]![ns]);
      // The plural keys' base too (`x` for `x_one`/`x_other`), as the code asks for them.
      const asked = new Set([...keys, ...keys.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''))]);
      for (const key of asked) {
        const text = say(reference.t, `${ns}:${key}`, { lng: locale });
        const filled = Object.fromEntries(placeholders(text).map((name, i) => [name, `v${i}<b>&`]));
        const variants: Array<Record<string, unknown>> = [
          {},
          filled,
          { ...filled, count: 0 },
          { ...filled, count: 1 },
          { ...filled, count: 2 },
          { ...filled, count: 21 },
          Object.fromEntries(Object.keys(filled).map((name) => [name, undefined])),
          Object.fromEntries(Object.keys(filled).map((name) => [name, null])),
          Object.fromEntries(Object.keys(filled).map((name) => [name, 7])),
        ];
        for (const options of variants) {
          expect(mine.t(`${ns}:${key}`, options), `${ns}:${key} ${JSON.stringify(options)}`).toBe(say(theirs, `${ns}:${key}`, options));
          expect(mine.getFixedT(null, ns)(key, options), `${ns}/${key}`).toBe(say(reference.getFixedT(locale, ns), key, options));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe.each(LOCALES)('in %s, with a context', (locale) => {
  it('every key with a context variant (`key_<context>`) reads as with i18next, for that context, another and none', () => {
    const mine = lite(locale, [locale]);
    const theirs = reference.getFixedT(locale);
    let checked = 0;
    for (const ns of NAMESPACES) {
      for (const key of leaves(resources[locale]![ns])) {
        const match = /^(.+)_([A-Za-z0-9]+)$/.exec(key);
        if (!match || /^(zero|one|two|few|many|other)$/.test(match[2]!)) continue;
        const [, base, context] = match;
        for (const options of [
          { context },
          { context: 'elsewhere' },
          { context: '' },
          { context, count: 1 },
          { context, count: 2 },
          { context, x: 1 },
        ]) {
          expect(mine.t(`${ns}:${base}`, options), `${ns}:${base} ${JSON.stringify(options)}`).toBe(say(theirs, `${ns}:${base}`, options));
          checked++;
        }
      }
    }
    // The member's messages name their reasons by context (app/components/messages/message-text.ts).
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the lite runtime', () => {
  it('answers a key found nowhere with the key, as i18next does', () => {
    const mine = lite('en-US');
    for (const key of ['nope', 'home:nope.deeper', 'nowhere:at.all', 'home:section', 'common:']) {
      expect(mine.t(key)).toBe(say(reference.getFixedT('en-US'), key));
      expect(mine.t(key, { count: 3 })).toBe(say(reference.getFixedT('en-US'), key, { count: 3 }));
    }
  });

  it('reads the fallback language for a key the page’s language lacks, when the fallback is loaded', async () => {
    const mine = lite('en-US', ['en-US', 'zh-CN']);
    const other = i18next.createInstance();
    const english = structuredClone(resources['en-US']!) as Record<string, Record<string, unknown>>;
    const key = leaves(english.common)[0]!;
    delete english.common![key.split('.')[0]!];
    await other.init({ ...i18nOptions, lng: 'en-US', resources: { 'en-US': english, 'zh-CN': resources['zh-CN']! } });
    const mineMissing = createLiteI18n({
      lng: 'en-US',
      fallbackLng: 'zh-CN',
      defaultNS: 'common',
      resources: { 'en-US': english as never, 'zh-CN': structuredClone(resources['zh-CN']!) as never },
    });
    expect(mineMissing.t(key)).toBe(say(other.t, key));
    expect(mineMissing.t(key)).toBe(mine.getFixedT('zh-CN', 'common')(key));
  });

  it('takes a namespace from the options, the key’s prefix, or the first of an array', () => {
    const mine = lite('ko-KR');
    const key = leaves(resources['ko-KR']!.layout)[0]!;
    const expected = say(reference.t, `layout:${key}`, { lng: 'ko-KR' });
    expect(mine.t(key, { ns: 'layout' })).toBe(expected);
    expect(mine.getFixedT(null, ['layout', 'home'])(key)).toBe(expected);
    expect(mine.getFixedT(null, 'home')(`layout:${key}`)).toBe(expected);
  });

  it('changes language: listeners hear it, a loaded bundle is read, a fixed t stays the same function', async () => {
    const mine = lite('zh-CN', ['zh-CN']);
    const heard: string[] = [];
    mine.on('languageChanged', (lng) => heard.push(lng));
    expect(mine.hasResourceBundle('en-US', 'home')).toBe(false);
    for (const ns of NAMESPACES) mine.addResourceBundle('en-US', ns, structuredClone(resources['en-US']![ns]) as never, true, true);
    expect(mine.hasResourceBundle('en-US', 'home')).toBe(true);
    await mine.changeLanguage('en-US');
    expect(heard).toEqual(['en-US']);
    expect(mine.language).toBe('en-US');
    const key = leaves(resources['en-US']!.home)[0]!;
    expect(mine.t(`home:${key}`)).toBe(say(reference.t, `home:${key}`, { lng: 'en-US' }));
    expect(mine.getFixedT('en-US', 'home')).toBe(mine.getFixedT('en-US', 'home'));
  });
});

describe("the server render's shared instances (lite.server.ts)", () => {
  it.each(LOCALES)('in %s: every key reads as with the request’s i18next instance, every language loaded', (locale) => {
    const mine = liteI18nFor(locale);
    expect(mine.language).toBe(locale);
    const theirs = reference.getFixedT(locale);
    for (const ns of NAMESPACES) {
      for (const key of leaves(resources[locale]![ns])) {
        for (const options of [{}, { count: 0 }, { count: 2 }]) {
          expect(mine.getFixedT(locale, ns)(key, options), `${ns}:${key}`).toBe(say(theirs, `${ns}:${key}`, options));
        }
      }
    }
  });

  it('are read-only: what could carry one request’s change into the next throws', () => {
    const mine = liteI18nFor('en-US');
    expect(() => mine.changeLanguage('ko-KR')).toThrow(/read-only/);
    expect(() => mine.addResourceBundle('en-US', 'home', {})).toThrow(/read-only/);
    expect(() => mine.on('languageChanged', () => undefined)).toThrow(/read-only/);
    expect(mine.language).toBe('en-US');
    expect(liteI18nFor('en-US')).toBe(mine);
  });
});
