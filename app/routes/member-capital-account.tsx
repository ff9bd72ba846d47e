// The capital account (docs/product/member-side.md#member-centre): balance, frozen, total, and the ledger.
import { loadCapitalAccount } from '#bff/member/centre.server.ts';
import { CapitalAccountPage } from '../components/member/CapitalAccountPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-capital-account.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadCapitalAccount(request, getLocale(context));
  return { ...view, title: getInstance(context).t('member:capital.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function CapitalAccount({ loaderData }: Route.ComponentProps) {
  return <CapitalAccountPage view={loaderData} />;
}
