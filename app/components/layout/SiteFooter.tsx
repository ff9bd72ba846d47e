// The footer: the help centre's five groups of links (app/lib/help-centre.ts) and the site's tagline.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Site } from '#contract/schemas.ts';
import { HELP_GROUP_NAMES, HELP_GROUPS, helpHref } from '#app/lib/help-centre.ts';
import classes from './SiteFooter.module.css';

/** The year at `now` in Beijing time (UTC+8, as app/lib/format.ts dates): not the machine's zone, which differs between server and browser. */
const beijingYear = (now: number) => new Date(now + 8 * 60 * 60 * 1000).getUTCFullYear();

/** `now`: the server's clock, so server and browser print the same year. */
export function SiteFooter({ site, now }: { site: Site; now: number }) {
  const { t } = useTranslation('layout');
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <nav className={classes.groups} aria-label={t('footer.label')}>
        {HELP_GROUP_NAMES.map((group) => (
          <section key={group} className={classes.group} data-testid={`footer-group-${group}`}>
            <h2 className={classes.heading}>{t(`footer.groups.${group}`)}</h2>
            <ul className={classes.links}>
              {HELP_GROUPS[group].map((item) => (
                <li key={item}>
                  <Link to={helpHref(group, item)} className={classes.link}>
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
