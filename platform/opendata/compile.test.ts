// The compiled release follows the standard's merge rules (docs/decisions/026-open-data.md): what a
// harvester compiling the releases itself would get.
import { describe, expect, it } from 'vitest';
import { mergeJson } from './compile.ts';

describe('merging a later release into an earlier one', () => {
  it('merges objects field by field and arrays of objects with ids item by item', () => {
    const earlier = {
      tender: { id: 't', status: 'active', title: 'a' },
      awards: [{ id: '1', status: 'pending', suppliers: [{ id: 's', name: 'S' }] }],
    };
    const later = {
      tender: { id: 't', status: 'complete' },
      awards: [
        { id: '1', status: 'active' },
        { id: '2', status: 'active' },
      ],
    };
    expect(mergeJson(earlier, later)).toEqual({
      tender: { id: 't', status: 'complete', title: 'a' },
      awards: [
        { id: '1', status: 'active', suppliers: [{ id: 's', name: 'S' }] },
        { id: '2', status: 'active' },
      ],
    });
  });

  it('replaces arrays of plain values whole, and removes a field the later release sets to null', () => {
    expect(mergeJson({ roles: ['buyer', 'payer'], description: 'x' }, { roles: ['buyer'], description: null })).toEqual({ roles: ['buyer'] });
  });

  it('changes neither release', () => {
    const earlier = { items: [{ id: 1, quantity: 2 }] };
    const later = { items: [{ id: 1, quantity: 3 }] };
    mergeJson(earlier, later);
    expect(earlier).toEqual({ items: [{ id: 1, quantity: 2 }] });
  });
});
