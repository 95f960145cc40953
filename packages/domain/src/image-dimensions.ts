export interface ImageDimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function u16(b: Uint8Array, at: number): number {
  return (b[at]! << 8) | b[at + 1]!;
}
function u32(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
}

function pngDimensions(b: Uint8Array): ImageDimensions | null {
  // Signature, then the IHDR chunk first: length 13, 'IHDR', width, height.
  if (b.length < 24 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  if (String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return null;
  const width = u32(b, 16);
  const height = u32(b, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

// Start-of-frame markers carry the size: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes (FF FF …) and markers without a length (RSTn, TEM) carry no segment.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    const length = u16(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      const height = u16(b, at + 5);
      const width = u16(b, at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/**
 * Width and height from a PNG's IHDR or a JPEG's SOFn header, without decoding: enough to
 * refuse a decompression bomb (INVOICE_FILE_LIMITS.MAX_IMAGE_PIXELS) before any decoder runs.
 * null when the header is missing or malformed.
 */
export function imageDimensions(bytes: Uint8Array, mimeType: 'image/png' | 'image/jpeg'): ImageDimensions | null {
  return mimeType === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
}
