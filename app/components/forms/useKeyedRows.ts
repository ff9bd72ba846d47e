// The rows of a form's repeated group (an inquiry's or a tender's materials, a tender's criteria),
// added and removed in the page: each keeps its key ('r3', 'c1'), the numbers only growing, so the
// inputs named after it (m.<n>.<field>) are sent in the order typed and a removed row's number is
// never given again.
import { useState } from 'react';

/** The rows, starting from `initial` (or `fallback` when there are none), and how to change them; `prefix` starts each new key. */
export function useKeyedRows<R extends { key: string }>(initial: R[], blank: (key: string) => R, prefix: string, fallback: R[] = []) {
  const [rows, setRows] = useState<R[]>(() => (initial.length > 0 ? initial : fallback));
  const [next, setNext] = useState(() => Math.max(-1, ...(initial.length > 0 ? initial : fallback).map((row) => Number(row.key.slice(1)) || 0)) + 1);
  return {
    rows,
    add() {
      setRows((list) => [...list, blank(`${prefix}${next}`)]);
      setNext((n) => n + 1);
    },
    remove(key: string) {
      setRows((list) => list.filter((row) => row.key !== key));
    },
    update(key: string, change: Partial<R>) {
      setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
    },
  };
}
