// The tender's schedule, in the order it is lived: registration (its window, requirement and
// documents), prequalification (on by default, as the original's; its window, requirement and
// documents), bidding (its window, the opening time, the tender's requirement and documents). Every
// time is Beijing's, typed as the site shows it; whether they follow each other and leave the minimum
// tendering period is the platform's to say on publishing, on the field it names.
import { Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenderFormValues } from '#bff/tender/buyer-views.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import type { PartProps } from './parts.ts';
import { TenderFiles } from './TenderFiles.tsx';

type Moment =
  | 'registerStartTime'
  | 'registerEndTime'
  | 'preCheckStartTime'
  | 'preCheckEndTime'
  | 'inviteTenderStartTime'
  | 'inviteTenderEndTime'
  | 'openTenderTime';
const LABEL: Record<Moment, string> = {
  registerStartTime: 'registerStart',
  registerEndTime: 'registerEnd',
  preCheckStartTime: 'preCheckStart',
  preCheckEndTime: 'preCheckEnd',
  inviteTenderStartTime: 'bidStart',
  inviteTenderEndTime: 'bidEnd',
  openTenderTime: 'openTime',
};

function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" aria-labelledby={id} style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function SchedulePart({ values, errors }: PartProps) {
  const { t } = useTranslation('tender');
  const [prequal, setPrequal] = useState(values.prequal === 'on');
  const moment = (field: Moment, description?: string) => (
    <TextInput
      type="datetime-local"
      name={field}
      label={t(`edit.${LABEL[field]}` as 'edit.registerStart')}
      description={description ?? t('edit.siteTime')}
      defaultValue={values[field]}
      error={errors[field]}
      required
      data-testid={`tender-${field}`}
    />
  );
  const requirement = (field: keyof TenderFormValues & `${string}Requirement`, label: string) => (
    <Textarea
      name={field}
      label={label}
      defaultValue={values[field]}
      error={errors[field]}
      maxLength={TENDER_LIMITS.requirement}
      autosize
      minRows={2}
      data-testid={`tender-${field}`}
    />
  );
  return (
    <FormSection id="tender-schedule" title={t('edit.schedule')}>
      <Text size="sm" c="dimmed">
        {t('edit.scheduleHint')}
      </Text>
      <Step id="tender-step-registration" title={t('edit.registration')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {moment('registerStartTime')}
          {moment('registerEndTime')}
        </SimpleGrid>
        {requirement('registerRequirement', t('edit.registerRequirement'))}
        <TenderFiles
          name="registerFiles"
          label={t('edit.registerFiles')}
          initial={values.registerFiles}
          error={errors.registerFiles}
          testId="tender-register-files"
        />
      </Step>
      <Step id="tender-step-prequalification" title={t('edit.prequalification')}>
        <Checkbox
          name="prequal"
          value="on"
          checked={prequal}
          onChange={(event) => setPrequal(event.currentTarget.checked)}
          label={t('edit.prequalOn')}
          error={errors.prequal}
          data-testid="tender-prequal"
        />
        {prequal && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {moment('preCheckStartTime')}
              {moment('preCheckEndTime')}
            </SimpleGrid>
            {requirement('preCheckRequirement', t('edit.preCheckRequirement'))}
            <TenderFiles
              name="preCheckFiles"
              label={t('edit.preCheckFiles')}
              initial={values.preCheckFiles}
              error={errors.preCheckFiles}
              testId="tender-precheck-files"
            />
          </>
        )}
      </Step>
      <Step id="tender-step-bidding" title={t('edit.bidding')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {moment('inviteTenderStartTime')}
          {moment('inviteTenderEndTime')}
          {moment('openTenderTime', `${t('edit.siteTime')} · ${t('edit.openTimeHint')}`)}
        </SimpleGrid>
        {requirement('inviteTenderRequirement', t('edit.bidRequirement'))}
        <TenderFiles
          name="inviteTenderFiles"
          label={t('edit.bidFiles')}
          initial={values.inviteTenderFiles}
          error={errors.inviteTenderFiles}
          testId="tender-bid-files"
        />
      </Step>
    </FormSection>
  );
}
