// What the admission domain offers the others: whether a lifecycle stage lets a supplier act.
export { stageAllows } from './lifecycle.ts';
