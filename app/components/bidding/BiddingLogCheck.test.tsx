// The log verifier of the bidding room as a bidder reads it (rendered on the server, in English): the
// "check a log file" input with its visible label, and the verdict on a file's text run through the same
// steps the page runs on a chosen file (parse, validate, verify): a real log built as the platform builds
// it verifies, with its ranking; one altered amount breaks the chain at its entry; a forged ranking, a
// file that is not JSON and JSON that is not a log each say so.
import { createHash } from 'node:crypto';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BiddingLog, type BiddingLogEntry, canonicalEntry, GENESIS_HASH, rankingOf } from '#contract/bidding-log.ts';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { BiddingLogCheck, checkLogFile, LogFileVerdict } from './BiddingLogCheck.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nOptions, lng: 'en-US', resources });
});

function render(node: ReactNode): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );
}

/** The verdict as the page shows it for a file named `name` holding `text`. */
async function verdictOf(text: string, name = 'bidding-log-JJ20300001.json'): Promise<string> {
  return render(<LogFileVerdict name={name} check={await checkLogFile(text)} />);
}

/** A log as the platform journals it (platform/bidding/journal.ts): each hash over the previous one and the canonical entry. */
function logOf(rows: Array<[string, string, boolean]>): BiddingLog {
  let previous = GENESIS_HASH;
  const entries: BiddingLogEntry[] = rows.map(([bidder, price, accepted], index) => {
    const entry = { seq: index + 1, bidder, price, receivedAt: 1_000 + index, accepted, code: accepted ? null : 60157, closeTime: 9_000 };
    const hash = createHash('sha256')
      .update(previous + canonicalEntry(entry))
      .digest('hex');
    const full = { ...entry, prevHash: previous, hash };
    previous = hash;
    return full;
  });
  return { biddingId: 7, biddingNo: 'JJ20300001', entries, ranking: rankingOf(entries), own: 'B2' };
}

const log = logOf([
  ['B1', '9900.00', true],
  ['B2', '9800.00', true],
  ['B1', '9800.00', false],
  ['B3', '9700.00', true],
]);
const file = (value: unknown) => JSON.stringify(value, null, 2);
const verdictTag = (html: string) => html.match(/<div[^>]*data-testid="bidding-log-file-verdict"[^>]*>/)?.[0] ?? '';

describe('BiddingLogCheck', () => {
  it('offers a labelled JSON file input, with its hint, beside the room’s own log', () => {
    const html = render(<BiddingLogCheck log={{ status: 'ok', data: log }} />);
    const input = html.match(/<input[^>]*data-testid="bidding-log-file"[^>]*>/)?.[0] ?? '';
    expect(input).toContain('type="file"');
    expect(input).toContain('accept="application/json,.json"');
    const id = input.match(/ id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain('>Check a log file<');
    expect(input).toContain(`aria-describedby="${id}-description"`);
    expect(html).toContain(`id="${id}-description"`);
    expect(html).toContain('your browser checks it and sends it nowhere');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('bidding-log-file-verdict');
  });

  it('verifies a downloaded log file and shows the result recomputed from it, the reader’s own alias marked', async () => {
    const html = await verdictOf(file(log));
    expect(verdictTag(html)).toContain('data-ok="true"');
    expect(html).toContain(
      'OK: bidding-log-JJ20300001.json, auction JJ20300001: the chain of 4 entries holds and the ranking is the one the log states.',
    );
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => row[1]?.replace(/<[^>]+>/g, '|'));
    expect(rows.slice(1).map((row) => row?.split('|').filter(Boolean))).toEqual([
      ['1', 'B3', '9700.00'],
      ['2', 'B2 (you)', '9800.00'],
      ['3', 'B1', '9900.00'],
    ]);
  });

  it('fails a log with one altered amount at the entry altered, and says when the ranking moved with it', async () => {
    const alter = (seq: number, price: string) => ({ ...log, entries: log.entries.map((e) => (e.seq === seq ? { ...e, price } : e)) });
    const accepted = await verdictOf(file(alter(2, '9799.00')));
    expect(verdictTag(accepted)).toContain('data-ok="false"');
    expect(verdictTag(accepted)).toContain('data-reason="chain"');
    expect(accepted).toContain(
      'FAIL: bidding-log-JJ20300001.json, auction JJ20300001: the chain breaks at entry 2, and the ranking the log states is not the one its bids make.',
    );
    const refused = await verdictOf(file(alter(3, '9600.00')));
    expect(verdictTag(refused)).toContain('data-ok="false"');
    expect(refused).toContain('FAIL: bidding-log-JJ20300001.json, auction JJ20300001: the chain breaks at entry 3.');
  });

  it('fails a log whose stated ranking its bids do not make', async () => {
    const html = await verdictOf(file({ ...log, ranking: [...log.ranking].reverse() }));
    expect(verdictTag(html)).toContain('data-ok="false"');
    expect(verdictTag(html)).toContain('data-reason="ranking"');
    expect(html).toContain('the chain holds, but the ranking the log states is not the one its bids make.');
  });

  it('says a file is not JSON, or is JSON but not a log, without checking it', async () => {
    const notJson = await verdictOf('price,9700.00', 'bids.csv');
    expect(verdictTag(notJson)).toContain('data-ok="false"');
    expect(notJson).toContain('bids.csv is not a JSON file: choose the log downloaded from an auction room.');
    expect(notJson).not.toContain('bidding-log-file-result');

    const wrong = { ...log, entries: log.entries.map((e) => (e.seq === 3 ? { ...e, price: 9800 } : e)) };
    const notLog = await verdictOf(file(wrong), 'log.json');
    expect(verdictTag(notLog)).toContain('data-reason="notLog"');
    expect(notLog).toContain('log.json is not an auction log (it departs from one at entries.2.price).');
  });
});
