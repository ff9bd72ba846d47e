// A text message: its words as text (React escapes them; never HTML), line breaks kept, and only
// http(s) URLs and this site's paths as links (message-text.ts), opened apart with rel=noopener.
import { Anchor } from '@mantine/core';
import { textSegments } from './message-text.ts';

export function MessageText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className} data-testid="message-text">
      {textSegments(text).map((segment, index) =>
        segment.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move
          <Anchor key={index} href={segment.href} target="_blank" rel="noopener noreferrer" inherit underline="always" c="inherit">
            {segment.text}
          </Anchor>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
