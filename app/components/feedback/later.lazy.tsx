// What the page's feedback draws only once something happens (a notice, a navigation): Mantine's
// notifications and progress bar, loaded after the first paint through lazyPart (Notifications.tsx,
// NavigationProgressBar.tsx). Named exports, not the packages' whole namespaces, so only these load.
export { Notifications } from '@mantine/notifications';
export { NavigationProgress } from '@mantine/nprogress';
