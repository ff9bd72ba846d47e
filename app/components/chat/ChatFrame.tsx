// The chat window's own compact frame (a window apart, not the mall's or the member centre's): the
// site's name, the signed-in user, and the language — three buttons of a plain form posted to
// /resources/locale, which stores the choice and comes back to this window (works before hydration).
import { Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOCALES } from '#contract/lang.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import classes from './ChatRoom.module.css';

function LanguageSwitch() {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/resources/locale" className={classes.languages} aria-label={t('frame.language')} data-testid="chat-language">
      <input type="hidden" name="redirect" value={pathname + search} />
      {LOCALES.map((option) => (
        <UnstyledButton
          key={option}
          type="submit"
          name="locale"
          value={option}
          lang={option}
          className={option === locale ? `${classes.language} ${classes.languageCurrent}` : classes.language}
          aria-pressed={option === locale}
          data-testid={`chat-language-${option}`}
        >
          {tCommon(`languages.${option}`)}
        </UnstyledButton>
      ))}
    </form>
  );
}

export function ChatFrame({ siteName, userName, children }: { siteName: string; userName: string; children: ReactNode }) {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.window} data-testid="chat-room">
      <header className={classes.header}>
        <Text component="span" fw={700} className={classes.siteName} data-testid="chat-site-name">
          {siteName}
        </Text>
        <h1 className={classes.windowTitle}>{t('title')}</h1>
        <Text component="span" size="sm" data-testid="chat-user-name">
          {t('frame.signedInAs', { name: userName })}
        </Text>
        <LanguageSwitch />
      </header>
      {children}
    </div>
  );
}
