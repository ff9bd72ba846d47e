// After the close, the auction's log as this bidder may download it, and its verification in the page
// with the verifier the platform's script uses (contract/bidding-log.ts; docs/product/rules.md, "The
// live reverse auction"): every hash of the chain recomputed and the ranking recomputed from the entries.
// A log file the bidder holds (downloaded earlier, or handed on to someone else) is checked here too,
// read in the browser and never sent anywhere. The file is validated with the contract's own schema:
// the verifier's module builds it anyway, so it costs the page's bundle nothing more.
import { Alert, Button, Group, Input, Paper, Stack, Table, Title } from '@mantine/core';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiddingRoomView } from '#bff/bidding/bid-views.ts';
import { BiddingLog, type BiddingLogVerdict, type BiddingRank, verifyBiddingLog } from '#contract/bidding-log.ts';

export function BiddingLogCheck({ log }: { log: NonNullable<BiddingRoomView['log']> }) {
  const { t } = useTranslation('biddingBid');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-log-title" data-testid="bidding-log">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bidding-log-title">
          {t('room.log')}
        </Title>
        {log.status === 'error' ? (
          <Alert color="red" role="alert" data-testid="bidding-log-error">
            {log.message || t('room.logUnavailable')}
          </Alert>
        ) : (
          <Check log={log.data} />
        )}
        <FileCheck />
      </Stack>
    </Paper>
  );
}

function Check({ log }: { log: BiddingLog }) {
  const { t } = useTranslation('biddingBid');
  const [verdict, setVerdict] = useState<BiddingLogVerdict | null>(null);
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(log, null, 2))}`;
  return (
    <>
      <Group gap="sm">
        <Button component="a" href={href} download={`bidding-log-${log.biddingNo}.json`} variant="default" data-testid="bidding-log-download">
          {t('room.download')}
        </Button>
        <Button onClick={() => void verifyBiddingLog(log).then(setVerdict)} data-testid="bidding-log-verify">
          {t('room.verify')}
        </Button>
      </Group>
      {verdict && (
        <Alert color={verdict.ok ? 'green' : 'red'} role="status" data-testid="bidding-log-verdict" data-ok={verdict.ok}>
          {verdict.ok ? t('room.verifyOk') : t('room.verifyFail', { seq: verdict.brokenAt ?? '—' })}
        </Alert>
      )}
      {verdict && <ResultTable ranking={verdict.ranking} own={log.own} testId="bidding-log-result" />}
    </>
  );
}

function ResultTable({ ranking, own, testId }: { ranking: BiddingRank[]; own: string | null; testId: string }) {
  const { t } = useTranslation('biddingBid');
  return (
    <Table data-testid={testId} aria-label={t('room.result')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('room.position')}</Table.Th>
          <Table.Th>{t('room.bidder')}</Table.Th>
          <Table.Th>{t('room.price')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ranking.map((line) => (
          <Table.Tr key={line.bidder} data-own={line.bidder === own || undefined}>
            <Table.Td>{line.rank}</Table.Td>
            <Table.Td>{line.bidder === own ? `${line.bidder} (${t('room.you')})` : line.bidder}</Table.Td>
            <Table.Td>{line.price}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What checking a chosen file found: not JSON, JSON that is not a log (where it first departs), or the verifier's verdict. */
export type LogFileCheck =
  | { kind: 'notJson' }
  | { kind: 'notLog'; where: string }
  | { kind: 'unreadable' }
  | { kind: 'verdict'; log: BiddingLog; verdict: BiddingLogVerdict };

/** Checks a log file's text as the script does (scripts/verify-bidding-log.ts): parse, validate, verify. */
export async function checkLogFile(text: string): Promise<LogFileCheck> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'notJson' };
  }
  const parsed = BiddingLog.safeParse(data);
  if (!parsed.success) return { kind: 'notLog', where: parsed.error.issues[0]?.path.join('.') || '—' };
  return { kind: 'verdict', log: parsed.data, verdict: await verifyBiddingLog(parsed.data) };
}

/** Why a file fails: the chain, the ranking, or that it is not a log at all. */
function reasonOf(check: LogFileCheck): string | undefined {
  if (check.kind !== 'verdict') return check.kind;
  if (check.verdict.brokenAt !== null) return 'chain';
  return check.verdict.rankingMatches ? undefined : 'ranking';
}

/** The verdict on one chosen file, with the result recomputed from it. */
export function LogFileVerdict({ name, check }: { name: string; check: LogFileCheck }) {
  const { t } = useTranslation('biddingBid');
  const ok = check.kind === 'verdict' && check.verdict.ok;
  let text: string;
  if (check.kind === 'notJson') text = t('logFile.notJson', { name });
  else if (check.kind === 'notLog') text = t('logFile.notLog', { name, where: check.where });
  else if (check.kind === 'unreadable') text = t('logFile.unreadable', { name });
  else {
    const { log, verdict } = check;
    const facts = { name, no: log.biddingNo, count: log.entries.length, seq: verdict.brokenAt };
    const chainHolds = verdict.brokenAt === null;
    if (verdict.ok) text = t('logFile.ok', facts);
    else if (!chainHolds && !verdict.rankingMatches) text = t('logFile.bothFail', facts);
    else text = chainHolds ? t('logFile.rankingDiffers', facts) : t('logFile.chainBroken', facts);
  }
  return (
    <Stack gap="sm">
      {/* The live region around it announces the verdict: an alert's own role would announce it twice. */}
      <Alert color={ok ? 'green' : 'red'} role="group" data-testid="bidding-log-file-verdict" data-ok={ok} data-reason={reasonOf(check)}>
        {text}
      </Alert>
      {check.kind === 'verdict' && <ResultTable ranking={check.verdict.ranking} own={check.log.own} testId="bidding-log-file-result" />}
    </Stack>
  );
}

/** "Check a log file": a file the bidder chooses, read in the browser and verified like the room's own log. */
function FileCheck() {
  const { t } = useTranslation('biddingBid');
  const id = useId();
  const [checked, setChecked] = useState<{ name: string; check: LogFileCheck } | null>(null);
  // Only the latest choice may show its verdict, however the reads of earlier ones finish.
  const latest = useRef(0);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const turn = ++latest.current;
    setChecked(null);
    if (!file) return;
    void file
      .text()
      .then(checkLogFile, (): LogFileCheck => ({ kind: 'unreadable' }))
      .catch((): LogFileCheck => ({ kind: 'unreadable' }))
      .then((check) => {
        if (turn === latest.current) setChecked({ name: file.name, check });
      });
    // Emptied so that choosing the same file again (edited meanwhile) checks it again; the verdict names it.
    input.value = '';
  };
  return (
    <Stack gap="sm">
      <Input.Wrapper id={id} label={t('logFile.label')} description={t('logFile.hint')}>
        <input
          id={id}
          type="file"
          accept="application/json,.json"
          aria-describedby={`${id}-description`}
          onChange={choose}
          data-testid="bidding-log-file"
          style={{ display: 'block', maxWidth: '100%', marginTop: 4 }}
        />
      </Input.Wrapper>
      {/* Present before any file is chosen, so that screen readers announce the verdict that fills it. */}
      <div aria-live="polite" aria-atomic="true">
        {checked && <LogFileVerdict name={checked.name} check={checked.check} />}
      </div>
    </Stack>
  );
}
