// Finding a category in the layout's tree by id: its node and the path of ancestors down to it.
import type { CategoryNode } from '#contract/schemas.ts';

/** The nodes from the top category down to the one with `id`, or [] when it is not in the tree. */
export function categoryPath(tree: readonly CategoryNode[], id: number | undefined): CategoryNode[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Whether the category is a leaf of the tree (one that has attributes); unknown ids are not. */
export function isLeafCategory(tree: readonly CategoryNode[], id: number | undefined): boolean {
  const path = categoryPath(tree, id);
  return path.length > 0 && path.at(-1)!.children.length === 0;
}
