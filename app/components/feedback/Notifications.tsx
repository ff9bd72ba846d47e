// Mantine's notifications, shown by useNotify.ts through their store: nothing of them is drawn before
// the first notice, so their code (and react-transition-group's) loads after the first paint
// (app/components/layout/lazyPart.tsx). A notice shown before it is in appears when it is.
import { lazyPart } from '../layout/lazyPart.tsx';

export const Notifications = lazyPart(() => import('./later.lazy.tsx').then((module) => module.Notifications));
