// The supplier's application to a buyer: the buyer named, the company as its profile has it now,
// the categories it supplies (its main categories prefilled), its qualification documents, a
// contact. A supplier that cannot apply now (waiting, admitted) is told so and led to the application.
import { Alert, Anchor, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { ApplyView } from '#bff/member/views.ts';
import type { ApplyForm } from '#contract/schemas/admission.ts';
import { APPLICATION_CATEGORIES_MAX, APPLICATION_DOCUMENTS_MAX, REASON_MAX } from '#contract/schemas/member-rules.ts';
import { MEMBER_INFO_PATH, SUPPLIER_APPLICATION_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { UploadField } from '../forms/UploadField.tsx';
import { CompanySummary } from './CompanySummary.tsx';

type Field = 'categoryIds' | 'documentFileIds' | 'contactName' | 'contactPhone' | 'contactEmail' | 'remark';
export type ApplyAnswer =
  | { ok: false; fieldErrors: Partial<Record<Field, string>>; formError?: string; values: Partial<Record<Field, string>>; applyKey: string }
  | undefined;

export function ApplyPage({ view, answer }: { view: ApplyView; answer: ApplyAnswer }) {
  const { t } = useTranslation('admission');
  const { form } = view;
  return (
    <Stack gap="lg" data-testid="apply-page">
      <Title order={1} size="h2">
        {t('apply.title')}
      </Title>
      {form.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="apply-refused">
          {form.message}
        </Alert>
      ) : form.data.canApply ? (
        <ApplicationForm view={view} form={form.data} answer={answer} />
      ) : (
        <Alert color="blue" data-testid="apply-not-now" data-state={form.data.state}>
          <Text size="sm">{t(`apply.cannot.${form.data.state === 'admitted' ? 'admitted' : 'pending'}`, { buyer: form.data.buyer.name })}</Text>
          {form.data.applicationId !== null && (
            <Anchor component={Link} to={`${SUPPLIER_APPLICATION_DETAIL_PATH}?validateId=${form.data.applicationId}`} size="sm">
              {t('apply.seeApplication')}
            </Anchor>
          )}
        </Alert>
      )}
    </Stack>
  );
}

function ApplicationForm({ view, form, answer }: { view: ApplyView; form: ApplyForm; answer: ApplyAnswer }) {
  const { t } = useTranslation('admission');
  const submitting = useNavigation().state === 'submitting';
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const categories = values.categoryIds !== undefined ? values.categoryIds.split(',').filter(Boolean) : form.categories.map((c) => String(c.id));
  return (
    <Form method="post" noValidate data-testid="apply-form">
      <input type="hidden" name="applyKey" value={answer?.applyKey ?? view.applyKey} />
      <Stack gap="lg">
        {form.state === 'rejected' && (
          <Alert color="orange" data-testid="apply-again">
            {t('apply.again')}
          </Alert>
        )}
        {answer?.formError && (
          <Alert color="red" role="alert" data-testid="apply-error">
            {answer.formError}
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="apply-buyer">
          <Stack gap="xs">
            <Title order={2} size="h4" id="apply-buyer">
              {t('apply.buyer')}
            </Title>
            <Text fw={600} data-testid="apply-buyer-name">
              {form.buyer.name}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="apply-company">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4" id="apply-company">
                {t('apply.company')}
              </Title>
              <Anchor component={Link} to={MEMBER_INFO_PATH} size="sm">
                {t('apply.editCompany')}
              </Anchor>
            </Group>
            <CompanySummary company={form.company} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="apply-supply">
          <Stack>
            <Title order={2} size="h4" id="apply-supply">
              {t('apply.supply')}
            </Title>
            <MultiSelect
              name="categoryIds"
              label={t('apply.categories')}
              description={t('apply.categoriesHint', { max: APPLICATION_CATEGORIES_MAX })}
              data={view.categories}
              defaultValue={categories}
              maxValues={APPLICATION_CATEGORIES_MAX}
              searchable
              clearable
              required
              error={errors.categoryIds}
              data-testid="apply-categories"
            />
            <UploadField
              name="documentFileIds"
              encoding="ids"
              max={APPLICATION_DOCUMENTS_MAX}
              required
              error={errors.documentFileIds}
              texts={{
                label: t('apply.documents'),
                description: t('apply.documentsHint', { max: APPLICATION_DOCUMENTS_MAX }),
                add: t('apply.addDocument'),
                remove: (name) => t('apply.removeDocument', { name }),
              }}
              testIds={{ field: 'apply-documents', list: 'apply-document-list', file: 'apply-document', add: 'apply-add-document' }}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="apply-contact">
          <Stack>
            <Title order={2} size="h4" id="apply-contact">
              {t('apply.contact')}
            </Title>
            <SimpleGrid cols={3}>
              <TextInput
                name="contactName"
                label={t('apply.contactName')}
                defaultValue={values.contactName ?? form.contact.name}
                error={errors.contactName}
                required
                autoComplete="name"
                data-testid="apply-contact-name"
              />
              <TextInput
                name="contactPhone"
                label={t('apply.contactPhone')}
                defaultValue={values.contactPhone ?? form.contact.phone}
                error={errors.contactPhone}
                required
                type="tel"
                autoComplete="tel"
                data-testid="apply-contact-phone"
              />
              <TextInput
                name="contactEmail"
                label={t('apply.contactEmail')}
                defaultValue={values.contactEmail ?? form.contact.email}
                error={errors.contactEmail}
                type="email"
                autoComplete="email"
                data-testid="apply-contact-email"
              />
            </SimpleGrid>
            <Textarea
              name="remark"
              label={t('apply.remark')}
              defaultValue={values.remark}
              error={errors.remark}
              maxLength={REASON_MAX}
              autosize
              minRows={2}
              data-testid="apply-remark"
            />
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={submitting} data-testid="apply-submit">
            {t('apply.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
