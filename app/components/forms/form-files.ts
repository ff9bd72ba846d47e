// What an upload field (UploadField.tsx) starts with: the files a refused form posted, listed again
// as they were, or the files a record keeps. One reading for every form of the member centre (a
// registration's, a bid's, a quote's, an amendment's, the evaluation's); the portal's server reads
// the same references with bff/form-fields.server.ts.
import type { Attachment } from '#contract/schemas.ts';
import type { FormFile } from './UploadField.tsx';

const isFile = (file: unknown): file is FormFile => {
  const { id, name, url } = (file ?? {}) as Partial<FormFile>;
  return Number.isSafeInteger(id) && typeof name === 'string' && typeof url === 'string' && url.startsWith('/files/');
};

/** The files a refused form posted in a 'refs' field (JSON [{id, name, url}]); null when it posted none (the field's start is then the record's). */
export function postedFormFiles(value: string | undefined): FormFile[] | null {
  if (value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(value || '[]');
    return Array.isArray(parsed) ? parsed.filter(isFile).map(({ id, name, url }) => ({ id, name, url })) : null;
  } catch {
    return null;
  }
}

/**
 * A record's files as a form sends them again: those the platform named an upload for (by its id);
 * with `byAddress`, every other one too, with a placeholder id ≤ 0 so that the form keeps it by its
 * address (the amendment form's current documents).
 */
export function keptFormFiles(files: readonly Attachment[] = [], { byAddress = false } = {}): FormFile[] {
  return files.flatMap((file, index) => {
    if (file.fileId !== undefined) return [{ id: file.fileId, name: file.name, url: file.url }];
    return byAddress ? [{ id: -index, name: file.name, url: file.url }] : [];
  });
}
