// The help centre's side list: the footer's five groups with their pages, in the footer's words,
// the page being read marked as current.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_GROUP_NAMES, HELP_GROUPS, type HelpGroup, type HelpPage, helpHref } from '#app/lib/help-centre.ts';
import classes from './HelpSideNav.module.css';

type Props = { current: { group: HelpGroup; page: HelpPage } | null; className?: string };

export function HelpSideNav({ current, className }: Props) {
  const { t } = useTranslation('layout');
  const { t: tHelp } = useTranslation('help');
  return (
    <nav className={`${classes.side} ${className ?? ''}`} aria-label={tHelp('contents')} data-testid="help-side">
      <p className={classes.title}>{t('footer.label')}</p>
      {HELP_GROUP_NAMES.map((group) => (
        <section key={group} className={classes.group}>
          <h2 className={classes.heading}>{t(`footer.groups.${group}`)}</h2>
          <ul className={classes.pages}>
            {HELP_GROUPS[group].map((page) => {
              const here = current?.group === group && current.page === page;
              return (
                <li key={page}>
                  <Link to={helpHref(group, page)} className={classes.link} aria-current={here ? 'page' : undefined}>
                    {t(`footer.links.${page}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
