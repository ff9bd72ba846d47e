// A wide table in a box that scrolls sideways on a narrow screen (docs/product.md#routes-and-layouts):
// the box is a named region that takes the keyboard's focus, so a keyboard user can scroll it and a
// screen reader announces it (axe: scrollable-region-focusable).
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
