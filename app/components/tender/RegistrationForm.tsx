// The supplier's registration for a tender (/memberCenter/procurementAbility/tender/readyBidRegister/add?id=,
// the cards' "sign up now"; docs/product/tenders.md#registration-and-prequalification): the tender,
// then the supplier's own registration and the buyer's verdict once it has registered, or why the
// platform would refuse one now (in the user's language; a member without a role chooses one first),
// or the form — contact, region, address, documents, and the qualification documents a
// prequalification reviews. A refused form keeps what was typed; its key makes a double click
// register once.
import { Alert, Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REGISTRATION_FIELD as F, type RegistrationAnswer, type RegistrationPageView } from '#bff/tender/registration-views.ts';
import { Code } from '#contract/codes.ts';
import type { OwnTenderRegistration, Province, TenderRegistrationForm } from '#contract/schemas.ts';
import { TENDER_REGISTRATION_LIMITS as LIMITS } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { MY_TENDERS_PATH, SUPPLIER_APPLY_PATH, TENDER_CLARIFICATION_PATH } from '#app/lib/member-centre.ts';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';
import { postedFormFiles } from '../forms/form-files.ts';
import { UploadField } from '../forms/UploadField.tsx';
import { Fact } from '../member-centre/Fact.tsx';
import { RoleFirst } from '../member/RoleFirst.tsx';
import { useMemberFrame } from '../member/useMemberFrame.ts';
import { ContactFields, SignUpFrame } from '../sourcing/SignUpForm.tsx';
import { RegistrationTender } from './RegistrationTender.tsx';
import { REVIEW_COLOURS } from './state-colours.ts';

type Failure = Extract<RegistrationAnswer, { ok: false }>;

export function RegistrationPage({ view, answer }: { view: RegistrationPageView; answer: RegistrationAnswer | undefined }) {
  const { t } = useTranslation('tenderRegistration');
  return (
    <Stack gap="lg" data-testid="registration-page">
      <Title order={1} size="h2">
        {t('register.title')}
      </Title>
      {view.form.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="registration-page-error">
          {view.form.message}
        </Alert>
      ) : (
        <RegistrationBody view={view} form={view.form.data} answer={answer} />
      )}
    </Stack>
  );
}

function RegistrationBody({
  view,
  form,
  answer,
}: {
  view: RegistrationPageView;
  form: TenderRegistrationForm;
  answer: RegistrationAnswer | undefined;
}) {
  const { t } = useTranslation('tenderRegistration');
  const noRole = useMemberFrame().user.memberRoleType === null;
  const { tender, registration, refusal } = form;
  return (
    <>
      <RegistrationTender tender={tender} serverTime={view.serverTime} />
      {answer?.ok && (
        <Alert color="green" role="status" data-testid="registration-done">
          {t('register.done')}
        </Alert>
      )}
      {registration ? (
        <RegistrationStatus registration={registration} tenderId={tender.id} />
      ) : refusal === Code.NOT_A_SUPPLIER && noRole ? (
        <RoleFirst />
      ) : refusal !== null ? (
        <Alert color="orange" role="alert" title={t('register.refused')} data-testid="registration-refused" data-code={refusal}>
          {form.refusalMessage}
          {refusal === Code.NOT_ADMITTED && (
            <>
              {' '}
              <Anchor component={Link} to={`${SUPPLIER_APPLY_PATH}?memberId=${tender.memberId}&roleId=${tender.memberRoleId}`} size="sm">
                {t('register.apply')}
              </Anchor>
            </>
          )}
        </Alert>
      ) : (
        <RegistrationFields
          provinces={view.provinces}
          prequalification={tender.isQualificationCheck}
          formKey={answer && !answer.ok ? answer.formKey : view.formKey}
          failure={answer && !answer.ok ? answer : null}
        />
      )}
    </>
  );
}

