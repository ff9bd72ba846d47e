// One help article (docs/product.md#help-centre): its group, title and summary, then its sections,
// each a heading over paragraphs, numbered steps, lists, notes and links to the portal's pages.
import { useTranslation } from 'react-i18next';
import type { HelpArticle as Article, HelpGroup } from '#app/lib/help-centre.ts';
import { ArticleBlock } from './ArticleBlock.tsx';
import classes from './HelpArticle.module.css';

export function HelpArticle({ group, article }: { group: HelpGroup; article: Article }) {
  const { t } = useTranslation('layout');
  return (
    <article className={classes.article} data-testid="help-article">
      <p className={classes.group}>{t(`footer.groups.${group}`)}</p>
      <h1 className={classes.title}>{article.title}</h1>
      <p className={classes.summary}>{article.summary}</p>
      {article.sections.map((section) => (
        <section key={section.heading} className={classes.section}>
          <h2 className={classes.heading}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an article's blocks are fixed text, never reordered
            <ArticleBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
