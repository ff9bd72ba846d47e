// Labelled facts of an item (the demand summary, a requirements section): text keeps its line
// breaks and is shown as text, never as HTML.
import type { ReactNode } from 'react';
import classes from './DetailPage.module.css';

export type Fact = { key: string; label: string; value: ReactNode };

export function FactList({ facts, columns = 1 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={classes.factList} data-columns={columns}>
      {facts.map(({ key, label, value }) => (
        <div key={key} data-testid={`fact-${key}`}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
