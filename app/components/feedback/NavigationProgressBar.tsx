// The thin bar at the top of the window while a page loads or a form is sent (@mantine/nprogress):
// it follows React Router's own state, the navigation and every fetcher, so any navigation or
// submission shows it and it completes when the last one settles. The bar itself draws nothing before
// the first navigation: its code (and Mantine's Progress) loads after the first paint (lazyPart.tsx).
import { nprogress } from '@mantine/nprogress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchers, useNavigation } from 'react-router';
import { lazyPart } from '../layout/lazyPart.tsx';

const NavigationProgress = lazyPart(() => import('./later.lazy.tsx').then((module) => module.NavigationProgress));

export function NavigationProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const wasBusy = useRef(false);

  useEffect(() => {
    if (busy === wasBusy.current) return;
    wasBusy.current = busy;
    if (busy) {
      // From zero, whatever a just completed bar was still doing.
      nprogress.reset();
      nprogress.start();
    } else nprogress.complete();
  }, [busy]);

  return <NavigationProgress aria-label={t('loading')} data-testid="navigation-progress" data-busy={busy || undefined} />;
}
