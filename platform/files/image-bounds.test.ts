// Image bombs: a picture is judged by the pixels and frames its header makes a browser allocate,
// not by its size in bytes, and a header that cannot be read whole is refused.
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { IMAGE_MAX_FRAMES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, UPLOAD_MAX_BYTES } from '#contract/schemas.ts';
import { BusinessError } from '../http/errors.ts';
import { gif, jpeg, png, pngChunk, webp } from '../testing/image-bombs.ts';
import { checkImageBounds, readImageBounds } from './image-bounds.ts';

/** The code the upload would be refused with, or null when the picture is taken. */
async function refusal(bytes: Buffer): Promise<number | null> {
  const type = await fileTypeFromBuffer(bytes);
  try {
    checkImageBounds(bytes, type?.mime ?? 'unknown');
    return null;
  } catch (error) {
    if (error instanceof BusinessError) return error.code;
    throw error;
  }
}

describe('image bounds', () => {
  it('reads the canvas and frames of a PNG, an APNG, a JPEG, a GIF and the three kinds of WebP', () => {
    expect(readImageBounds(png({ width: 640, height: 480 }), 'image/png')).toEqual({ width: 640, height: 480, frames: 1 });
    expect(readImageBounds(png({ width: 64, height: 32, frames: 3 }), 'image/apng')).toEqual({ width: 64, height: 32, frames: 3 });
    expect(readImageBounds(jpeg({ width: 1920, height: 1080 }), 'image/jpeg')).toEqual({ width: 1920, height: 1080, frames: 1 });
    expect(readImageBounds(gif({ width: 300, height: 200, frames: 4 }), 'image/gif')).toEqual({ width: 300, height: 200, frames: 4 });
    expect(readImageBounds(webp({ width: 800, height: 600, kind: 'lossy' }), 'image/webp')).toEqual({ width: 800, height: 600, frames: 1 });
    expect(readImageBounds(webp({ width: 801, height: 601, kind: 'lossless' }), 'image/webp')).toEqual({ width: 801, height: 601, frames: 1 });
    expect(readImageBounds(webp({ width: 400, height: 300, kind: 'animated', frames: 5 }), 'image/webp')).toEqual({
      width: 400,
      height: 300,
      frames: 5,
    });
  });

  it('refuses with 1111 the bombs of every format, each a few bytes on the wire', async () => {
    const bombs = {
      'PNG 30,000 × 30,000': png({ width: 30_000, height: 30_000 }),
      'JPEG 65,535 × 65,535': jpeg({ width: 65_535, height: 65_535 }),
      'JPEG 10,000 × 8,000 (80 megapixels)': jpeg({ width: 10_000, height: 8_000 }),
      'APNG 500 frames of 1,000 × 1,000': png({ width: 1_000, height: 1_000, frames: 500 }),
      'GIF 65,535 × 65,535': gif({ width: 65_535, height: 65_535 }),
      'GIF 1,000 frames of 100 × 100': gif({ width: 100, height: 100, frames: 1_000 }),
      'WebP lossy 16,383 × 16,383': webp({ width: 16_383, height: 16_383, kind: 'lossy' }),
      'WebP lossless 16,384 × 16,384': webp({ width: 16_384, height: 16_384, kind: 'lossless' }),
      'animated WebP canvas 100,000 × 100,000': webp({ width: 100_000, height: 100_000, kind: 'animated' }),
      'animated WebP 200 frames of 100 × 100': webp({ width: 100, height: 100, kind: 'animated', frames: 200 }),
    };
    for (const [name, bytes] of Object.entries(bombs)) {
      expect(bytes.length, name).toBeLessThan(64 * 1024);
      expect(await refusal(bytes), name).toBe(Code.IMAGE_TOO_LARGE);
    }
  });

  it('takes a picture at each limit and refuses one a pixel or a frame past it', async () => {
    const area = { width: IMAGE_MAX_SIDE, height: IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE };
    expect(await refusal(png(area))).toBeNull();
    expect(await refusal(png({ ...area, height: area.height + 1 }))).toBe(Code.IMAGE_TOO_LARGE);
    expect(await refusal(jpeg({ width: 1, height: IMAGE_MAX_SIDE }))).toBeNull();
    expect(await refusal(jpeg({ width: 1, height: IMAGE_MAX_SIDE + 1 }))).toBe(Code.IMAGE_TOO_LARGE);
    expect(await refusal(gif({ width: 10, height: 10, frames: IMAGE_MAX_FRAMES }))).toBeNull();
    expect(await refusal(gif({ width: 10, height: 10, frames: IMAGE_MAX_FRAMES + 1 }))).toBe(Code.IMAGE_TOO_LARGE);
    expect(await refusal(png({ width: 10, height: 10, frames: IMAGE_MAX_FRAMES + 1 }))).toBe(Code.IMAGE_TOO_LARGE);
  });

  it('counts an APNG by its frame controls when acTL says fewer', async () => {
    const bytes = png({ width: 10, height: 10, frames: IMAGE_MAX_FRAMES + 1 });
    // acTL is the second chunk (after the 8-byte signature and the 25-byte IHDR): declare 1 frame.
    const lying = Buffer.concat([bytes.subarray(0, 33), pngChunk('acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0])), bytes.subarray(33 + 20)]);
    expect(readImageBounds(lying, 'image/apng')?.frames).toBe(IMAGE_MAX_FRAMES + 1);
  });

  it('grows a GIF canvas to the farthest frame, as a browser does', () => {
    const bytes = gif({ width: 10, height: 10 });
    // The image descriptor's left edge (after the 13-byte header, 6-byte palette, 8-byte GCE and 0x2C).
    bytes.writeUInt16LE(60_000, 13 + 6 + 8 + 1);
    expect(readImageBounds(bytes, 'image/gif')).toEqual({ width: 60_010, height: 10, frames: 1 });
  });

  it('refuses with 1112 a header cut short, a corrupt one, and an image type it has no reader for', async () => {
    const whole = {
      png: png({ width: 100, height: 100 }),
      apng: png({ width: 100, height: 100, frames: 2 }),
      gif: gif({ width: 100, height: 100, frames: 2 }),
      webp: webp({ width: 100, height: 100, kind: 'animated', frames: 2 }),
    };
    const mimes = { png: 'image/png', apng: 'image/apng', gif: 'image/gif', webp: 'image/webp' };
    for (const [format, bytes] of Object.entries(whole) as [keyof typeof whole, Buffer][]) {
      expect(readImageBounds(bytes, mimes[format]), format).not.toBeNull();
      for (let length = 0; length < bytes.length; length++) {
        expect(readImageBounds(bytes.subarray(0, length), mimes[format]), `${format} cut at ${length}`).toBeNull();
      }
    }
    // A JPEG's header is whole once its frame header (SOF) is: the scan data may stream in after it.
    const photo = jpeg({ width: 100, height: 100 });
    const frameHeaderEnd = photo.indexOf(Buffer.from([0xff, 0xda]));
    for (let length = 0; length < frameHeaderEnd; length++) expect(readImageBounds(photo.subarray(0, length), 'image/jpeg')).toBeNull();

    const flipped = Buffer.from(whole.png);
    flipped[20] = flipped[20]! ^ 0x01; // a bit of IHDR's height: its CRC no longer matches
    expect(await refusal(flipped)).toBe(Code.IMAGE_UNREADABLE);
    const zero = jpeg({ width: 100, height: 0 });
    expect(await refusal(zero)).toBe(Code.IMAGE_UNREADABLE);
    const noFrame = Buffer.concat([photo.subarray(0, 20), photo.subarray(photo.indexOf(Buffer.from([0xff, 0xda])))]);
    expect(await refusal(noFrame)).toBe(Code.IMAGE_UNREADABLE);
    expect(() => checkImageBounds(Buffer.from('BM'), 'image/bmp')).toThrow(BusinessError);
    expect(() => checkImageBounds(Buffer.from('%PDF-1.4'), 'application/pdf')).not.toThrow();
  });

  it('refuses a real 30,000 × 30,000 PNG, every row present, under the upload size limit', async () => {
    const bomb = png({ width: 30_000, height: 30_000, decodable: true });
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    // Decodable: its data inflates to every row the header promises (filter byte + 3,750 bytes).
    const idat = bomb.subarray(8 + 25 + 8, bomb.length - 12 - 4);
    expect(inflateSync(idat).length).toBe(30_000 * (1 + 3_750));
    expect(await refusal(bomb)).toBe(Code.IMAGE_TOO_LARGE);
  }, 30_000);
});
