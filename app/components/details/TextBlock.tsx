// Text from the data, its line breaks kept: always rendered as text (React escapes it), never HTML.
import classes from './DetailPage.module.css';

export function TextBlock({ text, testId }: { text: string; testId?: string }) {
  return (
    <span className={classes.text} data-testid={testId}>
      {text}
    </span>
  );
}
