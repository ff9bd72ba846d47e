// What changed from one version of a contract to another, row by row (docs/product/contracts.md):
// the basics, each line's quantity, delivery date and amount, each payment stage's fields (and stages
// added or removed), the delivery address, the text paragraph by paragraph, and the files added or
// removed. Values are text as the wire carries them (numbers as numbers are written, dates
// YYYY-MM-DD); the portal words the sections and fields. Pure.
import type { AgreementChange, AgreementTerms, PaymentStage } from '#contract/schemas.ts';

type Change = AgreementChange;

const money = (amount: number) => amount.toFixed(2);
const text = (value: string | number | null): string | null => (value === null ? null : String(value));

function compare(changes: Change[], where: Pick<Change, 'section' | 'key'>, field: string, before: string | null, after: string | null) {
  if (before !== after) changes.push({ ...where, field, before, after });
}

const stageFields = (stage: PaymentStage): Array<[string, string | null]> => [
  ['name', stage.name],
  ['ratio', String(stage.ratio)],
  ['amount', money(stage.amount)],
  ['condition', stage.condition],
  ['dueDate', stage.dueDate],
  ['payDay', text(stage.payDay)],
];

/** One line to show a whole stage that was added or removed. */
const stageSummary = (stage: PaymentStage) =>
  [stage.name, `${stage.ratio}%`, money(stage.amount), stage.condition, stage.dueDate ?? '', stage.payDay === null ? '' : String(stage.payDay)]
    .filter((part) => part !== '')
    .join(' · ');

/** The paragraphs of a text: its lines, without trailing blanks. */
const paragraphs = (value: string) =>
  value.trim() === ''
    ? []
    : value
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.trimEnd());

/** Beyond this many paragraphs removed or added, the middle of two texts is one changed row. */
export const MAX_EDITS = 1000;

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

/**
 * The paragraphs `a` and `b` keep in common, as pairs of their places in order (Myers' greedy
 * O((N+M)·D) diff, which keeps each round's frontier to trace the path back: D² numbers at most), or
 * null when they differ by more than `maxEdits` removals and additions.
 */
function commonPairs(a: readonly string[], b: readonly string[], maxEdits: number): Array<readonly [number, number]> | null {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(maxEdits, n + m);
  // frontier[k + offset]: the furthest x reached on diagonal k = x − y.
  const offset = limit + 1;
  const frontier = new Int32Array(2 * limit + 3);
  const rounds: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && frontier[offset + k - 1]! < frontier[offset + k + 1]!);
      let x = down ? frontier[offset + k + 1]! : frontier[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      frontier[offset + k] = x;
      if (x >= n && y >= m) {
        rounds.push(frontier.slice(offset - d, offset + d + 1));
        return tracedBack(rounds, n, m);
      }
    }
    rounds.push(frontier.slice(offset - d, offset + d + 1));
  }
  return null;
}

/** The diagonal moves of the path that ends at (n, m), from the frontiers of each round. */
function tracedBack(rounds: readonly Int32Array[], n: number, m: number): Array<readonly [number, number]> {
  const pairs: Array<readonly [number, number]> = [];
  let x = n;
  let y = m;
  for (let d = rounds.length - 1; d > 0; d--) {
    const before = rounds[d - 1]!;
    // Round d − 1 holds the diagonals −(d − 1) … d − 1.
    const at = (k: number) => before[k + d - 1]!;
    const k = x - y;
    const fromK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const fromX = at(fromK);
    const fromY = fromX - fromK;
    while (x > fromX && y > fromY) pairs.push([--x, --y]);
    x = fromX;
    y = fromY;
  }
  while (x > 0 && y > 0) pairs.push([--x, --y]);
  return pairs.reverse();
}

/**
 * The paragraph changes between two texts: the longest common run of paragraphs stays, and between
 * two kept paragraphs the removed and added ones pair up as changed (numbered as in the newer text),
 * the rest removed (numbered as in the older) or added. The common head and tail are set aside
 * first; the middle is compared by Myers' O(ND) diff, and when it differs in more than MAX_EDITS
 * paragraphs it is one changed row (a rewrite reads better whole than as thousands of rows).
 */
