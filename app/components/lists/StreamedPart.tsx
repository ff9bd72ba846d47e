// A part of the page that the loader may hand over ready or still on its way (Streamed): ready, it
// renders at once, with no Suspense boundary (React would otherwise render the fallback as well and
// send the content out of line); on its way, the fallback shows until it streams in.
import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import type { Streamed } from '#bff/views.ts';

type Props<T> = { value: Streamed<T>; fallback: ReactNode; children: (value: T) => ReactNode };

export function StreamedPart<T>({ value, fallback, children }: Props<T>) {
  if (!(value instanceof Promise)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{children}</Await>
    </Suspense>
  );
}
