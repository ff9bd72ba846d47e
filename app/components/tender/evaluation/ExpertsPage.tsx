// The buyer's expert library (docs/decisions/022-tender-evaluation.md): the platform users it may invite
// to evaluate its tenders, each added by account with a speciality and a title, enabled or disabled.
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { EVALUATION_FIELD as F, type ExpertsAnswer, type ExpertsView } from '#bff/tender/evaluation-views.ts';
import { EVALUATION_LIMITS } from '#contract/schemas/tender-evaluation-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { RoleFirst } from '../../member/RoleFirst.tsx';
import { useMemberFrame } from '../../member/useMemberFrame.ts';
import { ScrollTable } from '../../ScrollTable.tsx';
import { PersonName } from './PersonName.tsx';

export function ExpertsPage({ view, answer }: { view: ExpertsView; answer: ExpertsAnswer | undefined }) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  const navigation = useNavigation();
  const failed = answer && !answer.ok ? answer : undefined;
  const adding = failed?.intent === 'add' ? failed : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'add';
  // A member without a role chooses one first, as on the other member lists.
  if (useMemberFrame().user.memberRoleType === null) {
    return (
      <Stack gap="lg" data-testid="experts-page">
        <Title order={1} size="h2">
          {t('experts.title')}
        </Title>
        <RoleFirst />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="experts-page">
      <Title order={1} size="h2">
        {t('experts.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('experts.hint')}
      </Text>
      {answer?.ok && (
        <Alert color="green" role="status" data-testid="experts-done">
          {t(`experts.done.${answer.intent}`)}
        </Alert>
      )}
      {failed?.formError && (
        <Alert color="red" role="alert" data-testid="experts-error">
          {failed.formError}
        </Alert>
      )}
      <FormSection id="expert-add-title" title={t('experts.add')} testId="expert-add-section">
        <Form method="post" noValidate data-testid="expert-add-form">
          <input type="hidden" name={F.intent} value="add" />
          <input type="hidden" name={F.key} value={adding?.key ?? view.key} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              name={F.account}
              label={t('experts.account')}
              required
              maxLength={EVALUATION_LIMITS.account}
              defaultValue={adding?.values[F.account] ?? ''}
              error={adding?.fieldErrors[F.account]}
              data-testid="expert-account"
            />
            <TextInput
              name={F.speciality}
              label={t('experts.speciality')}
              maxLength={EVALUATION_LIMITS.speciality}
              defaultValue={adding?.values[F.speciality] ?? ''}
              error={adding?.fieldErrors[F.speciality]}
              data-testid="expert-speciality"
            />
            <TextInput
              name={F.title}
              label={t('experts.titleField')}
              maxLength={EVALUATION_LIMITS.title}
              defaultValue={adding?.values[F.title] ?? ''}
              error={adding?.fieldErrors[F.title]}
              data-testid="expert-title"
            />
            <Button type="submit" mt={{ base: 0, sm: 24 }} loading={busy} data-testid="expert-add">
              {t('experts.addButton')}
            </Button>
          </Group>
        </Form>
      </FormSection>
      {view.experts.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="experts-unavailable">
          {view.experts.message}
        </Alert>
      ) : view.experts.data.length === 0 ? (
        <Text c="dimmed" data-testid="experts-empty">
          {t('experts.empty')}
        </Text>
      ) : (
        <ScrollTable minWidth={640} label={t('experts.title')}>
          <Table data-testid="experts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('experts.name')}</Table.Th>
                <Table.Th>{t('experts.speciality')}</Table.Th>
                <Table.Th>{t('experts.titleField')}</Table.Th>
                <Table.Th>{t('experts.added')}</Table.Th>
                <Table.Th>{t('experts.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.experts.data.map((expert) => (
                <Table.Tr key={expert.id} data-testid="expert" data-id={expert.id} data-enabled={expert.enabled}>
                  <Table.Td>
                    <PersonName person={expert} />
                  </Table.Td>
                  <Table.Td>{expert.speciality || '—'}</Table.Td>
                  <Table.Td>{expert.title || '—'}</Table.Td>
                  <Table.Td>{formatDate(expert.createTime, locale)}</Table.Td>
                  <Table.Td>
                    <Form method="post">
                      <input type="hidden" name={F.intent} value={expert.enabled ? 'disable' : 'enable'} />
                      <input type="hidden" name={F.id} value={expert.id} />
                      <Group gap="xs">
                        <Badge color={expert.enabled ? 'green' : 'gray'} variant="light">
                          {t(expert.enabled ? 'experts.enabled' : 'experts.disabled')}
                        </Badge>
                        <Button
                          type="submit"
                          size="compact-xs"
                          variant="subtle"
                          aria-label={t(expert.enabled ? 'experts.disableOne' : 'experts.enableOne', { name: expert.name ?? expert.account })}
                          data-testid="expert-toggle"
                        >
                          {t(expert.enabled ? 'experts.disable' : 'experts.enable')}
                        </Button>
                      </Group>
                    </Form>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
