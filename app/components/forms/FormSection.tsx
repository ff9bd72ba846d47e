// One titled part of a member-centre page: a bordered section named by its heading (a form's part —
// the inquiry's, the tender's — or a read-only page's), its padding narrower on a phone.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Stack>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
