// The files an upload field posts, read once for every form (bff/form-fields.server.ts): an upload by
// its id at a /files/… address; a current file kept by its address (id ≤ 0) only where the form keeps
// such (the amendment's); an address longer than the contract keeps one, a list longer than the
// form's or anything the field never wrote is not a list of files.
import { describe, expect, it } from 'vitest';
import { filesOf, postedFilesOf } from './form-fields.server.ts';

const posted = (files: unknown) => {
  const form = new FormData();
  form.set('files', typeof files === 'string' ? files : JSON.stringify(files));
  return form;
};
const upload = { id: 12, name: 'spec.pdf', url: '/files/u/0b1c' };
const seeded = { id: 0, name: '招标文件.pdf', url: '/files/doc/ZB1%20%E6%8B%9B%E6%A0%87.pdf' };

describe('the files a form posts', () => {
  it('are its uploads by id; a current file kept by its address only where the form keeps such', () => {
    expect(postedFilesOf(posted([upload]), 'files')).toEqual([upload]);
    expect(postedFilesOf(posted([upload, seeded]), 'files')).toBeNull();
    expect(postedFilesOf(posted([upload, seeded]), 'files', { kept: true })).toEqual([upload, seeded]);
    expect(postedFilesOf(new FormData(), 'files')).toEqual([]);
  });

  it('are none the form could not have written: a long address, too many, not JSON, not a file of this site', () => {
    const refused = [
      [{ ...upload, id: -1, url: `/files/${'a'.repeat(250)}` }],
      [upload, upload, upload],
      '[{"id":1',
      [{ ...upload, url: 'https://elsewhere.example/x.pdf' }],
      [{ ...upload, url: '/files/../../etc/passwd"' }],
    ];
    for (const files of refused) expect(postedFilesOf(posted(files), 'files', { max: 2, kept: true }), JSON.stringify(files)).toBeNull();
    // A form that only lists them again reads none.
    expect(filesOf(posted('[{"id":1'), 'files')).toEqual([]);
  });
});
