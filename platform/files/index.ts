// What the files domain offers the others: the address of a generated picture (a member's logo), and
// a member's own uploads as the attachments of what it writes (an inquiry, a tender, a quote).
export { imageUrl } from './images.ts';
export { ownAttachments } from './queries.ts';
