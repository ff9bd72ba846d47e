// The shop favourite toggle (docs/product.md#states-and-transitions): add or cancel, showing the platform's message; a visitor
// is sent to log in first. The state shown is the platform's answer, kept here until the next page.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Shop } from '#contract/schemas.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import type { CollectAnswer } from '#app/routes/resources.shop-collect.ts';
import { useNotify } from '../feedback/useNotify.ts';

export function ShopFavouriteToggle({ shop, signedIn }: { shop: Shop; signedIn: boolean }) {
  const { t } = useTranslation('shop');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [collected, setCollected] = useState(shop.collectStatus);
  const [pending, setPending] = useState(false);

  async function toggle() {
    if (!signedIn) return navigate(loginHref(pathname + search), { replace: true });
    setPending(true);
    try {
      const body = new FormData();
      body.set('shopId', String(shop.id));
      body.set('status', String(!collected));
      const response = await fetch('/resources/shop-collect', { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await response.json()) as CollectAnswer;
      if (!answer.ok) {
        if (answer.loginRequired) return navigate(loginHref(pathname + search), { replace: true });
        return notify(answer.message, 'info');
      }
      setCollected(answer.collectStatus);
      notify(answer.message, 'success');
    } catch {
      notify(t('favourite.failed'), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      size="xs"
      variant={collected ? 'light' : 'outline'}
      color={collected ? 'orange' : 'blue'}
      loading={pending}
      aria-pressed={collected}
      onClick={toggle}
      data-testid="shop-favourite"
      data-state={collected ? 'collected' : 'notCollected'}
    >
      {t(collected ? 'favourite.cancel' : 'favourite.add')}
    </Button>
  );
}
