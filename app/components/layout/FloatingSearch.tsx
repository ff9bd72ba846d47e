// The search pinned to the top of the window once the page is scrolled down. Nothing of it shows before
// that, so none of its code is in the first load: it loads as the page hydrates (lazyPart.tsx,
// FloatingSearch.lazy.tsx).
import { lazyPart } from './lazyPart.tsx';

export const FloatingSearch = lazyPart(() => import('./FloatingSearch.lazy.tsx').then((module) => module.FloatingSearchBar));
