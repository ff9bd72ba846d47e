// The rows of the procurement publicity list: type, title (to the notice), first line of the
// content, the notice's bid result and the publishing date. One component for the rows: no hooks per row.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notice } from '#contract/schemas.ts';
import { formatDate } from '#app/lib/format.ts';
import { bidResultHref } from '#app/lib/shop-links.ts';
import { publicityHref } from '#app/lib/sourcing-links.ts';
import { useListFilters } from './ListFiltersContext.tsx';
import classes from './NoticeList.module.css';

export function NoticeList({ notices, shopId, inShop }: { notices: Notice[]; shopId: number | null; inShop: boolean }) {
  const { t, locale } = useListFilters();
  const { t: tDetail } = useTranslation('detail');
  return (
    <ul className={classes.list} data-testid="notice-list">
      {notices.map((notice) => (
        <li key={notice.id} className={classes.row} data-testid={`notice-row-${notice.id}`}>
          <span className={classes.type} data-type={notice.type}>
            {t(`priceTypes.${notice.type}`)}
          </span>
          <span className={classes.text}>
            <Link to={publicityHref(notice.id, shopId, inShop)} className={classes.name} title={notice.name} data-testid={`notice-link-${notice.id}`}>
              {notice.name}
            </Link>
            <span className={classes.excerpt}>{notice.content.split('\n')[0]}</span>
          </span>
          <Link to={bidResultHref(notice.id, shopId, inShop)} className={classes.result} data-testid={`notice-bid-result-${notice.id}`}>
            {tDetail('notice.bidResult')}
          </Link>
          <time className={classes.date} dateTime={new Date(notice.createTime).toISOString()}>
            {formatDate(notice.createTime, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}
