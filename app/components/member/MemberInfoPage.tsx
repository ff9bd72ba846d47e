// Member information: the company profile (name, logo, region, main categories, registered capital,
// establishment date, description) and, for a buyer, its shop's pictures, honours and album. Saved
// at once to the buyer's shop pages. A refusal shows on its field; what was typed stays.
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  FileButton,
  Group,
  Input,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { MemberInfoView } from '#bff/member/views.ts';
import type { CompanyProfile } from '#contract/schemas/member-centre.ts';
import {
  ALBUM_PICS_MAX,
  COMPANY_NAME_MAX,
  COMPANY_PICS_MAX,
  DESCRIBE_MAX,
  HONOR_PICS_MAX,
  MAIN_CATEGORIES_MAX,
} from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { acceptFor } from '#app/lib/upload-client.ts';
import { PictureListField } from './PictureListField.tsx';
import { useUpload } from './useUpload.ts';

type Field =
  | 'name'
  | 'logoFileId'
  | 'provinceCode'
  | 'cityCode'
  | 'categoryIds'
  | 'registeredCapital'
  | 'establishmentDate'
  | 'describe'
  | 'companyPics'
  | 'honorPics'
  | 'albumPics';
export type CompanyAnswer =
  | { ok: true; saved: true }
  | { ok: false; fieldErrors: Partial<Record<Field, string>>; formError?: string; values: Partial<Record<Field, string>> }
  | undefined;

export function MemberInfoPage({ view, answer }: { view: MemberInfoView; answer: CompanyAnswer }) {
  const { t } = useTranslation('member');
  return (
    <Stack gap="lg" data-testid="member-info">
      <Title order={1} size="h2">
        {t('info.title')}
      </Title>
      {view.profile.status === 'error' ? (
        <Alert color="red" role="alert">
          {view.profile.message}
        </Alert>
      ) : (
        // A save reloads the profile (after the answer shows): the form starts again from what the platform now holds.
        <ProfileForm key={JSON.stringify(view.profile.data)} view={view} profile={view.profile.data} answer={answer} />
      )}
    </Stack>
  );
}

