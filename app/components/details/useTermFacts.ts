// The commercial terms an inquiry and a competitive bid share (offer, payment, taxes, logistics,
// packing, other requirements), as labelled facts.
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiddingDetail, InquiryDetail } from '#contract/schemas.ts';
import type { Fact } from './FactList.tsx';
import { TextBlock } from './TextBlock.tsx';

const TERMS = ['offer', 'paymentType', 'taxes', 'logistics', 'packRequire', 'otherRequire'] as const;

export function useTermFacts(detail: Pick<InquiryDetail | BiddingDetail, (typeof TERMS)[number]>): Fact[] {
  const { t } = useTranslation('detail');
  return TERMS.map((key) => ({ key, label: t(`terms.${key}`), value: detail[key] ? createElement(TextBlock, { text: detail[key] }) : '' }));
}
