// The files members upload (files/uploads.ts). The table is declared with the members' tables
// (member/schema.ts): a member's logo is an uploaded file and an uploaded file has an owning member,
// so the two reference each other, and the dependency rule refuses an import cycle between them.
export { uploadedFiles } from '../member/schema.ts';