/** The supplier's registration: the buyer's verdict (and its reason), then what it sent. */
function RegistrationStatus({ registration, tenderId }: { registration: OwnTenderRegistration; tenderId: number }) {
  const { t } = useTranslation('tenderRegistration');
  const locale = useLocale();
  const at = (time: number) => formatDate(time, locale, 'YYYY-MM-DD HH:mm');
  const region = [registration.provinceName, registration.cityName !== registration.provinceName ? registration.cityName : '']
    .filter(Boolean)
    .join(' / ');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="registration-status-title" data-testid="registration-status">
      <Stack gap="md">
        <Alert color={REVIEW_COLOURS[registration.review]} data-testid="registration-review" data-review={registration.review}>
          <Text size="sm" fw={600} id="registration-status-title">
            {t(`register.status.${registration.review}`)}
          </Text>
          {registration.reviewReason && (
            <Text size="sm" data-testid="registration-reason">
              {t('register.reason', { reason: registration.reviewReason })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('register.registeredAt', { time: at(registration.createTime) })}
            {registration.reviewTime !== null && ` · ${t('register.reviewedAt', { time: at(registration.reviewTime) })}`}
          </Text>
        </Alert>
        <Title order={3} size="h5">
          {t('register.sent')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('register.contact')} value={`${registration.contactName} · ${registration.phone} · ${registration.email}`} />
          <Fact label={t('register.region')} value={region} />
          <Fact label={t('register.address')} value={registration.address} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('register.files')} value={registration.files.length ? <AttachmentLinks files={registration.files} /> : t('register.none')} />
          <Fact
            label={t('register.qualification')}
            value={registration.qualificationFiles.length ? <AttachmentLinks files={registration.qualificationFiles} /> : t('register.none')}
          />
        </SimpleGrid>
        <Group gap="md">
          <Anchor component={Link} to={MY_TENDERS_PATH} size="sm">
            {t('register.myTenders')}
          </Anchor>
          {registration.review !== 'rejected' && (
            <Anchor component={Link} to={`${TENDER_CLARIFICATION_PATH}?id=${tenderId}`} size="sm">
              {t('register.questions')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

type FieldsProps = { provinces: RegistrationPageView['provinces']; prequalification: boolean; formKey: string; failure: Failure | null };

function RegistrationFields({ provinces, prequalification, formKey, failure }: FieldsProps) {
  const { t } = useTranslation('tenderRegistration');
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const [province, setProvince] = useState(values.provinceCode ?? '');
  // Without the province → city tree no region can be chosen: the region field says why.
  const provinceList: Province[] = provinces.status === 'ok' ? provinces.data : [];
  const areasDown = provinces.status === 'error' ? t('register.areasUnavailable') : undefined;
  const cities = provinceList.find((p) => p.provinceCode === province)?.cityList ?? [];
  const fileTexts = (label: string, description: string) => ({
    label,
    description,
    add: t('register.addFile'),
    remove: (name: string) => t('register.removeFile', { name }),
    kept: t('register.keptFile'),
  });
  return (
    <SignUpFrame
      keyName={F.key}
      formKey={formKey}
      texts={{ title: t('register.formTitle'), hint: t('register.formHint'), submit: t('register.submit') }}
      formError={failure?.formError}
      testIds={{ form: 'registration-form', error: 'registration-error', submit: 'registration-submit' }}
      titleId="registration-form-title"
      hidden={<input type="hidden" name={F.prequalification} value={prequalification ? '1' : '0'} />}
    >
      <ContactFields
        names={F}
        labels={{ contactName: t('register.contactName'), phone: t('register.phone'), email: t('register.email') }}
        phoneHint={t('register.phoneHint')}
        limits={LIMITS}
        values={values}
        errors={errors}
        testId="registration"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          name={F.provinceCode}
          label={t('register.province')}
          required
          value={province}
          onChange={(event) => setProvince(event.currentTarget.value)}
          data={[{ value: '', label: t('register.choose') }, ...provinceList.map((p) => ({ value: p.provinceCode, label: p.provinceName }))]}
          error={errors.provinceCode ?? areasDown}
          data-testid="registration-province"
        />
        <NativeSelect
          key={province}
          name={F.cityCode}
          label={t('register.city')}
          required
          defaultValue={province === (values.provinceCode ?? '') ? (values.cityCode ?? '') : ''}
          data={[{ value: '', label: t('register.choose') }, ...cities.map((c) => ({ value: c.cityCode, label: c.cityName }))]}
          error={errors.cityCode}
          data-testid="registration-city"
        />
        <TextInput
          name={F.address}
          label={t('register.address')}
          required
          maxLength={LIMITS.address}
          defaultValue={values.address}
          error={errors.address}
          autoComplete="street-address"
          data-testid="registration-address"
        />
      </SimpleGrid>
      <UploadField
        name={F.files}
        encoding="refs"
        initial={postedFormFiles(values.files) ?? []}
        max={LIMITS.files}
        error={errors.files}
        texts={fileTexts(t('register.files'), t('register.filesHint', { max: LIMITS.files }))}
        testIds={{ field: 'registration-files', file: 'registration-file', add: 'registration-add-file' }}
      />
      {prequalification && (
        <UploadField
          name={F.qualificationFiles}
          encoding="refs"
          initial={postedFormFiles(values.qualificationFiles) ?? []}
          max={LIMITS.qualificationFiles}
          required
          error={errors.qualificationFiles}
          texts={fileTexts(t('register.qualification'), t('register.qualificationHint', { max: LIMITS.qualificationFiles }))}
          testIds={{ field: 'registration-qualification', file: 'registration-qualification-file', add: 'registration-add-qualification' }}
        />
      )}
    </SignUpFrame>
  );
}
