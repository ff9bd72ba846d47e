// A business failure the client should see as a catalogue code (HTTP 200, like the real platform).
import type { CodeValue } from '../../contract/codes.ts';

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
