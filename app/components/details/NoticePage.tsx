// An award notice as the publicity detail and the bid-result page show it (docs/product.md#routes-and-layouts): title,
// release time, the content as text with its line breaks (never HTML), and the two attachment lists
// (winning-announcement files, winning-notice files). The publicity detail links to the bid result
// and to the item the notice announces.
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicityView } from '#bff/views.ts';
import type { NoticeDetail } from '#contract/schemas.ts';
import { formatDate } from '#app/lib/format.ts';
import { bidResultHref, railDetailHref } from '#app/lib/shop-links.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { AttachmentLinks } from './AttachmentLinks.tsx';
import classes from './DetailPage.module.css';

const KIND_OF_TYPE = { 1: 'inquiry', 2: 'tender', 3: 'bidding' } as const;

type Props = {
  kind: 'publicity' | 'bidResult';
  notice: Pick<NoticeDetail, 'id' | 'name' | 'createTime' | 'content'> & Partial<Pick<NoticeDetail, 'type' | 'sourceId'>>;
  files: PublicityView['files'];
  inShop: boolean;
};

export function NoticePage({ kind, notice, files, inShop }: Props) {
  const { t } = useTranslation('detail');
  const locale = useLocale();
  const { shopId } = useLayoutView();
  const source =
    notice.type !== undefined && notice.sourceId !== undefined && notice.sourceId !== null
      ? { kind: KIND_OF_TYPE[notice.type], id: notice.sourceId }
      : null;
  return (
    <article
      className={`${classes.page} ${classes.single}`}
      data-testid={kind === 'publicity' ? 'publicity-detail' : 'bid-result'}
      data-id={notice.id}
    >
      <div className={classes.notice}>
        <h1 className={classes.noticeTitle} data-testid="notice-title">
          {notice.name}
        </h1>
        <div className={classes.noticeMeta}>
          <time dateTime={new Date(notice.createTime).toISOString()} data-testid="notice-time">
            {t('notice.releasedAt', { date: formatDate(notice.createTime, locale, 'YYYY-MM-DD HH:mm') })}
          </time>
        </div>
        <p className={classes.noticeContent} data-testid="notice-content">
          {notice.content}
        </p>
        {files.status === 'error' ? (
          <Text size="sm" c="dimmed" data-testid="notice-files-error">
            {files.message}
          </Text>
        ) : (
          <>
            <section aria-labelledby="notice-announce-title" data-testid="notice-announce-files-section">
              <h2 id="notice-announce-title" className={classes.sectionTitle}>
                {t('notice.announceFiles')}
              </h2>
              <AttachmentLinks files={files.data.winTenderAnnounceFile} testId="notice-announce-files" emptyText />
            </section>
            <section aria-labelledby="notice-win-title" data-testid="notice-win-files-section">
              <h2 id="notice-win-title" className={classes.sectionTitle}>
                {t('notice.winNoticeFiles')}
              </h2>
              <AttachmentLinks files={files.data.winTenderNoticeFile} testId="notice-win-files" emptyText />
            </section>
          </>
        )}
        {kind === 'publicity' && (
          <Group gap="lg" mt="lg" className={classes.noticeLinks}>
            <Anchor component={Link} to={bidResultHref(notice.id, shopId, inShop)} data-testid="notice-bid-result-link">
              {t('notice.bidResult')}
            </Anchor>
            {source && (
              <Anchor component={Link} to={railDetailHref(source.kind, source.id, { prefix: shopId, inShop })} data-testid="notice-source-link">
                {t(`notice.source.${source.kind}`)}
              </Anchor>
            )}
          </Group>
        )}
      </div>
    </article>
  );
}
