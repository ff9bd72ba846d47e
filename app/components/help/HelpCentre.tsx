// The help centre's frame inside the mall layout (docs/product.md#help-centre): the article, then the
// side list of the five groups and their pages. On a desktop the list stands left of the article; on
// a phone both fit the window, one above the other, the article first.
import type { ReactNode } from 'react';
import type { HelpGroup, HelpPage } from '#app/lib/help-centre.ts';
import classes from './HelpCentre.module.css';
import { HelpSideNav } from './HelpSideNav.tsx';

type Props = { current: { group: HelpGroup; page: HelpPage } | null; children: ReactNode };

export function HelpCentre({ current, children }: Props) {
  return (
    <div className={classes.centre} data-testid="help-centre">
      <div className={classes.article}>{children}</div>
      <HelpSideNav current={current} className={classes.side} />
    </div>
  );
}
