// A part of a page whose code stays out of the first load (docs/decisions/015-first-load-javascript.md):
// a menu, a popover, the banner carousel. Its module (named *.lazy.tsx, imported only through this)
// becomes a chunk of its own, which no page lists among its first scripts.
// - On the server the module is loaded as soon as the part is declared, before any page renders, so the
//   part is rendered whole, in the shell, like any other component: the HTML is the same as without it.
// - In the browser the chunk is asked for once the page has loaded and stayed quiet a moment (then when the
//   browser is idle), or at the visitor's first interaction (pointer, key, touch), whichever comes
//   first: it never competes with what the first paint needs, and a page left at once never asks for it.
//   Every part declared by a module the page has loaded is asked for then, shown or not, so that a part
//   a later navigation shows (the user's card after signing in, a shop's card) is usually in already.
//   Until it is in, React leaves the server's HTML of the part as it is (seen, not yet answering), then
//   hydrates it; the rest of the page does not wait.
// - Rendered anew in the browser before its chunk is in (a client-side navigation), it shows `Fallback`,
//   which should hold the part's place.
import { type ComponentType, memo, Suspense, use } from 'react';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;
/** How long after the load event the page is left alone, and how long the browser may then stay busy before they load anyway. */
const QUIET_MS = 1500;
const IDLE_TIMEOUT_MS = 1000;

let settled: Promise<void> | undefined;

/** Resolves a moment after the load event when the browser is idle, or at the first interaction: the moment later parts load. */
function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const go = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, go, { capture: true, passive: true });
    const whenIdle = () =>
      setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS }) : go()), QUIET_MS);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}

export type LazyPart<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Fallback?: ComponentType<P>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= (import.meta.env.SSR ? load() : pageSettled().then(load)).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that did not arrive (the network) is asked for again by the next render.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // On the server at once; in the browser when the page has settled (a failure is retried by the next render).
  if (import.meta.env.SSR || typeof window !== 'undefined') preload().catch(() => undefined);

  function Loaded(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  function Part(props: P) {
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  // Memoised: a page that renders again with the same props (a context it reads changed) leaves a part whose
  // server HTML is not hydrated yet alone, instead of making React render it anew (its fallback) on the client.
  return Object.assign(memo(Part), { preload }) as unknown as LazyPart<P>;
}
