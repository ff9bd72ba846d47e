// The supplier's sign-up for a competitive bid (?id=&number=, the cards' "sign up now";
// docs/product/rules.md, "The live reverse auction"): the auction, its phase and rule sheet, then the
// caller's sign-up and its review once signed up, or the form while sign-up is open. A refusal comes
// back in the user's language; a refused form keeps what was typed; its key makes a double click sign up once.
import { Alert, Anchor, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BIDDING_SIGN_UP_FIELD as F, type BiddingSignUpAnswer, type BiddingSignUpPageView } from '#bff/bidding/bid-views.ts';
import type { BiddingDetail } from '#contract/schemas.ts';
import { BIDDING_LIMITS as LIMITS } from '#contract/schemas/bidding-rules.ts';
import { BIDDING_ROOM_PATH, MY_BIDDINGS_PATH } from '#app/lib/member-centre.ts';
import { postedFormFiles } from '../forms/form-files.ts';
import { UploadField } from '../forms/UploadField.tsx';
import { ContactFields, SignUpFrame } from '../sourcing/SignUpForm.tsx';
import { REVIEW_COLOURS } from '../tender/state-colours.ts';
import { BiddingCountdown, BiddingPhaseBadge, BiddingRuleSheet } from './BiddingRuleSheet.tsx';

type Failure = Extract<BiddingSignUpAnswer, { ok: false }>;

export function BiddingSignUpPage({ view, answer }: { view: BiddingSignUpPageView; answer: BiddingSignUpAnswer | undefined }) {
  const { t } = useTranslation('biddingBid');
  return (
    <Stack gap="lg" data-testid="bidding-sign-up-page">
      <Title order={1} size="h2">
        {t('signUp.title')}
      </Title>
      {view.auction.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="bidding-sign-up-error">
          {view.auction.message}
        </Alert>
      ) : (
        <Body view={view} auction={view.auction.data} answer={answer} />
      )}
    </Stack>
  );
}

function Body({ view, auction, answer }: { view: BiddingSignUpPageView; auction: BiddingDetail; answer: BiddingSignUpAnswer | undefined }) {
  const { t } = useTranslation('biddingBid');
  const signUp = answer?.ok ? { review: answer.signUp.review, reviewReason: answer.signUp.reviewReason } : view.signUp;
  const open = auction.phase === 'signUp';
  return (
    <>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-sign-up-auction">
        <Stack gap="xs">
          <Title order={2} size="h4" id="bidding-sign-up-auction">
            {auction.details}
          </Title>
          <Text size="sm" c="dimmed">
            {auction.biddingNo} · {auction.createMemberName}
          </Text>
          <Group gap="sm">
            <BiddingPhaseBadge phase={auction.phase} />
            <BiddingCountdown phase={auction.phase} phaseEndTime={auction.phaseEndTime} serverTime={view.serverTime} />
          </Group>
        </Stack>
      </Paper>
      <BiddingRuleSheet rules={auction.rules} schedule={auction} />
      {answer?.ok && (
        <Alert color="green" role="status" data-testid="bidding-sign-up-done">
          {t('signUp.done')}
        </Alert>
      )}
      {signUp && (
        <Alert color={REVIEW_COLOURS[signUp.review]} data-testid="bidding-sign-up-state" data-review={signUp.review} title={t('signUp.state')}>
          <Text size="sm">{t(`review.${signUp.review}`)}</Text>
          {signUp.reviewReason && <Text size="sm">{t('signUp.reason', { reason: signUp.reviewReason })}</Text>}
          {signUp.review === 'rejected' && open && <Text size="sm">{t('signUp.again')}</Text>}
        </Alert>
      )}
      {signUp && signUp.review !== 'rejected' ? (
        <Group gap="md">
          <Anchor component={Link} to={`${BIDDING_ROOM_PATH}?id=${auction.id}`} data-testid="bidding-sign-up-room">
            {t('signUp.toRoom')}
          </Anchor>
          <Anchor component={Link} to={MY_BIDDINGS_PATH}>
            {t('signUp.toMine')}
          </Anchor>
        </Group>
      ) : open ? (
        <Fields formKey={answer && !answer.ok ? answer.formKey : view.formKey} failure={answer && !answer.ok ? answer : null} />
      ) : (
        <Alert color="orange" role="alert" data-testid="bidding-sign-up-closed">
          {t('signUp.closed')}
        </Alert>
      )}
    </>
  );
}

function Fields({ formKey, failure }: { formKey: string; failure: Failure | null }) {
  const { t } = useTranslation('biddingBid');
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <SignUpFrame
      keyName={F.key}
      formKey={formKey}
      texts={{ title: t('signUp.title'), hint: t('signUp.intro'), submit: t('signUp.submit') }}
      formError={failure?.formError}
      testIds={{ form: 'bidding-sign-up-form', error: 'bidding-sign-up-refused', submit: 'bidding-sign-up-submit' }}
      titleId="bidding-sign-up-form-title"
    >
      <ContactFields
        names={F}
        labels={{ contactName: t('signUp.contactName'), phone: t('signUp.phone'), email: t('signUp.email') }}
        limits={LIMITS}
        values={values}
        errors={errors}
        testId="bidding-sign-up"
      />
      <TextInput
        name={F.address}
        label={t('signUp.address')}
        required
        maxLength={LIMITS.signUpAddress}
        defaultValue={values.address}
        error={errors.address}
        autoComplete="street-address"
        data-testid="bidding-sign-up-address"
      />
      <UploadField
        name={F.files}
        encoding="refs"
        initial={postedFormFiles(values.files) ?? []}
        max={LIMITS.files}
        error={errors.files}
        texts={{
          label: t('signUp.files'),
          add: t('signUp.addFile'),
          remove: (name: string) => t('signUp.removeFile', { name }),
          kept: t('signUp.keptFile'),
        }}
        testIds={{ field: 'bidding-sign-up-files', file: 'bidding-sign-up-file', add: 'bidding-sign-up-add-file' }}
      />
    </SignUpFrame>
  );
}
