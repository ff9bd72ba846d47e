// One titled part of a detail page (the demand summary, the materials, a requirements section, the
// attachments, the quotes).
import type { ReactNode } from 'react';
import classes from './DetailPage.module.css';

export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={`detail-${id}-title`} data-testid={`detail-section-${id}`}>
      <h2 id={`detail-${id}-title`} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
