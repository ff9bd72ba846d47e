// The official OCDS schemas (docs/opendata/ocds-schema/, draft-04) as a validator for the open data
// tests: each schema added under its own id, so their references resolve offline; formats checked
// (date-time as RFC 3339, uri absolute). Errors come back as "path: message" lines, none when valid.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';

const SCHEMAS = [
  'release-schema.json',
  'release-package-schema.json',
  'record-schema.json',
  'record-package-schema.json',
  'versioned-release-validation-schema.json',
] as const;
const DIRECTORY = new URL('../../docs/opendata/ocds-schema/', import.meta.url);

/** RFC 3339 date-time (what JSON Schema's date-time means). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

export type OcdsValidator = {
  releasePackage(document: unknown): string[];
  recordPackage(document: unknown): string[];
  release(document: unknown): string[];
};

export function ocdsValidator(): OcdsValidator {
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  // The standard's own keywords: documentation and merge rules, nothing to validate.
  ajv.addVocabulary(['codelist', 'openCodelist', 'deprecated', 'omitWhenMerged', 'wholeListMerge', 'versionId']);
  ajv.addFormat('date-time', (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  const ids = new Map<string, string>();
  for (const file of SCHEMAS) {
    const schema = JSON.parse(readFileSync(new URL(file, DIRECTORY), 'utf8')) as { id: string };
    ajv.addSchema(schema, schema.id);
    ids.set(file, schema.id);
  }
  const check = (file: (typeof SCHEMAS)[number]) => {
    const validate = ajv.getSchema(ids.get(file)!)!;
    return (document: unknown) => {
      if (validate(document)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
    };
  };
  return {
    releasePackage: check('release-package-schema.json'),
    recordPackage: check('record-package-schema.json'),
    release: check('release-schema.json'),
  };
}
