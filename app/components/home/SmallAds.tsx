// The four small adverts under the banner. On a phone's screen the first of them is the largest picture
// (the banner lies mostly beyond the right edge): all four are asked for early.
import type { Section } from '#bff/views.ts';
import type { Advert } from '#contract/schemas.ts';
import { useTranslation } from 'react-i18next';
import classes from './SmallAds.module.css';

export const SMALL_AD_COUNT = 4;

export function SmallAds({ ads }: { ads: Section<Advert[]> }) {
  const { t } = useTranslation('home');
  const shown = ads.status === 'ok' ? ads.data.slice(0, SMALL_AD_COUNT) : [];
  return (
    <ul className={classes.ads} aria-label={t('ads.label')} data-testid="small-ads">
      {shown.map((ad) => (
        <li key={ad.id}>
          <a href={ad.link || undefined} className={classes.ad} data-testid="small-ad">
            <img src={ad.imageUrl} alt={ad.title} className={classes.image} width={226} height={104} fetchPriority="high" />
          </a>
        </li>
      ))}
    </ul>
  );
}
