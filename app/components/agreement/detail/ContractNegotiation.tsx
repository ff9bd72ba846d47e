// While a contract is negotiated (docs/decisions/025-contracts.md): where it stands for the viewer
// ("you confirmed v2, waiting for the other side"), confirming and signing the current version by its
// number and hash (a dialog says what it does; keyed), proposing changes (the terms' form, on top of
// the version read) and commenting on the current version. A newer version that came first (39007)
// is said with the platform's message; the page then shows that version, and a kept proposal offers
// the comparison of the version it was typed on with it.
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { AGREEMENT_FIELD as F, type AgreementActionAnswer, type AgreementDetailView } from '#bff/agreement/detail-views.ts';
import { AGREEMENT_LIMITS } from '#contract/schemas/agreement.ts';
import { CONTRACT_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { negotiationStatus, otherSide, proposerOf, shortHash } from './contract-view.ts';
import { ProposalForm } from './ProposalForm.tsx';

type Props = { view: AgreementDetailView; answer: AgreementActionAnswer | undefined };

export function ContractNegotiation({ view, answer }: Props) {
  const { t } = useTranslation('contractDetail');
  const { agreement } = view;
  const status = negotiationStatus(agreement);
  const refused = answer && !answer.ok ? answer : undefined;
  const proposalRefused = refused?.intent === 'propose' ? refused : undefined;
  const [proposing, setProposing] = useState(proposalRefused !== undefined);
  // A proposal made closes the form (the page now reads the new version); a refused one opens it again.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    if (answer?.intent === 'propose') setProposing(!answer.ok);
  }
  const other = t(`side.${otherSide(agreement.viewerSide)}`);
  const proposer = proposerOf(agreement);
  const base = proposalRefused?.proposal?.baseVersion;
  return (
    <FormSection id="contract-negotiation-title" title={t('negotiation.title')} testId="contract-negotiation">
      <Alert
        color={status === 'otherConfirmed' ? 'orange' : 'blue'}
        data-testid="contract-negotiation-status"
        data-status={status}
        data-version={agreement.version}
      >
        {status === 'youConfirmed'
          ? t('negotiation.youConfirmed', { version: agreement.version, side: other })
          : status === 'otherConfirmed'
            ? t('negotiation.otherConfirmed', { version: agreement.version, side: other })
            : t('negotiation.waiting', {
                version: agreement.version,
                side: t(proposer === agreement.viewerSide ? 'side.you' : `side.${proposer ?? 'buyer'}`),
              })}
      </Alert>
      {refused?.stale && (
        <Alert color="orange" role="alert" data-testid="contract-stale" data-intent={refused.intent}>
          <Stack gap={4}>
            <Text size="sm">{refused.message}</Text>
            <Text size="sm">{t('negotiation.stale', { version: agreement.version })}</Text>
            {base !== undefined && base > 0 && base < agreement.version && (
              <Anchor
                component={Link}
                to={`${CONTRACT_DETAIL_PATH}?id=${agreement.id}&from=${base}&to=${agreement.version}`}
                size="sm"
                data-testid="contract-stale-compare"
              >
                {t('negotiation.compareStale', { from: base, to: agreement.version })}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {status !== 'youConfirmed' && <SignForm view={view} answer={refused?.intent === 'sign' && !refused.stale ? refused : undefined} />}
      <Group>
        {!proposing && (
          <Button variant="light" onClick={() => setProposing(true)} data-testid="contract-propose-open">
            {t('negotiation.propose')}
          </Button>
        )}
      </Group>
      {proposing && <ProposalForm view={view} answer={proposalRefused} onCancel={() => setProposing(false)} />}
      {/* A comment made is in the record: the next render's form starts empty. */}
      <CommentForm key={agreement.events.length} commentKey={view.keys.comment} answer={refused?.intent === 'comment' ? refused : undefined} />
    </FormSection>
  );
}

function SignForm({ view, answer }: { view: AgreementDetailView; answer: Extract<AgreementActionAnswer, { ok: false }> | undefined }) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'sign';
  const [confirming, setConfirming] = useState(false);
  const { agreement } = view;
  // An answer closes the dialog: the page says what came of it.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    setConfirming(false);
  }
  return (
    <Form method="post" id="contract-sign-form" data-testid="contract-sign-form">
      <input type="hidden" name={F.intent} value="sign" />
      <input type="hidden" name={F.key} value={view.keys.sign} />
      <input type="hidden" name={F.version} value={agreement.version} />
      <input type="hidden" name={F.hash} value={agreement.hash} />
      <Stack gap="xs">
        {answer?.message && (
          <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="sign">
            {answer.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('negotiation.signHint', { version: agreement.version, hash: shortHash(agreement.hash) })}
        </Text>
        <Group>
          <Button onClick={() => setConfirming(true)} loading={busy} data-testid="contract-sign-open">
            {t('negotiation.sign', { version: agreement.version })}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('negotiation.signTitle')}
        closeButtonProps={{ 'aria-label': t('negotiation.back') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('negotiation.signText', { version: agreement.version })}</Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="contract-sign-hash">
            {agreement.hash}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              {t('negotiation.back')}
            </Button>
            {/* The dialog is rendered outside the form: the button names the form it submits. */}
            <Button type="submit" form="contract-sign-form" loading={busy} data-testid="contract-sign-confirm">
              {t('negotiation.signConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Form>
  );
}

function CommentForm({ commentKey, answer }: { commentKey: string; answer: Extract<AgreementActionAnswer, { ok: false }> | undefined }) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'comment';
  return (
    <Form method="post" noValidate data-testid="contract-comment-form">
      <input type="hidden" name={F.intent} value="comment" />
      <input type="hidden" name={F.key} value={commentKey} />
      <Stack gap="xs">
        {answer?.message && (
          <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="comment">
            {answer.message}
          </Alert>
        )}
        <Textarea
          name={F.comment}
          label={t('negotiation.commentLabel')}
          description={t('negotiation.commentHint')}
          defaultValue={answer?.values[F.comment]}
          error={answer?.fieldErrors[F.comment]}
          maxLength={AGREEMENT_LIMITS.comment}
          autosize
          minRows={2}
          data-testid="contract-comment"
        />
        <Group>
          <Button type="submit" variant="default" loading={busy} data-testid="contract-comment-submit">
            {t('negotiation.commentSubmit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
