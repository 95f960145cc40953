import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const boxWith = (secret: string) => new SecretBox([{ version: 'v1', secret }]);

const SECRET = 'a-server-secret-a-server-secret-0123456789';
const OTHER = 'another-server-secret-another-secret-98765';

describe('SecretBox', () => {
  const box = boxWith(SECRET);

  it('round-trips, with a fresh IV every time and the key version in front', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(b, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isCurrent(a)).toBe(true);
  });

  it('refuses a tampered value, tag, IV or version', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flip = (s: string) => {
      const bytes = Buffer.from(s, 'base64url');
      bytes[0]! ^= 1;
      return bytes.toString('base64url');
    };
    expect(box.open([version, iv, flip(ciphertext), tag].join('.'), 'totp:1')).toBeNull();
    expect(box.open([version, iv, ciphertext, flip(tag)].join('.'), 'totp:1')).toBeNull();
    expect(box.open([version, flip(iv), ciphertext, tag].join('.'), 'totp:1')).toBeNull();
    expect(box.open(['v2', iv, ciphertext, tag].join('.'), 'totp:1')).toBeNull();
    expect(box.open([version, iv, ciphertext].join('.'), 'totp:1')).toBeNull();
    expect(box.open('', 'totp:1')).toBeNull();
    expect(box.open('v1.!!.??.--', 'totp:1')).toBeNull();
  });

  it('refuses a value moved to another context (another user row)', () => {
    expect(box.open(box.seal('JBSWY3DPEHPK3PXP', 'totp:1'), 'totp:2')).toBeNull();
  });

  it('refuses a value sealed under another secret', () => {
    expect(boxWith(OTHER).open(box.seal('JBSWY3DPEHPK3PXP', 'totp:1'), 'totp:1')).toBeNull();
  });

  it('uses a key of its own, not the raw secret the token key is made from', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const [, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const rawKey = Buffer.from(SECRET, 'utf8').subarray(0, 32);
    const decipher = createDecipheriv('aes-256-gcm', rawKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from('v1\u0000totp:1'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    decipher.update(Buffer.from(ciphertext, 'base64url'));
    expect(() => decipher.final()).toThrow();
  });

  it('rotates: the new key seals, the old one still opens until values are re-sealed', () => {
    const old = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const rotated = new SecretBox([
      { version: 'v2', secret: OTHER },
      { version: 'v1', secret: SECRET },
    ]);
    expect(rotated.open(old, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.isCurrent(old)).toBe(false);
    const fresh = rotated.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(fresh.startsWith('v2.')).toBe(true);
    expect(box.open(fresh, 'totp:1')).toBeNull();
  });

  it('refuses weak configuration', () => {
    expect(() => boxWith('short')).toThrow();
    expect(() => new SecretBox([])).toThrow();
    expect(() => new SecretBox([{ version: 'v1.x', secret: SECRET }])).toThrow();
  });
});
