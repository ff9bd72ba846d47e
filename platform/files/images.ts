// Generated pictures for the demo data: every image the seed refers to is an SVG drawn from its URL
// (/files/{kind}/{width}x{height}/{label}.svg), so the platform needs no image files and works
// offline. Colours come from a hash of the label: the same URL always draws the same picture.
import { createHash } from 'node:crypto';

export const IMAGE_KINDS = ['logo', 'banner', 'ad', 'brand', 'avatar', 'picture', 'qr'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const MAX_SIDE = 2000;
const MAX_LABEL = 60;

/** The URL the data stores; the portal proxies /files/* to the platform's /api/files/*. */
export function imageUrl(kind: ImageKind, width: number, height: number, label: string): string {
  return `/files/${kind}/${width}x${height}/${encodeURIComponent(label)}.svg`;
}

export type ImageRequest = { kind: ImageKind; width: number; height: number; label: string };

/** Reads "{kind}/{w}x{h}/{label}.svg" (label already URL-decoded); null for anything else. */
export function parseImagePath(path: string): ImageRequest | null {
  const match = /^([a-z]+)\/(\d{1,4})x(\d{1,4})\/([^/]+)\.svg$/.exec(path);
  if (!match) return null;
  const [, kind, w, h, label] = match as unknown as [string, string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (!(IMAGE_KINDS as readonly string[]).includes(kind)) return null;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || label.length > MAX_LABEL) return null;
  return { kind: kind as ImageKind, width, height, label };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function digest(label: string): Buffer {
  return createHash('sha256').update(label).digest();
}

/** Font size that fits the text on one line (CJK glyphs are about 1em wide, Latin about 0.6em). */
function fitText(text: string, width: number, height: number, share: number): number {
  const ems = [...text].reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0) || 1;
  return Math.max(8, Math.floor(Math.min(height * share, (width * 0.86) / ems)));
}

function text(label: string, x: number, y: number, size: number, fill: string, anchor = 'middle'): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" dominant-baseline="central" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-weight="600">${escapeXml(label)}</text>`;
}

function body({ kind, width: w, height: h, label }: ImageRequest, hue: number, bits: Buffer): string {
  const main = `hsl(${hue},62%,46%)`;
  const light = `hsl(${(hue + 40) % 360},70%,62%)`;
  const first = [...label][0] ?? '';
  switch (kind) {
    case 'logo': {
      const mark = Math.round(h * 0.8);
      const pad = Math.round((h - mark) / 2);
      const size = fitText(label, w - mark - pad * 3, h, 0.5);
      return `<rect width="${w}" height="${h}" fill="#fff"/><rect x="${pad}" y="${pad}" width="${mark}" height="${mark}" rx="${Math.round(mark / 5)}" fill="${main}"/>${text(first, pad + mark / 2, h / 2, Math.round(mark * 0.6), '#fff')}${text(label, mark + pad * 2, h / 2, size, main, 'start')}`;
    }
    case 'brand':
      return `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" fill="#fff" stroke="${main}"/>${text(label, w / 2, h / 2, fitText(label, w, h, 0.45), main)}`;
    case 'avatar':
      return `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 2}" fill="${main}"/>${text(first, w / 2, h / 2, Math.round(Math.min(w, h) * 0.5), '#fff')}`;
    case 'qr': {
      // A placeholder in the look of a QR code (21 modules with three finder squares), not a code.
      const cell = Math.floor(Math.min(w, h) / 23);
      const modules: string[] = [];
      // Finder squares sit in three corners: a dark ring with a dark 3x3 centre.
      const finderModule = (x: number, y: number): boolean | null => {
        const lx = x < 7 ? x : x - 14;
        const ly = y < 7 ? y : y - 14;
        if (lx < 0 || ly < 0 || lx > 6 || ly > 6 || (x > 13 && y > 13)) return null;
        return lx === 0 || lx === 6 || ly === 0 || ly === 6 || (lx >= 2 && lx <= 4 && ly >= 2 && ly <= 4);
      };
      for (let y = 0; y < 21; y++) {
        for (let x = 0; x < 21; x++) {
          const dark = finderModule(x, y) ?? ((bits[(y * 21 + x) % bits.length]! >> ((x + y) % 8)) & 1) === 1;
          if (dark) modules.push(`<rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${cell}" height="${cell}"/>`);
        }
      }
      return `<rect width="${w}" height="${h}" fill="#fff"/><g fill="#222">${modules.join('')}</g>`;
    }
    default: {
      // banner, ad, picture: a gradient with a few soft circles and the label.
      const circles = [0, 1, 2]
        .map((i) => {
          const cx = Math.round((bits[i]! / 255) * w);
          const cy = Math.round((bits[i + 3]! / 255) * h);
          const r = Math.round(((bits[i + 6]! / 255) * 0.4 + 0.2) * h);
          return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.12"/>`;
        })
        .join('');
      return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${text(label, w / 2, h / 2, fitText(label, w, h, kind === 'banner' ? 0.22 : 0.3), '#fff')}`;
    }
  }
}

export function renderSvg(image: ImageRequest): string {
  const bits = digest(`${image.kind}:${image.label}`);
  const hue = bits.readUInt16BE(0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}" role="img" aria-label="${escapeXml(image.label)}">${body(image, hue, bits)}</svg>`;
}
