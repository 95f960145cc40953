import type { Config } from '../../config.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

export type AppFileStorage = LocalFileStorage | S3FileStorage;

/** S3 when configured (production), otherwise files under FILES_DIR served by our own signed routes. */
export function createFileStorage(config: Config, signingSecret: string, now: () => Date): AppFileStorage {
  if (config.s3) return new S3FileStorage(config.s3, now);
  return new LocalFileStorage({ root: config.filesDir, signingSecret, now });
}
