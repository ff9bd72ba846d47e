// The server's render translates with the browser's small runtime (app/i18n/lite.tsx), not i18next
// (docs/decisions/015-first-load-javascript.md): one instance per language, made once, shared by every
// request. Each holds every language's messages, as the request's i18next instance does, so a key its
// language lacks reads in the fallback language exactly as before.
// Sharing is safe because a render only reads: the language is fixed, and what could change an
// instance (changeLanguage, addResourceBundle, the language listeners) runs only in effects and
// subscriptions, which a server render never runs. Here those methods throw instead, so a change
// that would leak from one request into the next fails loudly rather than quietly.
import { LOCALES, type Locale } from '#contract/lang.ts';
import { createLiteI18n, type LiteI18n } from './lite.tsx';
import { i18nOptions } from './options.ts';
import { resources } from './resources.server.ts';

function readOnly(i18n: LiteI18n): LiteI18n {
  const refuse = (what: string) => () => {
    throw new Error(`${what} on the server's shared translations (app/i18n/lite.server.ts): they are read-only`);
  };
  return Object.freeze({
    language: i18n.language,
    languages: i18n.languages,
    isInitialized: true,
    t: i18n.t,
    getFixedT: i18n.getFixedT,
    hasResourceBundle: i18n.hasResourceBundle,
    addResourceBundle: refuse('addResourceBundle'),
    changeLanguage: refuse('changeLanguage'),
    on: refuse('on'),
    off: refuse('off'),
  });
}

const instances = new Map<Locale, LiteI18n>(
  LOCALES.map((locale) => [
    locale,
    readOnly(createLiteI18n({ lng: locale, fallbackLng: i18nOptions.fallbackLng, defaultNS: i18nOptions.defaultNS, resources })),
  ]),
);

/** The translations of the server's render in `locale` (one shared, read-only instance per language). */
export function liteI18nFor(locale: Locale): LiteI18n {
  return instances.get(locale)!;
}
