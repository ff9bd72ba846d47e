// The buyer's inquiries (docs/product/member-side.md#inquiries): states, counts,
// filters and page in the URL; a new one from here.
import { loadInquiryList } from '#bff/inquiry/list.server.ts';
import { InquiryListPage } from '../components/inquiry/InquiryListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-inquiries.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadInquiryList(request, getLocale(context));
  return { ...view, title: getInstance(context).t('inquiry:list.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  return <InquiryListPage view={loaderData} />;
}
