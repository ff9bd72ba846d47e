// floating-ui's `useMergeRefs` for Mantine's ScrollArea in the browser (vite.config.ts): the one function
// ScrollArea takes from @floating-ui/react, which would otherwise bring all of floating-ui (13 KB) into the
// first load of every page with a table or a scrolling list (docs/decisions/015-first-load-javascript.md).
// Same behaviour: one ref that sets every given ref (a callback ref's returned cleanup is called when the
// node goes), the same function as long as the refs are the same, null when none is given.
import { type Ref, type RefCallback, useRef } from 'react';

type Merged<T> = { refs: Array<Ref<T> | undefined>; ref: RefCallback<T> | null };

function merge<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> | null {
  if (refs.every((ref) => ref == null)) return null;
  let cleanup: (() => void) | undefined;
  return (node: T | null) => {
    cleanup?.();
    cleanup = undefined;
    if (node == null) return;
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const result = ref(node);
        return typeof result === 'function' ? result : () => ref(null);
      }
      (ref as { current: T | null }).current = node;
      return () => {
        (ref as { current: T | null }).current = null;
      };
    });
    cleanup = () => {
      for (const done of cleanups) done?.();
    };
  };
}

export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> | null {
  const merged = useRef<Merged<T> | null>(null);
  const previous = merged.current;
  if (!previous || previous.refs.length !== refs.length || previous.refs.some((ref, i) => ref !== refs[i])) {
    merged.current = { refs, ref: merge(refs) };
  }
  return (merged.current as Merged<T>).ref;
}
