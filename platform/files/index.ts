// What the files domain offers the others: the address of a generated picture (a member's logo).
export { imageUrl } from './images.ts';
