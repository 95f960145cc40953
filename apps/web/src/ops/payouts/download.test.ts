import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { downloadFile, fileNameFromDisposition, saveResponse } from './download.ts';
import type { SaveTarget } from './download.ts';

function fakeTarget() {
  const saved: { blob: Blob; name: string }[] = [];
  const revoked: string[] = [];
  let n = 0;
  const blobs = new Map<string, Blob>();
  const target: SaveTarget = {
    createObjectURL: (blob) => {
      const url = `blob:test/${++n}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url) => revoked.push(url),
    click: (href, name) => saved.push({ blob: blobs.get(href)!, name }),
  };
  return { target, saved, revoked };
}

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name over the plain one', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="batch.txt"; filename*=UTF-8''%E6%8C%AF%E8%BE%BC_20261201.txt`, 'x'),
    ).toBe('振込_20261201.txt');
  });

  it('reads a quoted or bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="zengin-12.txt"', 'x')).toBe('zengin-12.txt');
    expect(fileNameFromDisposition('attachment; filename=money.csv', 'x')).toBe('money.csv');
  });

  it('falls back when the header is missing, empty or names no usable file', () => {
    expect(fileNameFromDisposition(null, 'fallback.txt')).toBe('fallback.txt');
    expect(fileNameFromDisposition('attachment', 'fallback.txt')).toBe('fallback.txt');
    expect(fileNameFromDisposition('attachment; filename=".."', 'fallback.txt')).toBe('fallback.txt');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'fallback.txt')).toBe('fallback.txt');
  });

  it('never lets a path through', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe(`.._.._etc_passwd`);
  });
});

describe('downloadFile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the exact bytes under the server-given name and revokes the object URL later', async () => {
    const bytes = new Uint8Array([0x31, 0xb6, 0xc5, 0x0d, 0x0a]); // Shift_JIS half-width kana survive untouched
    const { target, saved, revoked } = fakeTarget();
    const name = await downloadFile(
      async () =>
        new Response(bytes, {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="zengin_20261201_3.txt"' },
        }),
      'fallback.txt',
      target,
    );
    expect(name).toBe('zengin_20261201_3.txt');
    expect(saved).toHaveLength(1);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(bytes);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('turns a refused answer into an ApiError with the server message and saves nothing', async () => {
    const { target, saved } = fakeTarget();
    const refused = downloadFile(
      async () =>
        new Response(JSON.stringify({ status: 'conflict', message: '承認前のバッチのファイルはダウンロードできません。' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
      'f.txt',
      target,
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      httpStatus: 409,
      message: '承認前のバッチのファイルはダウンロードできません。',
    });
    expect(saved).toEqual([]);
  });

  it('uses the fallback name when the server sends none', async () => {
    const { target, saved } = fakeTarget();
    await saveResponse(new Response('a,b\r\n'), 'money_2026-12-01.csv', target);
    expect(saved[0]?.name).toBe('money_2026-12-01.csv');
  });
});
