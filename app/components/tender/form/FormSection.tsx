// One titled part of the tender form, and what every part is given: the values as typed (or saved)
// and the messages by field.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TenderFormValues } from '#bff/tender/buyer-views.ts';

export type PartProps = { values: TenderFormValues; errors: Record<string, string> };

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
