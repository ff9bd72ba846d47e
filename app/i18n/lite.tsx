// The portal's translations without the i18next runtime, in the browser and in the server's render
// (docs/decisions/015-first-load-javascript.md): both builds resolve `react-i18next` to this module
// (vite.config.ts), so every `useTranslation()` of the app reads the page's language from here — in
// the browser some 2 KB instead of 16, on the server a fraction of i18next's CPU per render. The
// server renders with one shared instance per language (app/i18n/lite.server.ts); its loaders and
// actions keep i18next (app/i18n/middleware.server.ts). What the portal asks of a translation, this
// does as i18next does (its settings in app/i18n/options.ts), and app/i18n/lite.test.ts checks it
// against i18next on every key of every language:
// - keys `ns:a.b` or `a.b` in the hook's namespace (or `options.ns`), the page's language first, then
//   the fallback language when its messages are loaded; a key found nowhere is itself;
// - plurals by `count` (`key_zero` for 0 when it exists, then `key_<Intl.PluralRules category>`, then `key`);
// - `context` (`key_<context>` before `key`, with its own plurals), as the member's messages use it;
// - `{{name}}` and `{{a.b}}` filled from the options, unescaped (escapeValue false); a value null gives
//   '', one missing leaves the placeholder as it is, unless the options name it (then '').
// Not here (the portal uses none): formats in placeholders, nesting `$t()`, ordinals,
// returnObjects, keyPrefix. An object where a string is expected gives its key.
import { createContext, createElement, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';

type Messages = { [key: string]: unknown };
type Resources = Record<string, Record<string, unknown>>;
type Options = Record<string, unknown> & { count?: unknown; ns?: string | readonly string[]; lng?: string };
export type Translate = (key: string, options?: Options) => string;

export type LiteI18n = {
  readonly language: string;
  readonly languages: readonly string[];
  readonly isInitialized: true;
  t: Translate;
  getFixedT(lng: string | null, ns?: string | readonly string[] | null): Translate;
  hasResourceBundle(lng: string, ns: string): boolean;
  addResourceBundle(lng: string, ns: string, messages: Messages, deep?: boolean, overwrite?: boolean): LiteI18n;
  changeLanguage(lng: string): Promise<Translate>;
  on(event: 'languageChanged', listener: (lng: string) => void): void;
  off(event: 'languageChanged', listener: (lng: string) => void): void;
};

type Settings = { lng: string; fallbackLng: string; defaultNS: string; resources: Resources };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function lookup(messages: unknown, path: string): unknown {
  let node = messages;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

function deepMerge(target: Messages, source: Messages, overwrite: boolean): Messages {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (current && value && typeof current === 'object' && typeof value === 'object' && !Array.isArray(value))
      deepMerge(current as Messages, value as Messages, overwrite);
    else if (overwrite || current === undefined) target[key] = value;
  }
  return target;
}

function interpolate(text: string, options: Options): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const variable = name.trim();
    const value = variable in options ? options[variable] : lookup(options, variable);
    if (value === undefined) return Object.hasOwn(options, variable) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

export function createLiteI18n(settings: Settings): LiteI18n {
  const resources: Resources = { ...settings.resources };
  const listeners = new Set<(lng: string) => void>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  let language = settings.lng;

  const plural = (lng: string, count: number) => {
    const rules = pluralRules.get(lng) ?? new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
    return rules.select(count);
  };

  function translate(rawKey: string, options: Options, lng: string, defaultNS: string | readonly string[]): string {
    let key = rawKey;
    let namespaces: readonly string[] =
      typeof options.ns === 'string' ? [options.ns] : (options.ns ?? (typeof defaultNS === 'string' ? [defaultNS] : defaultNS));
    const separator = key.indexOf(':');
    if (separator > 0) {
      namespaces = [key.slice(0, separator)];
      key = key.slice(separator + 1);
    }
    const count = typeof options.count === 'number' ? options.count : undefined;
    const context =
      (typeof options.context === 'string' || typeof options.context === 'number') && options.context !== '' ? String(options.context) : undefined;
    const codes = lng === settings.fallbackLng ? [lng] : [lng, settings.fallbackLng];
    for (const ns of namespaces) {
      for (const code of codes) {
        // As i18next orders them, the most particular last: key, its plural, key_context, its plural.
        const candidates = [key];
        if (count !== undefined) {
          candidates.push(`${key}_${plural(code, count)}`);
          if (count === 0) candidates.push(`${key}_zero`);
        }
        if (context !== undefined) {
          candidates.push(`${key}_${context}`);
          if (count !== undefined) {
            candidates.push(`${key}_${context}_${plural(code, count)}`);
            if (count === 0) candidates.push(`${key}_${context}_zero`);
          }
        }
        for (let i = candidates.length - 1; i >= 0; i--) {
          const found = lookup(resources[code]?.[ns], candidates[i]!);
          if (found === undefined || found === null) continue;
          return typeof found === 'string' ? interpolate(found, options) : key;
        }
      }
    }
    return key;
  }

  const fixed = new Map<string, Translate>();
  const i18n: LiteI18n = {
    get language() {
      return language;
    },
    get languages() {
      return language === settings.fallbackLng ? [language] : [language, settings.fallbackLng];
    },
    isInitialized: true,
    t: (key, options = {}) => translate(key, options, options.lng ?? language, settings.defaultNS),
    getFixedT(lng, ns) {
      const id = `${lng ?? ''}|${typeof ns === 'string' ? ns : (ns ?? []).join(',')}`;
      let t = fixed.get(id);
      if (!t) {
        const namespaces = ns ?? settings.defaultNS;
        t = (key, options = {}) => translate(key, options, options.lng ?? lng ?? language, namespaces);
        fixed.set(id, t);
      }
      return t;
    },
    hasResourceBundle: (lng, ns) => resources[lng]?.[ns] !== undefined,
    addResourceBundle(lng, ns, messages, deep = false, overwrite = false) {
      resources[lng] ??= {};
      const bundles = resources[lng];
      const current = bundles[ns] as Messages | undefined;
      if (!current) bundles[ns] = deep ? deepMerge({}, messages, true) : { ...messages };
      else if (deep) deepMerge(current, messages, overwrite);
      else bundles[ns] = overwrite ? { ...current, ...messages } : { ...messages, ...current };
      return i18n;
    },
    async changeLanguage(lng) {
      if (lng !== language) {
        language = lng;
        for (const listener of listeners) listener(lng);
      }
      return i18n.t;
    },
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
  };
  return i18n;
}

const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** What `react-i18next` exports and the app's code uses (initReactI18next only registers i18next's React binding). */
export const initReactI18next = { type: '3rdParty', init: () => undefined } as const;

type Translation = [Translate, LiteI18n, boolean] & { t: Translate; i18n: LiteI18n; ready: boolean };

/** As react-i18next's: `t` in the first of the namespaces named (else the default one), in the page's language; it changes when the language does. */
export function useTranslation(ns?: string | readonly string[]): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const language = useSyncExternalStore(
    (changed) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    () => i18n.language,
    () => i18n.language,
  );
  const namespace = typeof ns === 'string' ? ns : ns?.[0];
  return useMemo(() => {
    const t = i18n.getFixedT(language, namespace ?? null);
    return Object.assign([t, i18n, true], { t, i18n, ready: true }) as Translation;
  }, [i18n, language, namespace]);
}
