// A business failure the client should see as a catalogue code (HTTP 200, like the real platform).
import { Code, type CodeValue } from '#contract/codes.ts';

export class BusinessError extends Error {
  readonly code: CodeValue;
  /** Appended to the catalogue message, e.g. which parameter was wrong. */
  readonly detail: string | undefined;

  constructor(code: CodeValue, detail?: string) {
    super(detail ? `${code}: ${detail}` : String(code));
    this.code = code;
    this.detail = detail;
  }
}

/**
 * The row a detail asked for, or the catalogue's 404 (HTTP 200, like every business code) when
 * there is none: every detail answers an unknown id so (docs/decisions/006).
 */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw new BusinessError(Code.NOT_FOUND);
  return row;
}
