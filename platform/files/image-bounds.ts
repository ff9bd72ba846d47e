// What an uploaded picture would cost the browser that shows it: its pixel size and frame count,
// read from the file's header before the upload is kept (docs/security.md#files). A browser
// allocates what the header declares, so a small file can declare gigabytes: the header is checked
// against IMAGE_MAX_* (1111), and a header that cannot be read whole is refused (1112).
import { crc32 } from 'node:zlib';
import { Code } from '#contract/codes.ts';
import { IMAGE_MAX_FRAMES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '#contract/schemas.ts';
import { BusinessError } from '../http/errors.ts';

/** The canvas a browser allocates (the largest any frame reaches) and how many frames it decodes. */
export type ImageBounds = { width: number; height: number; frames: number };

/** Refuses a picture past the limits (1111) or whose header cannot be read (1112); anything but an image passes. */
export function checkImageBounds(bytes: Buffer, mime: string): void {
  if (!mime.startsWith('image/')) return;
  const bounds = readImageBounds(bytes, mime);
  if (!bounds) throw new BusinessError(Code.IMAGE_UNREADABLE);
  const { width, height, frames } = bounds;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS || frames > IMAGE_MAX_FRAMES) {
    throw new BusinessError(Code.IMAGE_TOO_LARGE, `${width}×${height} px${frames > 1 ? `, ${frames} frames` : ''}`);
  }
}

/**
 * The bounds of a picture of type `mime` (as file-type told it), or null when its header is
 * truncated or corrupt, or the type has no reader here: a type the uploads take must have one.
 */
export function readImageBounds(bytes: Buffer, mime: string): ImageBounds | null {
  try {
    const bounds = readers[mime]?.(bytes) ?? null;
    return bounds && bounds.width > 0 && bounds.height > 0 && bounds.frames > 0 ? bounds : null;
  } catch (error) {
    // Reading past the end of the buffer: a truncated file.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const readers: Record<string, (bytes: Buffer) => ImageBounds | null> = {
  'image/png': readPng,
  'image/apng': readPng,
  'image/jpeg': readJpeg,
  'image/gif': readGif,
  'image/webp': readWebp,
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * PNG and APNG: IHDR first (with a sound CRC), then every chunk whole up to IEND. An APNG's frames
 * are what acTL declares or the fcTL chunks counted, whichever is more.
 */
function readPng(bytes: Buffer): ImageBounds | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let offset = 8;
  let size: { width: number; height: number } | null = null;
  let declaredFrames = 0;
  let frameControls = 0;
  let sawData = false;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const sound = () => crc32(bytes.subarray(offset + 4, offset + 8 + length)) === bytes.readUInt32BE(offset + 8 + length);
    if (size === null) {
      if (type !== 'IHDR' || length !== 13 || !sound()) return null;
      size = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
    } else if (type === 'acTL') {
      if (length !== 8 || !sound()) return null;
      declaredFrames = data.readUInt32BE(0);
    } else if (type === 'fcTL') {
      frameControls += 1;
    } else if (type === 'IDAT') {
      sawData = true;
    } else if (type === 'IEND') {
      return sawData ? { ...size, frames: Math.max(1, declaredFrames, frameControls) } : null;
    }
    offset = end;
  }
  return null;
}

/** JPEG: the segments up to the first SOFn marker, whose height and width the decoder allocates. */
function readJpeg(bytes: Buffer): ImageBounds | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[offset] === 0xff) offset += 1;
    const marker = bytes.readUInt8(offset);
    offset += 1;
    // Markers that stand alone: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // The scan or the end before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return null;
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 8) return null;
      return { height: bytes.readUInt16BE(offset + 3), width: bytes.readUInt16BE(offset + 5), frames: 1 };
    }
    offset += length;
  }
  return null;
}

/** The sub-blocks that follow an extension or an image's data: the offset past their terminator. */
function skipSubBlocks(bytes: Buffer, start: number): number {
  let offset = start;
  for (let size = bytes.readUInt8(offset); size !== 0; size = bytes.readUInt8(offset)) offset += size + 1;
  return offset + 1;
}

/**
 * GIF: every block up to the trailer. Each image is a frame; the canvas is the logical screen,
 * grown to the farthest edge an image reaches (as browsers grow it).
 */
function readGif(bytes: Buffer): ImageBounds | null {
  const signature = bytes.toString('latin1', 0, 6);
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return null;
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  const screenFlags = bytes.readUInt8(10);
  let offset = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 0x07) + 1) : 0);
  let frames = 0;
  for (;;) {
    const block = bytes.readUInt8(offset);
    if (block === 0x3b) return { width, height, frames };
    if (block === 0x21) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === 0x2c) {
      width = Math.max(width, bytes.readUInt16LE(offset + 1) + bytes.readUInt16LE(offset + 5));
      height = Math.max(height, bytes.readUInt16LE(offset + 3) + bytes.readUInt16LE(offset + 7));
      const imageFlags = bytes.readUInt8(offset + 9);
      offset += 10 + (imageFlags & 0x80 ? 3 * 2 ** ((imageFlags & 0x07) + 1) : 0);
      // The LZW minimum code size, then the image's data.
      offset = skipSubBlocks(bytes, offset + 1);
      frames += 1;
    } else {
      return null;
    }
  }
}

/**
 * WebP: every chunk of the RIFF whole. A simple file is its VP8 or VP8L bitstream's size; an
 * extended one (VP8X) its canvas, with one frame per ANMF chunk when it is animated.
 */
function readWebp(bytes: Buffer): ImageBounds | null {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  let bounds: ImageBounds | null = null;
  let animated = false;
  let animationFrames = 0;
  let offset = 12;
  while (offset < riffEnd) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const data = offset + 8;
    if (data + length > riffEnd) return null;
    if (offset === 12) {
      if (fourcc === 'VP8 ') {
        if (bytes.readUIntBE(data + 3, 3) !== 0x9d012a) return null;
        bounds = { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff, frames: 1 };
      } else if (fourcc === 'VP8L') {
        if (bytes[data] !== 0x2f) return null;
        const bits = bytes.readUInt32LE(data + 1);
        bounds = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, frames: 1 };
      } else if (fourcc === 'VP8X') {
        if (length < 10) return null;
        animated = (bytes.readUInt8(data) & 0x02) !== 0;
        bounds = { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1, frames: 1 };
      } else {
        return null;
      }
    } else if (fourcc === 'ANMF') {
      animationFrames += 1;
    }
    // Chunks are padded to an even length.
    offset = data + length + (length % 2);
  }
  if (!bounds) return null;
  return animated ? { ...bounds, frames: animationFrames } : bounds;
}
