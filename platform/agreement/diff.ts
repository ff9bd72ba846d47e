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

/**
 * The paragraph changes between two texts: the longest common run of paragraphs stays, and between
 * two kept paragraphs the removed and added ones pair up as changed (numbered as in the newer text),
 * the rest removed (numbered as in the older) or added.
 */
export function paragraphChanges(before: string, after: string): Change[] {
  const a = paragraphs(before);
  const b = paragraphs(after);
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const changes: Change[] = [];
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const from = removed[k];
      const to = added[k];
      const key = String((k < paired ? to! : (to ?? from!)) + 1);
      changes.push({
        section: 'text',
        key,
        field: 'paragraph',
        before: from === undefined ? null : a[from]!,
        after: to === undefined ? null : b[to]!,
      });
    }
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      added.push(j++);
    } else {
      removed.push(i++);
    }
  }
  flush();
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
