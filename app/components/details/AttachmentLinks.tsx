// Files that come with an item or a notice: each by its name, linking to its URL when that is a web
// address or a file of this site (anything else is shown as its name only), each opened in a new tab
// that cannot reach back to the page (noopener noreferrer).
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '#contract/schemas.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';
import classes from './DetailPage.module.css';

/** emptyText: say there are none (true: the detail's words; a string: these words) rather than nothing. */
type Props = { files: Attachment[]; testId?: string; emptyText?: boolean | string };

export function AttachmentLinks({ files, testId, emptyText = false }: Props) {
  const { t } = useTranslation('detail');
  if (files.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed" data-testid={testId} data-count={0}>
        {typeof emptyText === 'string' ? emptyText : t('attachments.none')}
      </Text>
    ) : null;
  }
  return (
    <ul className={classes.files} data-testid={testId} data-count={files.length}>
      {files.map((file, index) => {
        const href = linkableUrl(file.url);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice; the list never reorders
          <li key={`${file.url}-${index}`} data-testid="attachment">
            {href ? (
              <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" data-url={href}>
                {file.name}
              </Anchor>
            ) : (
              <Text span size="sm">
                {file.name}
              </Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
