import { describe, expect, it } from 'vitest';
import { S3FileStorage } from './s3-file-storage.ts';
import { presignS3Url } from './s3-presign.ts';

const LOCATION = {
  endpoint: 'http://127.0.0.1:9000',
  region: 'ap-northeast-1',
  bucket: 'invoices',
  forcePathStyle: true,
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const NOW = new Date('2026-11-22T03:04:05Z');

describe('S3FileStorage.signedUploadUrl', () => {
  it('signs the declared size: S3 refuses a PUT of any other length (its signature would not match)', () => {
    const storage = new S3FileStorage(LOCATION, () => NOW);
    const signed = storage.signedUploadUrl({
      key: 'invoices/12/abc',
      contentType: 'application/pdf',
      size: 1234,
      expiresAt: new Date(NOW.getTime() + 300_000),
    });
    const url = new URL(signed.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // The browser sets Content-Length itself from the file; it is told only the type.
    expect(signed.headers).toEqual({ 'content-type': 'application/pdf' });

    // The signature S3 recomputes from a request carrying n bytes.
    const signatureFor = (n: number) =>
      new URL(
        presignS3Url(LOCATION, {
          method: 'PUT',
          key: 'invoices/12/abc',
          now: NOW,
          expiresInSeconds: 300,
          headers: { 'content-type': 'application/pdf', 'content-length': String(n) },
        }),
      ).searchParams.get('X-Amz-Signature');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(signatureFor(1234));
    expect(signatureFor(1235)).not.toBe(signatureFor(1234));
  });
});
