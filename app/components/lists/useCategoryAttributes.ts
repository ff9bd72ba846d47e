// The attributes of the chosen leaf category, loaded from /resources/attributes when the category
// changes (docs/product.md#states-and-transitions: a leaf loads its attributes; a non-leaf clears them; loading until then).
// A plain fetch, so that a failure leaves the list empty (docs/product/error-codes.md#error-codes-and-failures) instead of an error page.
import { useEffect, useMemo, useState } from 'react';
import type { Section } from '#bff/views.ts';
import type { Attribute, CategoryNode } from '#contract/schemas.ts';
import { isLeafCategory } from '#app/lib/category-tree.ts';

export type CategoryAttributes =
  | { status: 'none' }
  | { status: 'loading'; categoryId: number }
  | { status: 'ready'; categoryId: number; list: Attribute[] };

/** Answers already had in this tab: a category seen before shows its attributes at once. */
const seen = new Map<number, Attribute[]>();
const SEEN_MAX = 50;

export function useCategoryAttributes(tree: readonly CategoryNode[], categoryId: number | undefined): CategoryAttributes {
  const leaf = categoryId !== undefined && isLeafCategory(tree, categoryId) ? categoryId : undefined;
  const [loaded, setLoaded] = useState<{ categoryId: number; list: Attribute[] } | null>(null);

  useEffect(() => {
    if (leaf === undefined || seen.has(leaf)) return;
    const controller = new AbortController();
    fetch(`/resources/attributes?categoryId=${leaf}`, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => response.json() as Promise<Section<Attribute[]>>)
      .then((section) => (section.status === 'ok' ? section.data : null))
      .catch(() => null)
      .then((list) => {
        if (controller.signal.aborted) return;
        // A failure shows no attributes now and is asked again next time.
        if (list) {
          if (seen.size >= SEEN_MAX) seen.clear();
          seen.set(leaf, list);
        }
        setLoaded({ categoryId: leaf, list: list ?? [] });
      });
    return () => controller.abort();
  }, [leaf]);

  return useMemo((): CategoryAttributes => {
    if (leaf === undefined) return { status: 'none' };
    const list = seen.get(leaf) ?? (loaded?.categoryId === leaf ? loaded.list : undefined);
    return list ? { status: 'ready', categoryId: leaf, list } : { status: 'loading', categoryId: leaf };
  }, [leaf, loaded]);
}
