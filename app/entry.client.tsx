// Hydrates the server-rendered page in the language the server chose (the <html lang> attribute),
// after fetching only that language's translations. The browser translates with the small runtime the
// server's render uses too (app/i18n/lite.tsx, which both builds give for `react-i18next`), not i18next.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE, isLocale } from '#contract/lang.ts';
import { createLiteI18n, I18nextProvider } from './i18n/lite.tsx';
import { i18nOptions } from './i18n/options.ts';
import { loadLanguage } from './i18n/resources.client.ts';

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const i18n = createLiteI18n({
    lng: locale,
    fallbackLng: i18nOptions.fallbackLng,
    defaultNS: i18nOptions.defaultNS,
    resources: { [locale]: await loadLanguage(locale) },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
