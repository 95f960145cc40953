import { describe, it, expect } from 'vitest';
import { FILE_INPUT_ACCEPT, isAcceptedFileName, isAcceptedMimeType, mimeTypeForFileName, sniffFileType } from './file-types.ts';

describe('mimeTypeForFileName / isAcceptedFileName', () => {
  it.each([
    ['invoice.jpg', 'image/jpeg'],
    ['invoice.jpeg', 'image/jpeg'],
    ['INVOICE.JPG', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['請求書.pdf', 'application/pdf'],
    ['archive.tar.pdf', 'application/pdf'],
    ['invoice.pdf.exe', null],
    ['invoice.gif', null],
    ['invoice.heic', null],
    ['invoice', null],
    ['.pdf', null],
    ['invoice.', null],
    ['', null],
  ])('%j → %j', (name, expected) => {
    expect(mimeTypeForFileName(name)).toBe(expected);
    expect(isAcceptedFileName(name)).toBe(expected !== null);
  });
});

describe('isAcceptedMimeType', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['application/pdf', true],
    ['image/jpg', false],
    ['image/gif', false],
    ['text/html', false],
    ['', false],
  ])('%j → %s', (mime, expected) => {
    expect(isAcceptedMimeType(mime)).toBe(expected);
  });
});

describe('FILE_INPUT_ACCEPT', () => {
  it('lists every accepted extension', () => {
    expect(FILE_INPUT_ACCEPT).toBe('.jpg,.jpeg,.png,.pdf');
  });
});

describe('sniffFileType', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const ascii = (s: string) => new TextEncoder().encode(s);

  it.each([
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), 'image/png'],
    ['PDF', ascii('%PDF-1.7\n'), 'application/pdf'],
    ['truncated JPEG', bytes(0xff, 0xd8), null],
    ['truncated PNG', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['PNG with a mangled line ending', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0d), null],
    ['%PDF without the dash', ascii('%PDF1.7'), null],
    ['PDF not at offset 0', ascii(' %PDF-1.7'), null],
    ['GIF', ascii('GIF89a'), null],
    ['HTML', ascii('<html>'), null],
    ['empty', bytes(), null],
  ])('%s → %j', (_, input, expected) => {
    expect(sniffFileType(input)).toBe(expected);
  });
});
