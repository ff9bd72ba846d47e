// The buyer's contract templates (docs/decisions/025-contracts.md): its templates listed (each to edit,
// ?id=), and the form of a new one or of the one edited — its name, its text, and the placeholders the
// platform fills in when a draft names it, each with its meaning. The save keeps its idempotency key
// while the user corrects the form; a refusal shows what was typed with its messages.
import { Alert, Anchor, Box, Button, Code, Group, Paper, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { TemplateFailure, TemplatesView } from '#bff/agreement/views.ts';
import { AGREEMENT_LIMITS, AGREEMENT_PLACEHOLDERS } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { CONTRACT_TEMPLATES_PATH } from '#app/lib/member-centre.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';
import classes from './TemplatesPage.module.css';

type Props = { view: TemplatesView; answer: TemplateFailure | undefined };

/** The edit page of one template. */
export const templateHref = (id: number) => `${CONTRACT_TEMPLATES_PATH}?id=${id}`;

export function TemplatesPage({ view, answer }: Props) {
  const { t } = useTranslation('contract');
  return (
    <Stack gap="lg" data-testid="contract-templates-page">
      <Title order={1} size="h2">
        {t('templates.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('templates.intro')}
      </Text>
      <TemplateList view={view} />
      <TemplateForm key={answer ? JSON.stringify(answer.fieldErrors) + answer.formKey : view.formKey} view={view} answer={answer} />
    </Stack>
  );
}

function TemplateList({ view }: { view: TemplatesView }) {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const { templates } = view;
  if (templates.status === 'error') {
    return (
      <Alert color="red" role="alert" data-testid="template-list-error">
        {templates.message}
      </Alert>
    );
  }
  if (templates.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="template-list-empty">
        {t('templates.empty')}
      </Text>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <ScrollTable minWidth={520} label={t('templates.tableLabel')}>
        <Table data-testid="template-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('templates.name')}</Table.Th>
              <Table.Th>{t('templates.updated')}</Table.Th>
              <Table.Th>{t('templates.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.data.map((template) => (
              <Table.Tr
                key={template.id}
                data-testid="template-row"
                data-id={template.id}
                aria-current={view.editing?.id === template.id ? 'true' : undefined}
              >
                <Table.Td>{template.name}</Table.Td>
                <Table.Td>{formatDate(template.updateTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={templateHref(template.id)}
                    size="sm"
                    aria-label={t('templates.editLabel', { name: template.name })}
                    data-testid="template-edit"
                  >
                    {t('templates.edit')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

function TemplateForm({ view, answer }: Props) {
  const { t } = useTranslation('contract');
  const values = answer?.values ?? view.values;
  const errors = answer?.fieldErrors ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <FormSection id="template-form-heading" title={t(view.editing ? 'templates.editHeading' : 'templates.newHeading')} testId="template-form-section">
      {view.saved && !answer && (
        <Alert color="green" data-testid="template-saved">
          {t('templates.saved')}
        </Alert>
      )}
      {answer?.formError && (
        <Alert color="red" role="alert" data-testid="template-form-error">
          {answer.formError}
        </Alert>
      )}
      {answer && !answer.formError && (
        <Alert color="red" role="alert" data-testid="template-form-invalid">
          {t('templates.fixFields')}
        </Alert>
      )}
      <Form method="post" noValidate data-testid="template-form">
        <input type="hidden" name="formKey" value={answer?.formKey ?? view.formKey} />
        <Stack>
          <TextInput
            name="name"
            label={t('templates.name')}
            defaultValue={values.name}
            error={errors.name}
            required
            maxLength={AGREEMENT_LIMITS.templateName}
            data-testid="template-name"
          />
          <Textarea
            name="body"
            label={t('templates.body')}
            defaultValue={values.body}
            error={errors.body}
            required
            maxLength={AGREEMENT_LIMITS.terms}
            autosize
            minRows={8}
            maxRows={24}
            data-testid="template-body"
          />
          <Placeholders />
          <Group gap="sm">
            <Button type="submit" loading={busy} data-testid="template-save">
              {t('templates.save')}
            </Button>
            {view.editing && (
              <Anchor component={Link} to={CONTRACT_TEMPLATES_PATH} size="sm" data-testid="template-new">
                {t('templates.newTemplate')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Form>
    </FormSection>
  );
}

/** The placeholders a template may hold, each as typed ({{supplier}}) with what it is filled in with. */
function Placeholders() {
  const { t } = useTranslation('contract');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('templates.placeholders')}
      </Text>
      <Box component="dl" m={0} className={classes.placeholders} data-testid="template-placeholders">
        {AGREEMENT_PLACEHOLDERS.map((placeholder) => (
          <div key={placeholder} className={classes.placeholder}>
            <dt>
              <Code>{`{{${placeholder}}}`}</Code>
            </dt>
            <Text component="dd" size="sm" m={0}>
              {t(`templates.placeholder.${placeholder}`)}
            </Text>
          </div>
        ))}
      </Box>
    </Stack>
  );
}
