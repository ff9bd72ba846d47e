// The price and points sliders, both topped by the server's maximum price once the panel has it
// (SPEC.md §5), 900 until then.
import { Suspense } from 'react';
import { Await } from 'react-router';
import type { FilterPanelView } from '../../../bff/views.ts';
import { DEFAULT_SLIDER_MAX, sliderMaxOf } from '../../lib/list-filters.ts';
import { RangeFilter } from './RangeFilter.tsx';

export function PanelSliders({ panel }: { panel: Promise<FilterPanelView> }) {
  const sliders = (max: number) => (
    <>
      <RangeFilter kind="price" max={max} />
      <RangeFilter kind="points" max={max} />
    </>
  );
  return (
    <Suspense fallback={sliders(DEFAULT_SLIDER_MAX)}>
      <Await resolve={panel}>{({ maxPrice }) => sliders(sliderMaxOf(maxPrice?.status === 'ok' ? maxPrice.data : null))}</Await>
    </Suspense>
  );
}
