// Pictures crafted in memory for the upload checks (platform/files/image-bounds.ts): valid headers
// of any size in the five formats a browser animates or decodes, with a token of pixel data, and
// one real PNG bomb whose every row is there (a 30,000 × 30,000 one-bit PNG deflates to ~110 KB and
// decodes to 3.6 GB of RGBA).
import { crc32, deflateSync } from 'node:zlib';

type Size = { width: number; height: number };

function u32be(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}
function u16le(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
}
function u24le(value: number): Buffer {
  return Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);
}

/** A PNG chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The zero rows of a one-bit greyscale picture, each behind its filter byte, deflated. */
function blankRows({ width, height }: Size): Buffer {
  return deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
}

/**
 * A one-bit greyscale PNG. `frames` > 1 makes it an APNG (acTL, one fcTL per frame, fdAT after the
 * first). `decodable`: every row is there (slow for huge sizes); otherwise a token IDAT.
 */
export function png({ width, height, frames = 1, decodable = false }: Size & { frames?: number; decodable?: boolean }): Buffer {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([1, 0, 0, 0, 0])]);
  const data = decodable ? blankRows({ width, height }) : deflateSync(Buffer.alloc(1));
  const chunks = [pngChunk('IHDR', header)];
  if (frames > 1) {
    chunks.push(pngChunk('acTL', Buffer.concat([u32be(frames), u32be(0)])));
    let sequence = 0;
    for (let frame = 0; frame < frames; frame++) {
      const control = Buffer.concat([u32be(sequence++), u32be(width), u32be(height), u32be(0), u32be(0), Buffer.from([0, 1, 0, 10, 0, 0])]);
      chunks.push(pngChunk('fcTL', control));
      chunks.push(frame === 0 ? pngChunk('IDAT', data) : pngChunk('fdAT', Buffer.concat([u32be(sequence++), data])));
    }
  } else {
    chunks.push(pngChunk('IDAT', data));
  }
  chunks.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([PNG_SIGNATURE, ...chunks]);
}

/** A baseline JPEG header (JFIF, SOF0 with the size, SOS) with one byte of scan data. */
export function jpeg({ width, height }: Size): Buffer {
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const scan = Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, scan, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a of `frames` images of the logical screen's size, each with a token of LZW data. */
export function gif({ width, height, frames = 1 }: Size & { frames?: number }): Buffer {
  const parts = [Buffer.from('GIF89a', 'latin1'), u16le(width), u16le(height), Buffer.from([0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff])];
  for (let frame = 0; frame < frames; frame++) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]));
    parts.push(Buffer.from([0x2c]), u16le(0), u16le(0), u16le(width), u16le(height), Buffer.from([0x00, 0x02, 0x02, 0x4c, 0x01, 0x00]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(fourcc, 'latin1'), size, data, Buffer.alloc(data.length % 2)]);
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

/** A lossless bitstream's header (VP8L: 14 bits each for width − 1 and height − 1). */
function losslessBitstream({ width, height }: Size): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0);
  return Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(4)]);
}

/**
 * A WebP: 'lossy' (VP8, 14-bit sides), 'lossless' (VP8L) or 'animated' (VP8X with a 24-bit canvas
 * and one ANMF per frame, each a lossless frame of at most 16,384 px a side).
 */
export function webp({ width, height, kind, frames = 1 }: Size & { kind: 'lossy' | 'lossless' | 'animated'; frames?: number }): Buffer {
  if (kind === 'lossy') {
    const start = Buffer.from([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a]);
    return riff([riffChunk('VP8 ', Buffer.concat([start, u16le(width), u16le(height), Buffer.alloc(8)]))]);
  }
  if (kind === 'lossless') return riff([riffChunk('VP8L', losslessBitstream({ width, height }))]);
  const canvas = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24le(width - 1), u24le(height - 1)]);
  const frameSize = { width: Math.min(width, 16_384), height: Math.min(height, 16_384) };
  const chunks = [riffChunk('VP8X', canvas), riffChunk('ANIM', Buffer.alloc(6))];
  for (let frame = 0; frame < frames; frame++) {
    const placement = Buffer.concat([u24le(0), u24le(0), u24le(frameSize.width - 1), u24le(frameSize.height - 1), u24le(100), Buffer.from([0])]);
    chunks.push(riffChunk('ANMF', Buffer.concat([placement, riffChunk('VP8L', losslessBitstream(frameSize))])));
  }
  return riff(chunks);
}
