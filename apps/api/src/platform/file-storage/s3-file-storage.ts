import { attachmentDisposition } from './content-disposition.ts';
import { type FileStorage, type SignedRequest, StoredFileTooLargeError } from './file-storage.ts';
import { type S3Location, presignS3Url } from './s3-presign.ts';

/**
 * Production storage: a private S3 (or S3-compatible) bucket. The browser uploads and downloads
 * with presigned URLs; the server reads objects back with presigned GETs of its own.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly #location: S3Location;
  readonly #now: () => Date;

  constructor(location: S3Location, now: () => Date) {
    this.#location = location;
    this.#now = now;
  }

  #secondsUntil(expiresAt: Date): number {
    return Math.max(1, Math.ceil((expiresAt.getTime() - this.#now().getTime()) / 1000));
  }

  /**
   * Content-Length is signed too: S3 refuses (403 SignatureDoesNotMatch) a PUT whose body is
   * not exactly the declared size, so nobody stores more than the slot allowed. It is not in the
   * headers handed to the browser: fetch sets Content-Length itself from the file (and may not
   * be told it), which is why the browser must declare the file's exact size.
   */
  signedUploadUrl(input: { key: string; contentType: string; size: number; expiresAt: Date }): SignedRequest {
    const headers = { 'content-type': input.contentType };
    const url = presignS3Url(this.#location, {
      method: 'PUT',
      key: input.key,
      now: this.#now(),
      expiresInSeconds: this.#secondsUntil(input.expiresAt),
      headers: { ...headers, 'content-length': String(input.size) },
    });
    return { url, headers };
  }

  signedDownloadUrl(input: { key: string; fileName: string; contentType: string; expiresAt: Date }): string {
    return presignS3Url(this.#location, {
      method: 'GET',
      key: input.key,
      now: this.#now(),
      expiresInSeconds: this.#secondsUntil(input.expiresAt),
      query: {
        'response-content-disposition': attachmentDisposition(input.fileName),
        'response-content-type': input.contentType,
      },
    });
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const url = presignS3Url(this.#location, { method: 'GET', key, now: this.#now(), expiresInSeconds: 60 });
    const response = await fetch(url);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET failed with ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > maxBytes) {
      await response.body?.cancel();
      throw new StoredFileTooLargeError();
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxBytes) throw new StoredFileTooLargeError();
    return body;
  }

  async delete(key: string): Promise<void> {
    const url = presignS3Url(this.#location, { method: 'DELETE', key, now: this.#now(), expiresInSeconds: 60 });
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE failed with ${response.status}`);
  }
}
