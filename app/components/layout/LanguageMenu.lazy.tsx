// The language menu: a plain form post to /resources/locale, which stores LX_LANG and reloads the
// same page in the chosen language (it works before hydration too). From the keyboard: Enter opens it, the
// arrow keys move through the languages, Enter chooses, Escape closes it and the focus goes back to the button.
// Loaded after the first paint (LanguageSelector.tsx).
import { Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '#contract/lang.ts';
import classes from './TopBar.module.css';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { t: tLayout } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const current = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (
    <form method="post" action="/resources/locale">
      <input type="hidden" name="redirect" value={pathname + search} />
      {/* No initial-focus placeholder: Mantine's is a focusable role="presentation" element inside role="menu", which
          leaves the menu with a child that is not a menu item (axe: aria-required-children). The focus goes to the
          menu itself, the arrow keys to its items. */}
      <Menu withinPortal={false} position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton
            type="button"
            className={classes.textButton}
            aria-label={`${tLayout('topBar.language')}: ${t(`languages.${current}`)}`}
            data-testid="language-selector"
          >
            {t(`languages.${current}`)} ▾
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {LOCALES.map((locale) => (
            <Menu.Item
              key={locale}
              component="button"
              type="submit"
              name="locale"
              value={locale}
              lang={locale}
              aria-current={locale === current || undefined}
              data-testid={`language-option-${locale}`}
            >
              {t(`languages.${locale}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </form>
  );
}
