// One figure of the member centre's home: a label, a number, and where to act on it (when there is a page).
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type Props = { label: string; value: number; href?: string; action?: string; testId: string };

export function FigureCard({ label, value, href, action, testId }: Props) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} data-value={value}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700}>
          {value}
        </Text>
        {href && action && (
          <Anchor component={Link} to={href} size="sm">
            {action}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
