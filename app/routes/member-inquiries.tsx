// The buyer's inquiries (docs/decisions/017-rfq-sealed-quotes-and-currency.md): states, counts,
// filters and page in the URL; a new one from here.
import { loadInquiryList } from '#bff/rfq.server.ts';
import { InquiryListPage } from '../components/rfq/InquiryListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-inquiries.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadInquiryList(request, getLocale(context));
  return { ...view, title: getInstance(context).t('rfq:list.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  return <InquiryListPage view={loaderData} />;
}
