// One block of a help article, laid out from plain text (the JSON holds no markup): a paragraph,
// numbered steps, a list, a note, or links to pages of the portal.
import { Link } from 'react-router';
import type { HelpBlock } from '#app/lib/help-centre.ts';
import classes from './HelpArticle.module.css';

export function ArticleBlock({ block }: { block: HelpBlock }) {
  if ('paragraph' in block) return <p className={classes.paragraph}>{block.paragraph}</p>;
  if ('note' in block) return <p className={classes.note}>{block.note}</p>;
  if ('steps' in block || 'list' in block) {
    const items = 'steps' in block ? block.steps : block.list;
    const List = 'steps' in block ? 'ol' : 'ul';
    return (
      <List className={classes.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    );
  }
  return (
    <ul className={classes.links}>
      {block.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={classes.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
