// The city selector in the top bar. Its panel (Mantine's Popover, Tabs and ScrollArea, floating-ui) is
// not needed for the first paint: its code loads as the page hydrates (lazyPart.tsx, CityPicker.lazy.tsx).
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { City } from '#contract/schemas.ts';
import classes from './CityPicker.module.css';
import { lazyPart } from './lazyPart.tsx';

/** The button alone, in its place, while the panel's code is on its way (a page rendered in the browser). */
function CityButton({ city }: { city: City }) {
  const { t } = useTranslation('layout');
  return (
    <UnstyledButton
      type="button"
      className={classes.trigger}
      aria-expanded={false}
      aria-label={`${t('city.current', { city: city.cityName })} ${t('city.switch')}`}
      data-testid="city-picker"
    >
      <span data-testid="current-city">{city.cityName}</span>
      <span className={classes.switch}>[{t('city.switch')}]</span>
    </UnstyledButton>
  );
}

export const CityPicker = lazyPart(() => import('./CityPicker.lazy.tsx').then((module) => module.CityPickerPopover), CityButton);
