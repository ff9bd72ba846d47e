// The buyer's review of an auction's sign-ups (docs/product/rules.md, "The live reverse auction"): a
// tab per review state with its count, each sign-up's supplier, contact, documents and verdict; a
// pending one approved at a press, or rejected with a reason in a dialog (a refusal shows there, with
// what was typed). The platform says until when a review may be made.
import { Alert, Anchor, Badge, Button, Group, List, Modal, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { BiddingActionAnswer, BiddingDetailView } from '#bff/bidding/buyer-views.ts';
import { BIDDING_LIMITS } from '#contract/schemas/bidding-rules.ts';
import type { BiddingSignUpRow, SignUpReview } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';
import { ScrollTable } from '../ScrollTable.tsx';

const REVIEWS: readonly SignUpReview[] = ['pending', 'approved', 'rejected'];
const COLOUR: Record<SignUpReview, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

type Props = { view: BiddingDetailView; answer: BiddingActionAnswer | undefined; reviewable: boolean };

export function BiddingSignUps({ view, answer, reviewable }: Props) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const { signUps } = view;
  const refused = answer && !answer.ok && answer.intent !== 'cancel' ? answer : undefined;
  const [rejecting, setRejecting] = useState<BiddingSignUpRow | null>(() =>
    refused?.intent === 'reject' && signUps.status === 'ok' ? (signUps.data.data.find((row) => row.id === refused.signUpId) ?? null) : null,
  );
  const counts = signUps.status === 'ok' ? signUps.data.reviewCounts : null;
  // The dialog closes once its sign-up is no longer pending (the rejection went through, the page read anew).
  const stillPending = (row: BiddingSignUpRow | null) =>
    row && signUps.status === 'ok' && signUps.data.data.some((current) => current.id === row.id && current.review === 'pending') ? row : null;
  const href = (review: SignUpReview | null) => `?id=${view.bidding.id}${review ? `&review=${review}` : ''}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="bidding-sign-ups" data-testid="bidding-sign-ups">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bidding-sign-ups">
          {t('signUps.title')}
        </Title>
        <nav aria-label={t('signUps.states')}>
          <Group gap="xs">
            {[null, ...REVIEWS].map((review) => (
              <Button
                key={review ?? 'all'}
                component={Link}
                to={href(review)}
                size="compact-sm"
                variant={view.review === review ? 'filled' : 'default'}
                aria-current={view.review === review ? 'page' : undefined}
                data-testid={`sign-up-tab-${review ?? 'all'}`}
              >
                {review ? `${t(`review.${review}`)} ${counts?.[review] ?? 0}` : t('signUps.all')}
              </Button>
            ))}
          </Group>
        </nav>
        {refused?.intent === 'approve' && refused.message && (
          <Alert color="red" role="alert" data-testid="bidding-action-error" data-intent="approve">
            {refused.message}
          </Alert>
        )}
        {signUps.status !== 'ok' ? (
          <Alert color="red" data-testid="sign-ups-error">
            {signUps.message}
          </Alert>
        ) : signUps.data.data.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="sign-ups-empty">
            {t('signUps.empty')}
          </Text>
        ) : (
          <ScrollTable minWidth={860} label={t('signUps.table')}>
            <Table verticalSpacing="sm" data-testid="sign-up-rows">
              <Table.Thead>
                <Table.Tr>
                  {(['supplier', 'contact', 'files', 'time', 'review', 'actions'] as const).map((column) => (
                    <Table.Th key={column}>{t(`signUps.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {signUps.data.data.map((row) => (
                  <Table.Tr key={row.id} data-testid="sign-up-row" data-id={row.id} data-review={row.review}>
                    <Table.Td fw={600}>{row.memberName}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.contactName}</Text>
                      <Text size="xs" c="dimmed">
                        {row.phone} · {row.email}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.address}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {row.files.length === 0 ? (
                        '—'
                      ) : (
                        <List size="sm">
                          {row.files.map((file) => (
                            <List.Item key={file.url}>
                              <Anchor href={linkableUrl(file.url) ?? undefined} target="_blank" rel="noopener noreferrer" size="sm">
                                {file.name}
                              </Anchor>
                            </List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(row.createTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
                    <Table.Td>
                      <Badge color={COLOUR[row.review]} variant="light" data-testid="sign-up-review">
                        {t(`review.${row.review}`)}
                      </Badge>
                      {row.reviewReason && (
                        <Text size="xs" c="dimmed">
                          {t('signUps.rejectedBecause', { reason: row.reviewReason })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {reviewable && row.review === 'pending' && (
                        <Group gap="xs" wrap="nowrap">
                          <Form method="post">
                            <input type="hidden" name="signUpId" value={row.id} />
                            <Button type="submit" name="intent" value="approve" size="compact-sm" data-testid="sign-up-approve">
                              {t('signUps.approve')}
                            </Button>
                          </Form>
                          <Button size="compact-sm" color="red" variant="light" onClick={() => setRejecting(row)} data-testid="sign-up-reject">
                            {t('signUps.reject')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
      <RejectDialog row={stillPending(rejecting)} answer={refused?.intent === 'reject' ? refused : undefined} onClose={() => setRejecting(null)} />
    </Paper>
  );
}

function RejectDialog({
  row,
  answer,
  onClose,
}: {
  row: BiddingSignUpRow | null;
  answer: Extract<BiddingActionAnswer, { ok: false }> | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('bidding');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reject';
  const title = t('signUps.rejectTitle', { name: row?.memberName ?? '' });
  return (
    <Modal opened={row !== null} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('signUps.keep') }}>
      {row && (
        <Form method="post" noValidate data-testid="sign-up-reject-dialog">
          <Stack gap="sm">
            {answer?.message && (
              <Alert color="red" role="alert" data-testid="bidding-action-error" data-intent="reject">
                {answer.message}
              </Alert>
            )}
            <input type="hidden" name="signUpId" value={row.id} />
            <Textarea
              name="reason"
              label={t('signUps.reason')}
              defaultValue={answer?.values.reason}
              error={answer?.fieldErrors.reason}
              required
              maxLength={BIDDING_LIMITS.reason}
              autosize
              minRows={2}
              data-autofocus
              data-testid="sign-up-reject-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('signUps.keep')}
              </Button>
              <Button type="submit" name="intent" value="reject" color="red" loading={busy} data-testid="sign-up-reject-submit">
                {t('signUps.reject')}
              </Button>
            </Group>
          </Stack>
        </Form>
      )}
    </Modal>
  );
}
