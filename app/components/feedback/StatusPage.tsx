// A whole page that tells the user something went wrong (not found, or an error), in their language.
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { kind: 'notFound' | 'error'; status?: number };

export function StatusPage({ kind, status }: Props) {
  const { t } = useTranslation();
  return (
    <Container size={560} py={96} component="main" data-testid={kind === 'notFound' ? 'not-found-page' : 'error-page'}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="dimmed" aria-hidden>
          {status ?? (kind === 'notFound' ? 404 : 500)}
        </Text>
        <Title order={1}>{t(`${kind}.title`)}</Title>
        <Text c="dimmed">{t(`${kind}.description`)}</Text>
        <Group>
          {kind === 'error' && (
            <Button variant="default" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
          )}
          <Anchor component={Link} to="/" reloadDocument={kind === 'error'}>
            {t(`${kind}.backHome`)}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
