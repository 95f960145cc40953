import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { API, API_PREFIX } from '@icp/contract';
import { type FileStorage, type SignedRequest, StoredFileTooLargeError } from './file-storage.ts';

// Keys are made by us ([a-z0-9/-]), but check anyway: a key must never climb out of the root.
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`unsafe storage key ${key}`);
}

export interface DownloadGrant {
  key: string;
  fileName: string;
  contentType: string;
}

/**
 * Embedded mode's storage: files under DATA_DIR/files, uploaded to and downloaded from our own
 * routes. Upload URLs carry the upload id (a 128-bit secret with an expiry in the database);
 * download URLs carry an HMAC-signed grant, so they work without the login headers an <img> or
 * a download link cannot send.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly #root: string;
  readonly #signingKey: Buffer;
  readonly #now: () => Date;

  constructor(options: { root: string; signingSecret: string; now: () => Date }) {
    this.#root = options.root;
    this.#signingKey = createHmac('sha256', options.signingSecret).update('icp:file-url-signing:v1').digest();
    this.#now = options.now;
  }

  #path(key: string): string {
    assertSafeKey(key);
    return join(this.#root, key);
  }

  /** The declared size is enforced by the PUT route itself (invoice-files receiveUpload). */
  signedUploadUrl(input: { uploadId: string; contentType: string }): SignedRequest {
    return {
      url: `${API_PREFIX}${API.uploadTarget.replace(':uploadId', encodeURIComponent(input.uploadId))}`,
      headers: { 'content-type': input.contentType },
    };
  }

  signedDownloadUrl(input: { key: string; fileName: string; contentType: string; expiresAt: Date }): string {
    const payload = Buffer.from(
      JSON.stringify({ k: input.key, n: input.fileName, t: input.contentType, e: Math.floor(input.expiresAt.getTime() / 1000) }),
    ).toString('base64url');
    const token = `${payload}.${this.#sign(payload)}`;
    return `${API_PREFIX}${API.downloadTarget.replace(':token', token)}`;
  }

  /** The grant in a download token, or null when it is forged, malformed or expired. */
  verifyDownloadToken(token: string): DownloadGrant | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.#sign(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        k: string;
        n: string;
        t: string;
        e: number;
      };
      if (typeof grant.e !== 'number' || grant.e * 1000 < this.#now().getTime()) return null;
      assertSafeKey(grant.k);
      return { key: grant.k, fileName: grant.n, contentType: grant.t };
    } catch {
      return null;
    }
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#signingKey).update(payload).digest('base64url');
  }

  /**
   * Writes an upload's bytes, refusing more than maxBytes. Written to a temporary name and
   * renamed, so a half-finished upload is never mistaken for a complete one. The source is read
   * by hand rather than with for-await, which would destroy a request stream on the way out and
   * leave the client a reset connection instead of our 413.
   */
  async write(key: string, source: AsyncIterable<Buffer | Uint8Array>, maxBytes: number): Promise<number> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.part`;
    const handle = await open(partial, 'w', 0o600);
    let size = 0;
    try {
      const chunks = source[Symbol.asyncIterator]();
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        size += next.value.length;
        if (size > maxBytes) throw new StoredFileTooLargeError();
        await handle.write(next.value);
      }
    } catch (error) {
      await handle.close();
      await rm(partial, { force: true });
      throw error;
    }
    await handle.close();
    await rename(partial, path);
    return size;
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const path = this.#path(key);
    try {
      const info = await stat(path);
      if (info.size > maxBytes) throw new StoredFileTooLargeError();
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** A stream for the download route (size known for Content-Length), or null. */
  async openForDownload(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null> {
    const path = this.#path(key);
    try {
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
    await rm(`${this.#path(key)}.part`, { force: true });
  }
}
