// A label over its value, the member centre's way of showing one fact.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  value: ReactNode;
  testId?: string /** data-* attributes (what a test reads). */;
  data?: Record<string, string | undefined>;
};

export function Fact({ label, value, testId, data }: Props) {
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([name, v]) => [`data-${name}`, v]));
  return (
    <div data-testid={testId} {...attributes}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );
}
