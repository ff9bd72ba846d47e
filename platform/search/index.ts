// What the search domain offers the others: keyword matching over a table's search tokens
// (docs/decisions/004-keyword-search.md), used by every list that takes a keyword.
export { type KeywordSearch, keywordMatch } from './keyword.ts';
