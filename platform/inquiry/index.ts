// What the inquiry domain offers the others: the visibility code of a comparison opened to its buyer
// (the files domain lets that buyer read the attachments of the quotes it compares).
export { OPEN as OPEN_COMPARISON } from './quotes.ts';
