// The request's language (LX_LANG cookie, else zh-CN) and its i18next instance, set by the root
// middleware for every loader and action; the server's render takes the language only and translates
// with the lite runtime (app/i18n/lite.server.ts).
import type { i18n } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import { createI18nextMiddleware } from 'remix-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '#contract/lang.ts';
import { localeFromCookieHeader } from '../lib/locale-cookie.ts';
import { i18nOptions } from './options.ts';
import { resources } from './resources.server.ts';

const [middleware, getDetectedLocale, getDetectedInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ['custom'],
    findLocale: async ({ request }) => localeFromCookieHeader(request.headers.get('Cookie')),
  },
  i18next: { ...i18nOptions, resources },
});

export const i18nextMiddleware = middleware;

export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  const locale = getDetectedLocale(context);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  return getDetectedInstance(context);
}

/**
 * The language of the server's render, also when the middleware did not run (no route matched, or a
 * failure before it): then the cookie's, so even that page speaks the user's language.
 */
export function localeForRender(context: Readonly<RouterContextProvider>, request: Request): Locale {
  try {
    return getLocale(context);
  } catch {
    return localeFromCookieHeader(request.headers.get('Cookie')) ?? DEFAULT_LOCALE;
  }
}

/** The request's translation function, untyped keys: for the BFF's form checks, whose messages are keys (bff/forms.server.ts). */
export function getTranslate(context: Readonly<RouterContextProvider>): (key: string, options?: Record<string, unknown>) => string {
  const instance = getDetectedInstance(context);
  return (key, options) => String(instance.t(key as never, options as never));
}
