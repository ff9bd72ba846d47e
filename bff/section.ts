// Turns upstream results into the Sections a page shows (data, or an error already translated).
import type { Page } from '../contract/schemas.ts';
import type { UpstreamFailure, UpstreamResult } from './upstream.server.ts';
import type { ListSection, Section } from './views.ts';

function failed(result: UpstreamFailure): { status: 'error'; code: number; message: string; transport?: true } {
  return { status: 'error', code: result.code, message: result.message, ...(result.kind === 'business' ? {} : { transport: true as const }) };
}

export function toSection<T>(result: UpstreamResult<T>): Section<T> {
  return result.ok ? { status: 'ok', data: result.data } : failed(result);
}

export function toListSection<T>(result: UpstreamResult<Page<T>>): ListSection<T> {
  return result.ok
    ? { status: 'ok', data: { items: result.data.data, totalCount: result.data.totalCount } }
    : failed(result);
}
