// A contract's printable document (rendered on the server, in English): once signed, the signed
// version's whole hash at its head and foot, when and by whom each side signed that version (an
// earlier confirmation of another version does not count), the lines and plan; before signing, the
// current version marked as a draft, nobody's signature.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeOf, countOf, renderUnder, translations } from '#tests/support/render-page.tsx';
import { ContractDocument } from './ContractDocument.tsx';
import { agreement, documentView, HASH_1, HASH_2, signed } from './contract-fixture.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const render = (view: ReturnType<typeof documentView>) => renderUnder(i18n, 'member-contract-document', view, <ContractDocument view={view} />);
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const textsTo = (html: string, testId: string, tag: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</${tag}>`, 'gs'))].map((m) => plain(m[1]!).trim());

describe('the contract document', () => {
  it('signed: the hash at head and foot, each side’s signature of the signed version, the lines and the plan, a print button', () => {
    const html = render(documentView(signed('supplier')));
    expect(attributeOf(html, 'contract-document', 'data-draft')).toEqual(['false']);
    expect(countOf(html, 'contract-document-watermark')).toBe(0);
    expect(textsTo(html, 'contract-document-hash', 'dd')).toEqual([HASH_2]);
    expect(textsTo(html, 'contract-document-footer', 'footer')).toEqual([`Contract HT20300101000009, version 2 SHA-256: ${HASH_2}`]);
    expect(textsTo(html, 'contract-document-signature', 'section')).toEqual([
      'Buyer : Sino Buyer Ltd Signed by Li Lei on 2030-01-03 10:00',
      'Supplier : Acme Pumps Signed by Han Mei on 2030-01-02 10:00',
    ]);
    expect(textsTo(html, 'contract-document-signed-at', 'dd')).toEqual(['2030-01-03 10:00']);
    expect(countOf(html, 'contract-document-line')).toBe(2);
    expect(textsTo(html, 'contract-document-total', 'dd')).toEqual(['CN¥12,000.00']);
    expect(countOf(html, 'contract-document-print')).toBe(1);
    expect(attributeOf(html, 'contract-document-back', 'href')).toEqual(['/memberCenter/contract/detail?id=9']);
  });

  it('before signing: a draft of the current version with its hash, nobody signed', () => {
    const html = render(documentView(agreement()));
    expect(attributeOf(html, 'contract-document', 'data-draft')).toEqual(['true']);
    expect(countOf(html, 'contract-document-watermark')).toBe(1);
    expect(plain(html)).toContain('Draft, not signed');
    expect(textsTo(html, 'contract-document-hash', 'dd')).toEqual([HASH_1]);
    expect(textsTo(html, 'contract-document-signature', 'section').map((text) => text.endsWith('Not signed'))).toEqual([true, true]);
    expect(html).toContain('&lt;b&gt;Warranty&lt;/b&gt;');
  });
});
