import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files shipped beside the API (migrations, fixtures) live in apps/api/; the code runs from
 * src/ in tests and dev, and from the bundled dist/ in production, so look upwards.
 */
export function apiPath(relative: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return join(dir, relative);
    dir = dirname(dir);
  }
  throw new Error('apps/api folder not found');
}
