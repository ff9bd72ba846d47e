// The layout's view model (site, user, city, categories, shop prefix) for any component inside it.
import { useRouteLoaderData } from 'react-router';
import type { loader } from '#app/routes/site-layout.tsx';

export function useLayoutView() {
  const layout = useRouteLoaderData<typeof loader>('site-layout');
  if (!layout) throw new Error('useLayoutView outside the site layout');
  return layout;
}

export type LayoutData = ReturnType<typeof useLayoutView>;
