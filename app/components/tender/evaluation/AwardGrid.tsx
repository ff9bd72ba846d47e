// The award grid (docs/decisions/022-tender-evaluation.md): rows are the tender's material lines,
// columns the valid bids in the report's order (the first-ranked first); each cell takes the percent
// of the line that goes to that bid, each line's percents totalling 100. The whole tender goes to one
// bid at a press (the first, by default). Anything but the whole tender to the first-ranked bid needs
// a reason. The winning announcement's and the winning notice's files go with it. A line whose
// percents do not total 100 says so in its row, and the award button, held back, says why.
import { Alert, Badge, Button, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { EVALUATION_FIELD as F, type EvaluationFailure, shareField } from '#bff/tender/evaluation-views.ts';
import type { TenderEvaluationPage } from '#contract/schemas.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { postedFormFiles } from '../../forms/form-files.ts';
import { UploadField } from '../../forms/UploadField.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';

type Props = { page: TenderEvaluationPage; awardKey: string; answer: EvaluationFailure | undefined };

const hundredths = (text: string) => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : Math.round(value * 100);
};

export function AwardGrid({ page, awardKey, answer }: Props) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  const navigation = useNavigation();
  const materiels = page.tender.materiels;
  const ranking = page.report?.ranking ?? page.ranking;
  const bids = ranking.map((r) => ({ ...r, lines: page.opening?.bids.find((b) => b.bidId === r.bidId)?.lines ?? [] }));
  const first = bids[0]?.bidId;
  const wholeTo = (bidId: number | undefined) =>
    Object.fromEntries(materiels.flatMap((m) => bids.map((b) => [shareField(m.id, b.bidId), b.bidId === bidId ? '100' : ''])));
  const [ratios, setRatios] = useState<Record<string, string>>(() => {
    const posted = Object.entries(answer?.values ?? {}).flatMap(([name, value]) =>
      name.startsWith('share.') && value !== undefined ? [[name, value]] : [],
    );
    return posted.length > 0 ? { ...wholeTo(undefined), ...Object.fromEntries(posted) } : wholeTo(first);
  });
  const lineTotal = (materielId: number) => bids.reduce((sum, b) => sum + hundredths(ratios[shareField(materielId, b.bidId)] ?? ''), 0);
  const wholeToFirst = materiels.every((m) => hundredths(ratios[shareField(m.id, first ?? 0)] ?? '') === 10_000);
  // The evaluation page names no currency before the award: the tender's bids are in the site's (DEFAULT_CURRENCY).
  const money = (amount: number) => formatAmount(amount, null, locale);
  const linesOff = materiels.filter((m) => lineTotal(m.id) !== 10_000).length;
  return (
    <Form method="post" noValidate data-testid="award-form">
      <input type="hidden" name={F.intent} value="award" />
      <input type="hidden" name={F.mode} value="split" />
      <input type="hidden" name={F.key} value={answer?.key ?? awardKey} />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('award.hint')}
        </Text>
        {answer?.fieldErrors[F.shares] && (
          <Alert color="red" role="alert" data-testid="award-shares-error">
            {answer.fieldErrors[F.shares]}
          </Alert>
        )}
        <ScrollTable minWidth={260 + bids.length * 170} label={t('award.title')}>
          <Table withColumnBorders data-testid="award-grid">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('award.line')}</Table.Th>
                {bids.map((bid) => (
                  <Table.Th key={bid.bidId} data-testid="award-bid" data-bid={bid.bidId}>
                    <Stack gap={2}>
                      <Group gap={4}>
                        <Badge size="xs" variant="light" color={bid.rank === 1 ? 'green' : 'gray'}>
                          {t('award.rank', { rank: bid.rank })}
                        </Badge>
                        <Text size="sm" fw={700}>
                          {bid.supplier.name}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {money(bid.totalAmount)}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setRatios(wholeTo(bid.bidId))}
                        aria-label={t('award.wholeTo', { name: bid.supplier.name })}
                        data-testid="award-whole"
                      >
                        {t('award.whole')}
                      </Button>
                    </Stack>
                  </Table.Th>
                ))}
                <Table.Th>{t('award.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {materiels.map((m) => {
                const total = lineTotal(m.id);
                return (
                  <Table.Tr key={m.id} data-testid="award-line" data-materiel={m.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {m.code} {m.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {m.count} {m.unit}
                      </Text>
                    </Table.Td>
                    {bids.map((bid) => {
                      const name = shareField(m.id, bid.bidId);
                      const price = bid.lines.find((l) => l.materielId === m.id)?.price;
                      const ratio = hundredths(ratios[name] ?? '');
                      const quantity = Math.round((m.count * 1000 * ratio) / 10_000) / 1000;
                      return (
                        <Table.Td key={bid.bidId}>
                          <Stack gap={2}>
                            <Text size="xs">{price === undefined ? '—' : t('award.unitPrice', { price: money(price) })}</Text>
                            <TextInput
                              name={name}
                              value={ratios[name] ?? ''}
                              onChange={(event) => {
                                const value = event.currentTarget.value;
                                setRatios((now) => ({ ...now, [name]: value }));
                              }}
                              inputMode="decimal"
                              size="xs"
                              rightSection="%"
                              aria-label={t('award.ratioFor', { line: m.name, name: bid.supplier.name })}
                              error={answer?.fieldErrors[name]}
                              data-testid="award-ratio"
                            />
                            {ratio > 0 && price !== undefined && (
                              <Text size="xs" c="dimmed">
                                {t('award.share', { quantity, amount: money(Math.round(quantity * price * 100) / 100) })}
                              </Text>
                            )}
                          </Stack>
                        </Table.Td>
                      );
                    })}
                    <Table.Td data-testid="award-line-total" data-total={total / 100} c={total === 10_000 ? undefined : 'red'}>
                      <Text size="sm" fw={total === 10_000 ? undefined : 700} inherit>
                        {total / 100}%
                      </Text>
                      {total !== 10_000 && (
                        <Text size="xs" inherit data-testid="award-line-off">
                          {t('award.lineOff')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Textarea
          name={F.reason}
          label={t('award.reason')}
          description={t(wholeToFirst ? 'award.reasonOptional' : 'award.reasonRequired')}
          required={!wholeToFirst}
          defaultValue={answer?.values[F.reason] ?? ''}
          error={answer?.fieldErrors[F.reason]}
          maxLength={REASON_MAX}
          autosize
          minRows={2}
          data-testid="award-reason"
        />
        <UploadField
          name={F.announceFiles}
          encoding="refs"
          max={TENDER_LIMITS.files}
          texts={{ label: t('award.announceFiles'), add: t('files.add'), remove: (name) => t('files.remove', { name }) }}
          initial={postedFormFiles(answer?.values[F.announceFiles]) ?? []}
          testIds={{ field: 'award-announce-files', file: 'award-announce-file', add: 'award-announce-add' }}
        />
        <UploadField
          name={F.winNoticeFiles}
          encoding="refs"
          max={TENDER_LIMITS.files}
          texts={{ label: t('award.winNoticeFiles'), add: t('files.add'), remove: (name) => t('files.remove', { name }) }}
          initial={postedFormFiles(answer?.values[F.winNoticeFiles]) ?? []}
          testIds={{ field: 'award-notice-files', file: 'award-notice-file', add: 'award-notice-add' }}
        />
        <Group>
          <Button
            type="submit"
            loading={navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'award'}
            disabled={linesOff > 0}
            aria-describedby={linesOff > 0 ? 'award-blocked' : undefined}
            data-testid="award-submit"
          >
            {t('award.submit')}
          </Button>
          {linesOff > 0 && (
            <Text size="sm" c="red" id="award-blocked" data-testid="award-blocked">
              {t('award.blocked', { count: linesOff })}
            </Text>
          )}
        </Group>
      </Stack>
    </Form>
  );
}
