// What an event of a contract's record says besides its kind (docs/product/contracts.md): the record
// keeps each event's detail as structured data; the wire carries it as one language-neutral text
// (a version v2, a line or stage #1 — or the lines or stages an overdue flag lists, #1 #3 —, a
// quantity, an amount with its currency, the start of a hash, the comment or reason as written), and
// the portal words the kind. Pure.

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
const numberIn = (detail: Record<string, unknown>, key: string): number | null => {
  const value = detail[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const textIn = (detail: Record<string, unknown>, key: string): string | null => {
  const value = detail[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The numbers (`key`: lineNo or stageNo) of the items a list in the detail names, as #1 #3; null without any. */
const listedIn = (detail: Record<string, unknown>, list: string, key: string): string | null => {
  const items = detail[list];
  if (!Array.isArray(items)) return null;
  const numbers = items.map((item) => (typeof item === 'object' && item !== null ? numberIn(item as Record<string, unknown>, key) : null));
  const known = numbers.filter((n): n is number => n !== null);
  return known.length === 0 ? null : known.map((n) => `#${n}`).join(' ');
};

/** The event's detail as one line: its figures first, then its comment or reason. */
export function eventText(detail: Record<string, unknown>, currency: string): string {
  const version = numberIn(detail, 'version');
  const lineNo = numberIn(detail, 'lineNo');
  const stageNo = numberIn(detail, 'stageNo');
  const quantity = numberIn(detail, 'quantity');
  const amount = numberIn(detail, 'amount') ?? numberIn(detail, 'totalAmount');
  const hash = textIn(detail, 'hash');
  const parts = [
    version === null ? null : `v${version}`,
    lineNo === null ? null : `#${lineNo}`,
    stageNo === null ? null : `#${stageNo}`,
    listedIn(detail, 'lines', 'lineNo'),
    listedIn(detail, 'stages', 'stageNo'),
    quantity === null ? null : `×${quantity}`,
    amount === null ? null : money(amount, currency),
    hash === null ? null : hash.slice(0, 12),
    textIn(detail, 'comment'),
    textIn(detail, 'reason'),
  ];
  return parts.filter((part) => part !== null).join(' · ');
}
