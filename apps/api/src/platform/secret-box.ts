import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets we must be able to read back (TOTP seeds) with AES-256-GCM, so a copy of
 * the database alone does not let anyone generate a user's codes.
 *
 * The key comes from the configured server secret through HKDF with its own `info` label, so it
 * differs from the token-signing key even though both start from the same secret. Every sealed
 * value starts with its key version (`v1.`…): to rotate, put the new secret first and keep the
 * old one for opening; values re-sealed on their next write move to the new key.
 *
 * Format: `<version>.<iv>.<ciphertext>.<tag>` (base64url). The version and a caller-given context
 * (e.g. `totp:<user id>`) are bound as additional data, so a value copied to another row or
 * relabelled with another version is refused.
 */
export interface SecretBoxKey {
  /** Short label stored in front of every value sealed with this key, e.g. 'v1'. */
  version: string;
  secret: string;
}

const HKDF_SALT = 'invoice-card-pay/secret-box';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION_PATTERN = /^v[0-9]{1,4}$/;

function deriveKey(key: SecretBoxKey): Buffer {
  // The info label names purpose and version: nothing else in the app derives the same bytes.
  return Buffer.from(hkdfSync('sha256', key.secret, HKDF_SALT, `icp:secret-box:${key.version}`, 32));
}

export class SecretBox {
  readonly #keys: Map<string, Buffer>;
  readonly #current: string;

  /** `keys[0]` seals; every key listed can open. */
  constructor(keys: SecretBoxKey[]) {
    const [current] = keys;
    if (!current) throw new Error('SecretBox needs at least one key');
    this.#keys = new Map();
    for (const key of keys) {
      if (!VERSION_PATTERN.test(key.version)) throw new Error(`bad secret-box key version: ${key.version}`);
      if (key.secret.length < 32) throw new Error('secret-box secrets must be at least 32 characters');
      this.#keys.set(key.version, deriveKey(key));
    }
    this.#current = current.version;
  }

  seal(plaintext: string, context: string): string {
    const key = this.#keys.get(this.#current)!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(this.#current, context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [this.#current, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext, or null when the value was altered, sealed for another context, or by an unknown key. */
  open(sealed: string, context: string): string | null {
    const parts = sealed.split('.');
    if (parts.length !== 4) return null;
    const [version, ivText, ciphertextText, tagText] = parts as [string, string, string, string];
    const key = this.#keys.get(version);
    if (!key) return null;
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(version, context));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** The key version new values are sealed with. */
  get currentVersion(): string {
    return this.#current;
  }

  /** The key version a sealed value names (its first part). */
  versionOf(sealed: string): string {
    return sealed.split('.', 1)[0] ?? '';
  }

  /** False when the value was sealed with an older key and should be re-sealed. */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`${this.#current}.`);
  }
}

function additionalData(version: string, context: string): Buffer {
  return Buffer.from(`${version}\u0000${context}`, 'utf8');
}
