// The document: Mantine (SSR-safe), the language of the request, and the error pages every route
// falls back to. The i18n middleware runs first for every matched route.
// Mantine's core styles, per component (app/mantine-styles.ts); the other packages' after them.
import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { Notifications } from './components/feedback/Notifications.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '#contract/lang.ts';
import type { Route } from './+types/root.ts';
import { StatusPage, statusOf } from './components/feedback/StatusPage.tsx';
import { NOTIFY_MS } from './components/feedback/useNotify.ts';
import { NavigationProgressBar } from './components/feedback/NavigationProgressBar.tsx';
import { getLocale, i18nextMiddleware } from './i18n/middleware.server.ts';
import { useLanguageSync } from './i18n/useLanguageSync.ts';
import { theme } from './theme.ts';

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware];

/** No icon of its own yet: an empty one saves every page a 404 for /favicon.ico. */
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: 'data:,' }];

export function loader({ context }: Route.LoaderArgs) {
  return { locale: getLocale(context) };
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { i18n } = useTranslation();
  const lang = rootData?.locale ?? (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* No ColorSchemeScript: the scheme is forced to light and mantineHtmlProps already sets it on <html>, so the
            page has no inline script of its own (docs/security.md: only React Router's scripts, with the nonce). */}
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light">
          <NavigationProgressBar />
          <Notifications position="top-center" autoClose={NOTIFY_MS.message} />
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.locale);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const { kind, status } = statusOf(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  // No route's meta runs for an error, so the page names itself in the browser tab here.
  return (
    <>
      <title>{t(`${kind}.title`)}</title>
      <StatusPage kind={kind} status={status} />
    </>
  );
}
