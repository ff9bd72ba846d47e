// What an upload field starts with (form-files.ts): the files a refused form posted, as it posted
// them (none posted: the record's); a record's files as a form sends them again, by their upload,
// or — the amendment's current documents — by their address too.
import { describe, expect, it } from 'vitest';
import { keptFormFiles, postedFormFiles } from './form-files.ts';

describe('an upload field’s files', () => {
  it('after a refusal are those posted, even none; nothing posted leaves the record’s', () => {
    const posted = [{ id: 3, name: 'a.pdf', url: '/files/u/3' }];
    expect(postedFormFiles(JSON.stringify(posted))).toEqual(posted);
    expect(postedFormFiles('[]')).toEqual([]);
    expect(postedFormFiles('')).toEqual([]);
    expect(postedFormFiles(undefined)).toBeNull();
    expect(postedFormFiles('{"id":')).toBeNull();
    // An entry the field never wrote is dropped, the rest kept.
    expect(postedFormFiles(JSON.stringify([...posted, { id: 'x' }, { id: 4, name: 'b', url: 'javascript:alert(1)' }]))).toEqual(posted);
  });

  it('from a record are those named by their upload, or every one with a placeholder kept by address', () => {
    const files = [
      { name: 'spec.pdf', url: '/files/u/7', fileId: 7 },
      { name: 'seeded.pdf', url: '/files/doc/seeded.pdf' },
    ];
    expect(keptFormFiles(files)).toEqual([{ id: 7, name: 'spec.pdf', url: '/files/u/7' }]);
    expect(keptFormFiles(files, { byAddress: true })).toEqual([
      { id: 7, name: 'spec.pdf', url: '/files/u/7' },
      { id: -1, name: 'seeded.pdf', url: '/files/doc/seeded.pdf' },
    ]);
    expect(keptFormFiles(undefined)).toEqual([]);
  });
});
