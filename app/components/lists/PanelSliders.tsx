// The price and points sliders, both topped by the server's maximum price once the panel has it
// (docs/product/rules.md#validation-rules), 900 until then.
import type { FilterPanelView, Streamed } from '#bff/views.ts';
import { DEFAULT_SLIDER_MAX, sliderMaxOf } from '#app/lib/list-filters.ts';
import { RangeFilter } from './RangeFilter.tsx';
import { StreamedPart } from './StreamedPart.tsx';

export function PanelSliders({ panel }: { panel: Streamed<FilterPanelView> }) {
  const sliders = (max: number) => (
    <>
      <RangeFilter kind="price" max={max} />
      <RangeFilter kind="points" max={max} />
    </>
  );
  return (
    <StreamedPart value={panel} fallback={sliders(DEFAULT_SLIDER_MAX)}>
      {({ maxPrice }) => sliders(sliderMaxOf(maxPrice?.status === 'ok' ? maxPrice.data : null))}
    </StreamedPart>
  );
}
