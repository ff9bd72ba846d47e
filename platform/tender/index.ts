// What the tender domain offers the others (docs/architecture.md#one-shape-for-every-domain): its
// routes and its sweep for the composition root (server.ts), how the opening writes a failure for the
// seed to write its ended tenders alike, and the sweep's steps for the suites that run it by hand.
export { tenderRoutes } from './routes.ts';
export { openDueTenders, openIfDue, startTenderOpenings, withOpened } from './opening.ts';
export { rejectUnreviewed } from './unreviewed.ts';
export { failReasonOf } from './tender.ts';
