// Turns upstream results into the Sections a page shows (data, or an error already translated).
import type { Page } from '../contract/schemas.ts';
import type { UpstreamResult } from './upstream.server.ts';
import type { ListSection, Section } from './views.ts';

export function toSection<T>(result: UpstreamResult<T>): Section<T> {
  return result.ok ? { status: 'ok', data: result.data } : { status: 'error', code: result.code, message: result.message };
}

export function toListSection<T>(result: UpstreamResult<Page<T>>): ListSection<T> {
  return result.ok
    ? { status: 'ok', data: { items: result.data.data, totalCount: result.data.totalCount } }
    : { status: 'error', code: result.code, message: result.message };
}
