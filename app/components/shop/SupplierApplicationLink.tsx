// The 'apply to become a warehoused supplier' link (docs/product.md#routes-and-layouts, #roles-and-permissions), driven by the platform's check
// (show, value, validateId): absent unless show allows; an application already made opens in its
// detail, else the apply page for this shop's buyer. Streams in after the shop card.
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopFrame } from '#bff/views.ts';
import type { Shop } from '#contract/schemas.ts';
import { supplierApplicationHref } from '#app/lib/member-centre.ts';
import { StreamedPart } from '../lists/StreamedPart.tsx';

type Props = { shop: Shop; application: ShopFrame['application'] };

export function SupplierApplicationLink({ shop, application }: Props) {
  const { t } = useTranslation('shop');
  return (
    <StreamedPart value={application} fallback={null}>
      {(check) => {
        if (check.status !== 'ok' || !check.data.show) return null;
        const { value, validateId } = check.data;
        return (
          <Anchor
            component={Link}
            to={supplierApplicationHref({ validateId }, { memberId: shop.memberId, roleId: shop.roleId })}
            size="sm"
            fw={600}
            data-testid="shop-apply-link"
            data-state={value ?? 'notApplied'}
            data-validate-id={validateId ?? undefined}
          >
            {t(`apply.${validateId === null ? 'notApplied' : (value ?? 'notApplied')}`)}
          </Anchor>
        );
      }}
    </StreamedPart>
  );
}
