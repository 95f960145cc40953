import { describe, it, expect } from 'vitest';
import { imageDimensions } from './image-dimensions.ts';

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

/** SOI, an APP0 segment, optional fill bytes, then the frame header. */
function jpeg(width: number, height: number, sof = 0xc0): Uint8Array {
  const soi = [0xff, 0xd8];
  const app0 = [0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46];
  const fill = [0xff, 0xff];
  const frame = [0xff, sof, 0x00, 0x0b, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x01, 0x01, 0x11, 0x00];
  return new Uint8Array([...soi, ...app0, ...fill, ...frame]);
}

describe('imageDimensions', () => {
  it('reads a PNG IHDR', () => {
    expect(imageDimensions(png(1260, 1750), 'image/png')).toEqual({ width: 1260, height: 1750 });
  });

  it('reads sizes above 2^31 without going negative', () => {
    expect(imageDimensions(png(0x80000000, 1), 'image/png')).toEqual({ width: 2147483648, height: 1 });
  });

  it.each([0xc0, 0xc1, 0xc2, 0xc3])('reads a JPEG SOF%i frame after other segments', (sof) => {
    expect(imageDimensions(jpeg(4032, 3024, sof), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
  });

  it('skips DHT (C4), which is not a frame', () => {
    const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
    const bytes = jpeg(640, 480);
    const withDht = new Uint8Array([...bytes.slice(0, 2), ...dht, ...bytes.slice(2)]);
    expect(imageDimensions(withDht, 'image/jpeg')).toEqual({ width: 640, height: 480 });
  });

  it.each([
    ['empty', new Uint8Array(), 'image/png'],
    ['PNG signature only', png(1, 1).slice(0, 8), 'image/png'],
    ['PNG of zero width', png(0, 10), 'image/png'],
    ['a JPEG given as PNG', jpeg(1, 1), 'image/png'],
    ['truncated JPEG', jpeg(640, 480).slice(0, 16), 'image/jpeg'],
    ['JPEG scan before any frame', new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]), 'image/jpeg'],
    ['JPEG with a bad segment', new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0xff, 0xc0]), 'image/jpeg'],
  ] as const)('%s → null', (_, bytes, mime) => {
    expect(imageDimensions(bytes, mime)).toBeNull();
  });
});
