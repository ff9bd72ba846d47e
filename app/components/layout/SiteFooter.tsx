// The footer: five groups of help links and the site's tagline.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Site } from '#contract/schemas.ts';
import classes from './SiteFooter.module.css';

const HELP_GROUPS = {
  memberServices: ['register', 'login', 'memberLevel', 'points'],
  procurementSupply: ['publishInquiry', 'publishTender', 'quoteGuide', 'supplierApply'],
  accountSecurity: ['password', 'phone', 'payPassword', 'realName'],
  creditEvaluation: ['creditRules', 'evaluationRules', 'complaints', 'disputes'],
  aboutUs: ['company', 'contact', 'terms', 'privacy'],
} as const;

type Group = keyof typeof HELP_GROUPS;

/** The year at `now` in Beijing time (UTC+8, as app/lib/format.ts dates): not the machine's zone, which differs between server and browser. */
const beijingYear = (now: number) => new Date(now + 8 * 60 * 60 * 1000).getUTCFullYear();

/** `now`: the server's clock, so server and browser print the same year. */
export function SiteFooter({ site, now }: { site: Site; now: number }) {
  const { t } = useTranslation('layout');
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <nav className={classes.groups} aria-label={t('footer.label')}>
        {(Object.keys(HELP_GROUPS) as Group[]).map((group) => (
          <section key={group} className={classes.group} data-testid={`footer-group-${group}`}>
            <h2 className={classes.heading}>{t(`footer.groups.${group}`)}</h2>
            <ul className={classes.links}>
              {HELP_GROUPS[group].map((item) => (
                <li key={item}>
                  <Link to={`/help/${group}/${item}`} className={classes.link}>
                    {t(`footer.links.${item}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className={classes.bottom}>
        <Text size="sm" c="gray.7" data-testid="footer-tagline">
          {t('footer.tagline')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('footer.copyright', { year: beijingYear(now), site: site.name })}
        </Text>
      </div>
    </footer>
  );
}
