// The category menu as the layout hands it over: ready (warm caches) it renders at once; still on
// its way (a cold category tree: site → template → tree) the empty menu holds its place, so nothing
// moves when the tree streams in (bff/streamed.server.ts).
import type { ComponentProps } from 'react';
import type { Section, Streamed } from '#bff/views.ts';
import type { CategoryNode } from '#contract/schemas.ts';
import { StreamedPart } from '../lists/StreamedPart.tsx';
import { CategoryMenu } from './CategoryMenu.tsx';

type Props = Omit<ComponentProps<typeof CategoryMenu>, 'categories'> & { categories: Streamed<Section<CategoryNode[]>> };

const NOTHING_YET: Section<CategoryNode[]> = { status: 'ok', data: [] };

export function StreamedCategoryMenu({ categories, ...rest }: Props) {
  return (
    <StreamedPart value={categories} fallback={<CategoryMenu categories={NOTHING_YET} {...rest} />}>
      {(ready) => <CategoryMenu categories={ready} {...rest} />}
    </StreamedPart>
  );
}
