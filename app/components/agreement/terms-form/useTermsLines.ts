// The lines of a terms form as the user types them (docs/decisions/025-contracts.md): kept in the page so
// that what depends on them — a line's amount, the contract's total, each stage's amount — follows
// every keystroke; the inputs named after them send what is shown.
import { useState } from 'react';
import type { TermsLineValues } from '#bff/agreement/terms-form.ts';

/** The lines, starting from `initial`, and how to change one of them. */
export function useTermsLines(initial: TermsLineValues[]) {
  const [lines, setLines] = useState(initial);
  const change = (lineNo: number, change: Partial<TermsLineValues>) =>
    setLines((list) => list.map((line) => (line.lineNo === lineNo ? { ...line, ...change } : line)));
  return [lines, change] as const;
}
