// A process's compiled release: its releases merged oldest first by the standard's merge rules
// (docs/decisions/026-open-data.md): objects field by field, arrays of objects with an `id` item by
// item, any other array and any value replaced by the later one; a null removes a field. Pure.
import type { OcdsRelease } from './releases.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasIds = (values: Json[]) => values.length > 0 && values.every((v) => isObject(v) && (typeof v.id === 'string' || typeof v.id === 'number'));

/** `later` merged into `earlier` (neither is changed). */
export function mergeJson(earlier: Json | undefined, later: Json): Json {
  if (Array.isArray(later)) {
    if (!Array.isArray(earlier) || !hasIds(later) || !hasIds(earlier)) return structuredClone(later);
    const merged = [...earlier] as JsonObject[];
    for (const entry of later as JsonObject[]) {
      const at = merged.findIndex((e) => String(e.id) === String(entry.id));
      if (at === -1) merged.push(structuredClone(entry));
      else merged[at] = mergeJson(merged[at], entry) as JsonObject;
    }
    return merged;
  }
  if (isObject(later)) {
    const merged: JsonObject = isObject(earlier) ? { ...earlier } : {};
    for (const [key, value] of Object.entries(later)) {
      if (value === null) delete merged[key];
      else merged[key] = mergeJson(merged[key], value);
    }
    return merged;
  }
  return later;
}

/**
 * The compiled release of one process's `releases` (sorted oldest first, as a record holds them):
 * the latest value of every field, dated at the latest release, tagged 'compiled'.
 */
export function compileReleases(releases: OcdsRelease[]): OcdsRelease {
  const last = releases.at(-1);
  if (!last) throw new Error('a compiled release needs one release at least');
  let compiled: Json = {};
  for (const release of releases) compiled = mergeJson(compiled, release as unknown as Json);
  return { ...(compiled as unknown as OcdsRelease), id: `${last.ocid}-compiled`, date: last.date, tag: ['compiled'] };
}
