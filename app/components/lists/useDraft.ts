// A field's value while the user edits it, starting again from the URL's value whenever that
// changes (compared by content: a range or a list made anew on each render is the same value).
import { useState } from 'react';

const signatureOf = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value);

export function useDraft<T>(value: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value);
  const [source, setSource] = useState(() => signatureOf(value));
  const signature = signatureOf(value);
  if (source !== signature) {
    setSource(signature);
    setDraft(value);
  }
  return [draft, setDraft];
}
