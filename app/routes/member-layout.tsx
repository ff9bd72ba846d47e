// The member centre's frame around every /memberCenter page (docs/product/member-side.md#member-centre):
// a visitor is sent to log in and brought back (the middleware, before any loader); the platform's
// 1101 on the member's call does the same (bff/member/session.server.ts).
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { loadMemberFrame, requireSession } from '#bff/member/session.server.ts';
import { StatusPage, statusOf } from '../components/feedback/StatusPage.tsx';
import { MemberLayout } from '../components/member/MemberLayout.tsx';
import { LiveMessages } from '../components/messages/LiveMessages.tsx';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-layout.ts';

export const middleware: Route.MiddlewareFunction[] = [({ request }) => requireSession(request)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMemberFrame(request, getLocale(context));
}

export default function MemberLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MemberLayout frame={loaderData}>
      <Outlet />
      <LiveMessages userId={loaderData.user.userId} />
    </MemberLayout>
  );
}

/** A page that cannot be shown keeps the member centre's frame around the message when the frame could be loaded. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const frame = useRouteLoaderData<typeof loader>('member-layout');
  const { kind, status } = statusOf(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  const title = <title>{t(`${kind}.title`)}</title>;
  if (!frame) {
    return (
      <>
        {title}
        <StatusPage kind={kind} status={status} />
      </>
    );
  }
  return (
    <MemberLayout frame={frame}>
      {title}
      <StatusPage kind={kind} status={status} inLayout />
    </MemberLayout>
  );
}
