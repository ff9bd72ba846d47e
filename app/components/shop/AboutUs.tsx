// The company profile (docs/product.md#routes-and-layouts aboutUs): anchors #brief, #album, #honor, and #propaganda only
// when the shop has an album page that may be embedded (http(s), or a file the portal serves),
// shown in a sandboxed frame. Every text is shown as text.
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shop } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { embeddableUrl } from '#app/lib/safe-url.ts';
import type { AboutUsAnchor } from '#app/lib/shop-links.ts';
import homeClasses from '../home/MallHome.module.css';
import { PictureAlbum } from './PictureAlbum.tsx';
import classes from './ShopHome.module.css';

export function AboutUs({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const album = embeddableUrl(shop.albumUrl);
  const anchors: AboutUsAnchor[] = album ? ['brief', 'album', 'honor', 'propaganda'] : ['brief', 'album', 'honor'];
  const facts = [
    { key: 'region', value: shop.registerArea || t('card.none') },
    { key: 'establishmentDate', value: shop.establishmentDate === null ? t('card.none') : formatDate(shop.establishmentDate, locale) },
    { key: 'registeredCapital', value: t('card.tenThousands', { amount: formatAmount(shop.registeredCapital, undefined, locale) }) },
    { key: 'authentication', value: t(shop.status ? 'card.authenticated' : 'card.notAuthenticated') },
  ] as const;
  return (
    <div className={homeClasses.home} data-testid="about-us">
      <nav aria-label={t('about.anchors')} className={`${classes.block} ${classes.anchors}`}>
        <Group gap="lg">
          {anchors.map((anchor) => (
            <Anchor key={anchor} href={`#${anchor}`} data-testid={`about-anchor-${anchor}`}>
              {t(`about.${anchor}`)}
            </Anchor>
          ))}
        </Group>
      </nav>
      <section id="brief" className={classes.block} aria-labelledby="about-brief-title" data-testid="about-brief">
        <header className={classes.blockHeader}>
          <h1 id="about-brief-title" className={classes.blockTitle}>
            {t('about.brief')}
          </h1>
        </header>
        <p className={classes.brief}>{shop.describe || t('about.noBrief')}</p>
        <dl className={classes.facts}>
          {shop.mainCategory && (
            <div>
              <dt>{t('about.mainBusiness')}</dt>
              <dd>{shop.mainCategory}</dd>
            </div>
          )}
          {facts.map(({ key, value }) => (
            <div key={key}>
              <dt>{t(`card.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PictureAlbum id="album" kind="album" pictures={shop.albumPics} name={shop.memberName} />
      <PictureAlbum id="honor" kind="honor" pictures={shop.honorPics} name={shop.memberName} />
      {album && (
        <section id="propaganda" className={classes.block} aria-labelledby="about-propaganda-title" data-testid="about-propaganda">
          <header className={classes.blockHeader}>
            <h2 id="about-propaganda-title" className={classes.blockTitle}>
              {t('about.propaganda')}
            </h2>
          </header>
          <iframe
            src={album}
            title={t('about.frameTitle', { name: shop.memberName })}
            className={classes.frame}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            loading="lazy"
            data-testid="about-propaganda-frame"
          />
        </section>
      )}
    </div>
  );
}
