// Generated pictures: the URL decides the picture, and nothing else gets through.
import { describe, expect, it } from 'vitest';
import { imageUrl, parseImagePath, renderSvg } from './images.ts';

describe('generated pictures', () => {
  it('reads back what imageUrl wrote, and draws the same SVG every time', () => {
    const url = imageUrl('logo', 190, 48, '链采 <门户>');
    const path = decodeURIComponent(url.replace('/files/', ''));
    const image = parseImagePath(path)!;
    expect(image).toEqual({ kind: 'logo', width: 190, height: 48, label: '链采 <门户>' });
    const svg = renderSvg(image);
    expect(svg).toBe(renderSvg(image));
    expect(svg).toContain('width="190" height="48"');
    expect(svg).toContain('链采 &#60;门户&#62;');
    expect(svg).not.toContain('<门户>');
  });

  it('refuses unknown kinds, oversized pictures and paths that leave their folder', () => {
    for (const path of ['photo/10x10/a.svg', 'logo/5000x10/a.svg', 'logo/10x10/../../etc/passwd', 'logo/10x10/a.png', 'logo/0x10/a.svg']) {
      expect(parseImagePath(path)).toBeNull();
    }
  });
});