function ProfileForm({ view, profile, answer }: { view: MemberInfoView; profile: CompanyProfile; answer: CompanyAnswer }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const submitting = useNavigation().state === 'submitting';
  const failure = answer && !answer.ok ? answer : null;
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const [logo, setLogo] = useState<{ fileId: number | null; url: string }>({
    fileId: values.logoFileId ? Number(values.logoFileId) : profile.logoFileId,
    url: profile.logo,
  });
  const { upload, busy, error: logoError } = useUpload('image');
  const [province, setProvince] = useState(values.provinceCode ?? profile.provinceCode ?? '');
  const cities = view.provinces.find((p) => p.provinceCode === province)?.cityList ?? [];
  const [categories, setCategories] = useState<string[]>(
    values.categoryIds !== undefined ? values.categoryIds.split(',').filter(Boolean) : profile.categories.map((c) => String(c.id)),
  );
  const established = profile.establishmentDate === null ? '' : formatDate(profile.establishmentDate, locale);
  return (
    <Form method="post" noValidate data-testid="company-form">
      <Stack gap="lg">
        {answer?.ok && (
          <Alert color="green" data-testid="company-saved">
            {t('info.saved')}
            {profile.shop && (
              <>
                {' '}
                <Anchor component={Link} to={`/shopIndex/${profile.shop.id}`} size="sm" data-testid="company-shop-link">
                  {t('info.viewShop')}
                </Anchor>
              </>
            )}
          </Alert>
        )}
        {failure?.formError && (
          <Alert color="red" role="alert" data-testid="company-error">
            {failure.formError}
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="company-basic">
          <Stack>
            <Title order={2} size="h4" id="company-basic">
              {t('info.basic')}
            </Title>
            <TextInput
              name="name"
              label={t('info.name')}
              defaultValue={values.name ?? profile.name}
              error={errors.name}
              maxLength={COMPANY_NAME_MAX}
              required
              data-testid="company-name"
            />
            <Input.Wrapper label={t('info.logo')} error={logoError ?? errors.logoFileId}>
              <input type="hidden" name="logoFileId" value={logo.fileId ?? ''} />
              <Group mt={4}>
                <Avatar src={logo.url} alt={t('info.logoAlt')} size={64} radius="sm" data-testid="company-logo" />
                <FileButton
                  accept={acceptFor('image')}
                  onChange={async (file) => {
                    const uploaded = await upload(file);
                    if (uploaded) setLogo({ fileId: uploaded.id, url: uploaded.url });
                  }}
                >
                  {(props) => (
                    <Button {...props} variant="default" size="xs" loading={busy} data-testid="company-logo-upload">
                      {t('info.uploadLogo')}
                    </Button>
                  )}
                </FileButton>
                {logo.fileId !== null && (
                  <Button variant="subtle" size="xs" onClick={() => setLogo({ fileId: null, url: profile.logoFileId === null ? profile.logo : '' })}>
                    {t('info.generatedLogo')}
                  </Button>
                )}
              </Group>
            </Input.Wrapper>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect
                name="provinceCode"
                label={t('info.province')}
                value={province}
                onChange={(event) => setProvince(event.currentTarget.value)}
                data={[{ value: '', label: t('info.choose') }, ...view.provinces.map((p) => ({ value: p.provinceCode, label: p.provinceName }))]}
                error={errors.provinceCode}
                data-testid="company-province"
              />
              <NativeSelect
                key={province}
                name="cityCode"
                label={t('info.city')}
                defaultValue={province === (values.provinceCode ?? profile.provinceCode ?? '') ? (values.cityCode ?? profile.cityCode ?? '') : ''}
                data={[{ value: '', label: t('info.choose') }, ...cities.map((c) => ({ value: c.cityCode, label: c.cityName }))]}
                error={errors.cityCode}
                data-testid="company-city"
              />
            </SimpleGrid>
            <MultiSelect
              name="categoryIds"
              label={t('info.categories')}
              description={t('info.categoriesHint', { max: MAIN_CATEGORIES_MAX })}
              data={view.categories}
              value={categories}
              onChange={setCategories}
              maxValues={MAIN_CATEGORIES_MAX}
              searchable
              clearable
              error={errors.categoryIds}
              data-testid="company-categories"
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                name="registeredCapital"
                label={t('info.registeredCapital')}
                defaultValue={values.registeredCapital ?? profile.registeredCapital}
                min={0}
                decimalScale={2}
                error={errors.registeredCapital}
                data-testid="company-capital"
              />
              <TextInput
                name="establishmentDate"
                type="date"
                label={t('info.establishmentDate')}
                defaultValue={values.establishmentDate ?? established}
                error={errors.establishmentDate}
                data-testid="company-established"
              />
            </SimpleGrid>
            <Textarea
              name="describe"
              label={t('info.describe')}
              defaultValue={values.describe ?? profile.describe}
              error={errors.describe}
              maxLength={DESCRIBE_MAX}
              autosize
              minRows={4}
              maxRows={12}
              data-testid="company-describe"
            />
          </Stack>
        </Paper>
        {profile.shop && (
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="company-shop">
            <Stack>
              <Group justify="space-between">
                <Title order={2} size="h4" id="company-shop">
                  {t('info.shop')}
                </Title>
                <Anchor component={Link} to={`/shopIndex/${profile.shop.id}`} size="sm">
                  {t('info.viewShop')}
                </Anchor>
              </Group>
              <Text size="sm" c="dimmed">
                {t('info.shopHint')}
              </Text>
              <PictureListField
                name="companyPics"
                label={t('info.companyPics')}
                initial={profile.shop.companyPics}
                max={COMPANY_PICS_MAX}
                error={errors.companyPics}
              />
              <PictureListField
                name="honorPics"
                label={t('info.honorPics')}
                initial={profile.shop.honorPics}
                max={HONOR_PICS_MAX}
                error={errors.honorPics}
              />
              <PictureListField
                name="albumPics"
                label={t('info.albumPics')}
                initial={profile.shop.albumPics}
                max={ALBUM_PICS_MAX}
                error={errors.albumPics}
              />
            </Stack>
          </Paper>
        )}
        <Group>
          <Button type="submit" loading={submitting} data-testid="company-save">
            {t('info.save')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
