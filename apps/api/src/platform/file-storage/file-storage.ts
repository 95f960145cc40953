/**
 * Where invoice files live: outside the web root, under server-made keys (docs/design.md §8). The
 * browser moves the bytes itself through short-lived signed URLs, so large uploads never pass
 * through a JSON request; the server reads them back only to check and extract them.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * A URL the browser PUTs the raw bytes to, with the headers it must send. The URL takes
   * exactly `size` bytes (the size the browser declared for its file) and no more.
   */
  signedUploadUrl(input: { key: string; uploadId: string; contentType: string; size: number; expiresAt: Date }): SignedRequest;
  /** A URL that downloads the file as an attachment with the given name and type. */
  signedDownloadUrl(input: { key: string; fileName: string; contentType: string; expiresAt: Date }): string;
  /** The stored bytes, or null when nothing was uploaded. Refuses more than maxBytes. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
}

/** The object's size exceeded what the caller allows. */
export class StoredFileTooLargeError extends Error {
  constructor() {
    super('stored file too large');
    this.name = 'StoredFileTooLargeError';
  }
}
