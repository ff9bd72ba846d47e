// What clicking an active card button does (docs/product.md#states-and-transitions): a visitor goes to log in; a supplier the
// buyer has not admitted is warned; otherwise the platform's lifecycle-stage check decides whether
// the action's page (card-action.ts actionTarget) opens in a new window or a warning explains why not.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { actionStep, actionTarget, actionVerb } from '#app/lib/card-action.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import { detailHref } from '#app/lib/sourcing-links.ts';
import type { LifecycleAnswer } from '#app/routes/resources.lifecycle.ts';
import { useNotify } from '../feedback/useNotify.ts';
import { useLayoutView } from '../layout/useLayoutView.ts';

export type ActionItem = { id: number; purchaseInquiryNo?: string; isSubMember: boolean; memberId: number; memberRoleId: number };

/** `detailLink`: where an item's detail page is (a shop's cards open its shop variant); the mall's by default. */
export function useCardAction(kind: SourcingKind, detailLink?: (kind: SourcingKind, id: number) => string) {
  const { t } = useTranslation('home');
  const { user, site, shopId } = useLayoutView();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const verb = actionVerb(kind);

  const act = useCallback(
    async (item: ActionItem) => {
      const step = actionStep(user !== null, item);
      if (step === 'login') return navigate(loginHref(pathname + search), { replace: true });
      if (step === 'notAdmitted') return notify(t(`warnings.notAdmitted.${verb}`), 'warning');

      setPendingId(item.id);
      try {
        const body = new FormData();
        body.set('memberId', String(item.memberId));
        body.set('roleId', String(item.memberRoleId));
        const response = await fetch('/resources/lifecycle', { method: 'POST', body, credentials: 'same-origin' });
        const answer = (await response.json()) as LifecycleAnswer;
        if (!answer.ok) {
          if (answer.loginRequired) return navigate(loginHref(pathname + search), { replace: true });
          return notify(answer.message, 'warning');
        }
        if (answer.allowed) {
          const detail = (id: number) => (detailLink ? detailLink(kind, id) : detailHref(kind, id, { mallId: site.mallId, shopId }));
          window.open(actionTarget(kind, item, detail), '_blank');
        } else notify(t(`warnings.stageForbids.${verb}`), 'warning');
      } catch {
        notify(t('warnings.checkFailed'), 'error');
      } finally {
        setPendingId(null);
      }
    },
    [kind, verb, user, detailLink, site.mallId, shopId, pathname, search, navigate, notify, t],
  );

  return { act, pendingId };
}
