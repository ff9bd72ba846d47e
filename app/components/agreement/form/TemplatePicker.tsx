// The draft's template picker: one of the buyer's templates reloads the draft with its text filled in
// (?templateId=, the platform fills the placeholders). Its fields belong to a GET form of their own
// (`form`), drawn outside the draft's form, so that they may sit beside the text they replace.
import { Alert, Anchor, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Section } from '#bff/views.ts';
import type { AgreementTemplate } from '#contract/schemas.ts';
import { CONTRACT_TEMPLATES_PATH } from '#app/lib/member-centre.ts';

type Props = { form: string; templates: Section<AgreementTemplate[]>; templateId: number | null };

export function TemplatePicker({ form, templates, templateId }: Props) {
  const { t } = useTranslation('contract');
  const manage = (
    <Anchor component={Link} to={CONTRACT_TEMPLATES_PATH} size="sm" data-testid="contract-manage-templates">
      {t('draft.manageTemplates')}
    </Anchor>
  );
  if (templates.status === 'error') {
    return (
      <Alert color="yellow" data-testid="contract-templates-error">
        {t('draft.templatesUnavailable', { message: templates.message })}
      </Alert>
    );
  }
  if (templates.data.length === 0) {
    return (
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="contract-no-templates">
          {t('templates.empty')}
        </Text>
        {manage}
      </Group>
    );
  }
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        form={form}
        name="templateId"
        label={t('draft.template')}
        description={t('draft.templateHint')}
        defaultValue={templateId === null ? '' : String(templateId)}
        data={[
          { value: '', label: t('draft.noTemplate') },
          ...templates.data.map((template) => ({ value: String(template.id), label: template.name })),
        ]}
        data-testid="contract-template"
      />
      <Button type="submit" form={form} variant="default" data-testid="contract-template-use">
        {t('draft.useTemplate')}
      </Button>
      {manage}
    </Group>
  );
}
