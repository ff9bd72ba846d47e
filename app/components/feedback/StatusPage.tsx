// A whole page that tells the user something went wrong (not found, the service unavailable, or an
// error), in their language. Inside the site layout (its error boundary) it is a section of the
// layout's <main>; alone (the root's error boundary) it is the page's <main>.
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link } from 'react-router';
import classes from './StatusPage.module.css';

export type StatusKind = 'notFound' | 'unavailable' | 'error';

type Props = { kind: StatusKind; status?: number; inLayout?: boolean };

const TEST_IDS: Record<StatusKind, string> = { notFound: 'not-found-page', unavailable: 'unavailable-page', error: 'error-page' };
const DEFAULT_STATUS: Record<StatusKind, number> = { notFound: 404, unavailable: 503, error: 500 };

/** What an error boundary shows for what a route threw: 404 not found, 503 the platform unreachable, else an error. */
export function statusOf(error: unknown): { kind: StatusKind; status: number } {
  if (!isRouteErrorResponse(error)) return { kind: 'error', status: 500 };
  if (error.status === 404) return { kind: 'notFound', status: 404 };
  if (error.status === 503) return { kind: 'unavailable', status: 503 };
  return { kind: 'error', status: error.status };
}

export function StatusPage({ kind, status, inLayout = false }: Props) {
  const { t } = useTranslation();
  const retry = kind !== 'notFound';
  return (
    <Container size={560} py={96} component={inLayout ? 'section' : 'main'} data-testid={TEST_IDS[kind]} data-status={status ?? DEFAULT_STATUS[kind]}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="dimmed" aria-hidden>
          {status ?? DEFAULT_STATUS[kind]}
        </Text>
        <Title order={1}>{t(`${kind}.title`)}</Title>
        <Text c="dimmed">{t(`${kind}.description`)}</Text>
        <Group className={classes.actions}>
          {retry && (
            <Button variant="default" onClick={() => window.location.reload()} data-testid="status-reload">
              {t(`${kind}.reload`)}
            </Button>
          )}
          <Anchor component={Link} to="/" reloadDocument={retry}>
            {t(`${kind}.backHome`)}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
