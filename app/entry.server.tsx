// Streams the page as soon as its shell is ready (deferred sections follow); bots and crawlers get
// the whole page at once. Translates with the lite runtime's shared instance of the request's
// language (app/i18n/lite.server.ts; the root middleware detected the language), not i18next.
// Every script it writes (React Router's, React's streaming ones) carries the response's CSP
// nonce, which server/security.ts puts in the x-csp-nonce request header (docs/security.md).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { I18nextProvider } from './i18n/lite.tsx';
import { liteI18nFor } from './i18n/lite.server.ts';
import { localeForRender } from './i18n/middleware.server.ts';

/** Pending deferred data is rejected after this; the BFF times its deferred calls out earlier. */
export const streamTimeout = 10_000;

/** The nonce of this response's Content-Security-Policy (set by the Express layer, never by the client). */
function cspNonce(request: Request): string | undefined {
  const value = request.headers.get('x-csp-nonce');
  return value && /^[A-Za-z0-9+/=_-]{16,64}$/.test(value) ? value : undefined;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = liteI18nFor(localeForRender(loadContext, request));
  const nonce = cspNonce(request);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Leave time after streamTimeout for the rejected boundaries to flush before aborting.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
