// The footer: the help centre's five groups of links (app/lib/help-centre.ts), the site's tagline and the open data link.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Site } from '#contract/schemas.ts';
import { siteClock } from '#contract/time.ts';
import { HELP_GROUP_NAMES, HELP_GROUPS, helpHref } from '#app/lib/help-centre.ts';
import classes from './SiteFooter.module.css';

/** `now`: the server's clock; the year is Beijing's (contract/time.ts), so server and browser print the same one. */
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
          {t('footer.copyright', { year: siteClock(now).getUTCFullYear(), site: site.name })}
        </Text>
        {/* Every procurement as open data, for harvesters (docs/product/open-data.md): a JSON file, not a page of the app. */}
        <a href="/opendata/ocds/releases.json" className={classes.link} data-testid="footer-open-data">
          {t('footer.openData')}
        </a>
      </div>
    </footer>
  );
}