export function paragraphChanges(before: string, after: string): Change[] {
  const a = paragraphs(before);
  const b = paragraphs(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  if (middleA.length === 0 && middleB.length === 0) return [];
  const kept = commonPairs(middleA, middleB, MAX_EDITS);
  if (kept === null) {
    const key = String(head + 1);
    const joined = (part: string[]) => (part.length === 0 ? null : part.join('\n'));
    return [{ section: 'text', key, field: 'paragraph', before: joined(middleA), after: joined(middleB) }];
  }
  const changes: Change[] = [];
  const flush = (removed: number[], added: number[]) => {
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const from = removed[k];
      const to = added[k];
      const key = String(head + (k < paired ? to! : (to ?? from!)) + 1);
      changes.push({
        section: 'text',
        key,
        field: 'paragraph',
        before: from === undefined ? null : middleA[from]!,
        after: to === undefined ? null : middleB[to]!,
      });
    }
  };
  let i = 0;
  let j = 0;
  for (const [keptA, keptB] of [...kept, [middleA.length, middleB.length] as const]) {
    flush(range(i, keptA), range(j, keptB));
    i = keptA + 1;
    j = keptB + 1;
  }
  return changes;
}

/** The changes from `before` to `after`, in the order the contract reads: basics, lines, stages, delivery, text, attachments. */
export function termsChanges(before: AgreementTerms, after: AgreementTerms): Change[] {
  const changes: Change[] = [];
  for (const field of ['title', 'startDate', 'endDate'] as const)
    compare(changes, { section: 'basics', key: field }, field, before[field], after[field]);
  compare(changes, { section: 'basics', key: 'totalAmount' }, 'totalAmount', money(before.totalAmount), money(after.totalAmount));

  const linesBefore = new Map(before.lines.map((line) => [line.lineNo, line]));
  const linesAfter = new Map(after.lines.map((line) => [line.lineNo, line]));
  for (const lineNo of [...new Set([...linesBefore.keys(), ...linesAfter.keys()])].sort((x, y) => x - y)) {
    const [from, to] = [linesBefore.get(lineNo), linesAfter.get(lineNo)];
    const where = { section: 'line', key: String(lineNo) } as const;
    if (!from || !to) {
      compare(changes, where, 'line', from ? from.name : null, to ? to.name : null);
      continue;
    }
    compare(changes, where, 'quantity', String(from.quantity), String(to.quantity));
    compare(changes, where, 'deliveryDate', from.deliveryDate, to.deliveryDate);
    compare(changes, where, 'amount', money(from.amount), money(to.amount));
  }

  const stages = Math.max(before.paymentPlan.length, after.paymentPlan.length);
  for (let index = 0; index < stages; index++) {
    const [from, to] = [before.paymentPlan[index], after.paymentPlan[index]];
    const where = { section: 'stage', key: String(index + 1) } as const;
    if (!from || !to) {
      compare(changes, where, 'stage', from ? stageSummary(from) : null, to ? stageSummary(to) : null);
      continue;
    }
    const fieldsAfter = new Map(stageFields(to));
    for (const [field, value] of stageFields(from)) compare(changes, where, field, value, fieldsAfter.get(field) ?? null);
  }

  compare(changes, { section: 'delivery', key: 'deliveryAddress' }, 'deliveryAddress', before.deliveryAddress, after.deliveryAddress);
  changes.push(...paragraphChanges(before.text, after.text));

  const filesBefore = new Map(before.attachments.map((file) => [file.fileId, file.name]));
  const filesAfter = new Map(after.attachments.map((file) => [file.fileId, file.name]));
  for (const [fileId, name] of filesBefore) {
    if (!filesAfter.has(fileId)) changes.push({ section: 'attachments', key: String(fileId), field: 'file', before: name, after: null });
  }
  for (const [fileId, name] of filesAfter) {
    if (!filesBefore.has(fileId)) changes.push({ section: 'attachments', key: String(fileId), field: 'file', before: null, after: name });
  }
  return changes;
}
