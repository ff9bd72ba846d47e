// One titled part of a member-centre page: a bordered section named by its heading (a form's part —
// the inquiry's, the tender's — or a read-only page's, the evaluation's), its padding narrower on a phone.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** id: the heading's (the section is named by it); testId: the section's, when a test or a journey reads it. */
export function FormSection({ id, title, testId, children }: { id: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
