// Keeps the browser's i18next on the language the server used for the current page, loading that
// language's translations first when the browser does not have them yet.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#contract/lang.ts';
import { NAMESPACES } from './options.ts';
import { loadLanguage } from './resources.client.ts';

export function useLanguageSync(locale: Locale) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    let cancelled = false;
    void (async () => {
      if (!NAMESPACES.every((ns) => i18n.hasResourceBundle(locale, ns))) {
        for (const [ns, messages] of Object.entries(await loadLanguage(locale))) {
          i18n.addResourceBundle(locale, ns, messages, true, true);
        }
      }
      if (!cancelled) await i18n.changeLanguage(locale);
    })();
    return () => {
      cancelled = true;
    };
  }, [i18n, locale]);
}
