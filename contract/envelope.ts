// The wire envelope every /api answer uses: {code, message, data}; code 1000 is success.
import { z } from 'zod';
import { Code } from './codes.ts';

export type Envelope<T> = { code: number; message: string; data: T };

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data: data.nullable().optional() });
}

/** Any envelope, data unchecked: used to read the code of an answer whose data failed to parse. */
export const anyEnvelope = z.object({ code: z.number().int(), message: z.string().default(''), data: z.unknown() });

export function isSuccess(envelope: { code: number }): boolean {
  return envelope.code === Code.SUCCESS;
}
