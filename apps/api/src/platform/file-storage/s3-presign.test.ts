import { describe, expect, it } from 'vitest';
import { presignS3Url } from './s3-presign.ts';

// AWS's worked example: "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)".
const EXAMPLE = {
  endpoint: 'https://s3.amazonaws.com',
  region: 'us-east-1',
  bucket: 'examplebucket',
  forcePathStyle: false,
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('presignS3Url', () => {
  it('reproduces the signature of AWS’s published example', () => {
    const url = presignS3Url(EXAMPLE, {
      method: 'GET',
      key: 'test.txt',
      now: new Date('2013-05-24T00:00:00Z'),
      expiresInSeconds: 86_400,
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the content type of an upload and uses path style for S3-compatible stores', () => {
    const url = new URL(
      presignS3Url(
        { ...EXAMPLE, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
        {
          method: 'PUT',
          key: 'invoices/12/abc.bin',
          now: new Date('2026-11-22T03:04:05Z'),
          expiresInSeconds: 300,
          headers: { 'Content-Type': 'application/pdf' },
        },
      ),
    );
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/examplebucket/invoices/12/abc.bin');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261122T030405Z');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('encodes a Japanese file name in response-content-disposition', () => {
    const url = presignS3Url(EXAMPLE, {
      method: 'GET',
      key: 'k',
      now: new Date('2026-11-22T00:00:00Z'),
      expiresInSeconds: 60,
      query: { 'response-content-disposition': "attachment; filename*=UTF-8''%E8%AB%8B%E6%B1%82%E6%9B%B8.pdf" },
    });
    expect(url).toContain('response-content-disposition=attachment%3B%20filename%2A%3DUTF-8%27%27%25E8');
  });
});
