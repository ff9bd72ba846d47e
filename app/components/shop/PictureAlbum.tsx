// A row of the company's pictures, three to a row (docs/product/constants.md#constants-and-limits album cutting number 3, gap 25px): the
// company album or the honours album, with a see-more link to the company profile's anchor.
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aboutUsHref } from '#app/lib/shop-links.ts';
import classes from './ShopHome.module.css';

/** docs/product/constants.md#constants-and-limits: the album shows pictures three at a time. */
export const ALBUM_ROW = 3;

type Props = {
  kind: 'album' | 'honor';
  pictures: string[];
  name: string;
  /** With it, a see-more link to the profile and one row of pictures; without, every picture. */
  where?: { prefix: number | null; shopId: number };
  /** The section's anchor on the company profile (album, honor). */
  id?: string;
};

export function PictureAlbum({ kind, pictures, name, where, id }: Props) {
  const { t } = useTranslation('shop');
  const titleId = `shop-${kind}-title`;
  const shown = where ? pictures.slice(0, ALBUM_ROW) : pictures;
  return (
    <section id={id} className={classes.block} aria-labelledby={titleId} data-testid={`shop-${kind}`}>
      <header className={classes.blockHeader}>
        <h2 id={titleId} className={classes.blockTitle}>
          {t(`home.${kind}`)}
        </h2>
        {where && (
          <Anchor component={Link} to={aboutUsHref(where, kind)} size="sm" data-testid={`shop-${kind}-more`}>
            {t('home.seeMore')} ›
          </Anchor>
        )}
      </header>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('about.noPictures')}
        </Text>
      ) : (
        <ul className={classes.album}>
          {shown.map((url, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be listed twice; the list never reorders
            <li key={url + index}>
              {/* The shop home's one row is on its first screen (a phone's largest paint): fetched at once; the profile's full album lazily. */}
              <img
                src={url}
                alt={t(`home.${kind}Picture`, { name, index: index + 1 })}
                loading={where ? undefined : 'lazy'}
                data-testid={`shop-${kind}-picture`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
