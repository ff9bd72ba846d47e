// One titled part of the filter panel (category, brand, price …).
import type { ReactNode } from 'react';
import classes from './FilterPanel.module.css';

export function FilterSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = `filter-title-${testId}`;
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className={classes.title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
