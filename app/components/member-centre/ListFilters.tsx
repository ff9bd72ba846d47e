// A member-centre list's filters: a GET form, so the URL holds what was chosen and the list's loader
// reads it from there (a shared or reloaded address shows the same list).
import { Button, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

type Props = {
  /** The form's name to assistive technology (it is a search landmark). */
  label: string;
  /** The submit button's text. */
  submit: string;
  submitTestId?: string;
  /** The fields, each named as its query parameter. */
  children: ReactNode;
};

export function ListFilters({ label, submit, submitTestId, children }: Props) {
  return (
    <Paper withBorder p="md" radius="md">
      <Form method="get" role="search" aria-label={label}>
        <Group align="flex-end" gap="sm">
          {children}
          <Button type="submit" data-testid={submitTestId}>
            {submit}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}
