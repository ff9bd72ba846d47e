// Hydrates the server-rendered page in the language the server chose (the <html lang> attribute),
// after fetching only that language's translations.
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '#contract/lang.ts';
import { i18nOptions } from './i18n/options.ts';
import { loadLanguage } from './i18n/resources.client.ts';

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  await i18next.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources: { [locale]: await loadLanguage(locale) } });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
