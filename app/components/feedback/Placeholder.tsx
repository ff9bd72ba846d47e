// The grey, softly pulsing block that holds a part's place while it streams in: what Mantine's
// Skeleton draws, without its component machinery. The home renders about thirty of them on every
// member's view (nine per card list, the notices' rows), all on the server (docs/decisions/013-bytes-and-first-byte.md).
// `data-placeholder`: the browser journeys wait until none is left (tests/e2e/accessibility.e2e.ts).
import type { CSSProperties } from 'react';
import classes from './Placeholder.module.css';

export function Placeholder({ height, className }: { height: number; className?: string | undefined }) {
  const style = { '--placeholder-height': `${height}px` } as CSSProperties;
  return <div className={className ? `${classes.placeholder} ${className}` : classes.placeholder} style={style} data-placeholder="" />;
}
