// What the inquiry domain offers the others: the visibility code of a comparison open to every
// supplier (the files domain lets a supplier read the attachments of such a comparison).
export { OPEN as OPEN_COMPARISON } from './quotes.ts';
