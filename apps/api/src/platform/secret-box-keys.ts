import type { SecretBoxKey } from './secret-box.ts';

const ENTRY = /^(v[0-9]{1,4}):(.{32,})$/;

/**
 * `SECRET_BOX_KEYS`: comma-separated `version:secret` pairs, the first one sealing, e.g.
 * `v2:<new secret>,v1:<old secret>`. Throws a readable message for the configuration check.
 */
export function parseSecretBoxKeys(text: string): SecretBoxKey[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = ENTRY.exec(entry);
      if (!match) throw new Error('each entry must be version:secret (version v1…v9999, secret ≥ 32 characters)');
      return { version: match[1]!, secret: match[2]! };
    });
  if (keys.length === 0) throw new Error('at least one version:secret entry is required');
  const versions = new Set(keys.map((k) => k.version));
  if (versions.size !== keys.length) throw new Error('each key version may appear once');
  return keys;
}

/**
 * The keys the app seals with: the configured ones, or (development, and deployments from before
 * the setting) one key derived from the token secret as `v1`, which is how the first values were sealed.
 */
export function secretBoxKeys(configured: SecretBoxKey[] | undefined, jwtSecret: string): SecretBoxKey[] {
  return configured ?? [{ version: 'v1', secret: jwtSecret }];
}
