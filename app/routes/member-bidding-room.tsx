// The bidding room of one auction (?id=; docs/product/rules.md, "The live reverse auction"): the rule
// sheet, the server's countdown, what the rules let the bidder see, its bids and the form; the buyer
// watches the same room with every bid and bidder (biddingRoomHref). Kept current by the room's live
// events; after the close the log to download and verify. "Refresh" re-reads the room.
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { biddingBidAction, loadBiddingRoom } from '#bff/bidding/room.server.ts';
import { BiddingRoomPage } from '../components/bidding/BiddingRoomPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-bidding-room.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBiddingRoom(request, getLocale(context));
  const title = getInstance(context).t('biddingBid:room.title');
  return { ...view, title: view.room.status === 'ok' ? `${title} · ${view.room.data.details}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await biddingBidAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return answer.ok ? answer : data(answer, { status: 400 });
}

export default function BiddingRoom({ loaderData, actionData }: Route.ComponentProps) {
  return <BiddingRoomPage view={loaderData} answer={actionData} />;
}

/** Not signed up, another's, or a draft: the platform's 404; a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('biddingBid');
  return <SidePageError error={error} heading={t('room.title')} />;
}
