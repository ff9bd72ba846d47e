// The language menu in the top bar. Mantine's Menu (and the floating-ui under it) is not needed for
// the first paint: the menu's code loads as the page hydrates (lazyPart.tsx, LanguageMenu.lazy.tsx).
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '#contract/lang.ts';
import { lazyPart } from './lazyPart.tsx';
import classes from './TopBar.module.css';

/** The button alone, in its place, while the menu's code is on its way (a page rendered in the browser). */
function LanguageButton() {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (
    <UnstyledButton type="button" className={classes.textButton} data-testid="language-selector">
      {t(`languages.${current}`)} ▾
    </UnstyledButton>
  );
}

export const LanguageSelector = lazyPart(() => import('./LanguageMenu.lazy.tsx').then((module) => module.LanguageMenu), LanguageButton);
