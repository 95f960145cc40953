import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseSecretBoxKeys, secretBoxKeys } from './secret-box-keys.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(40);

describe('SECRET_BOX_KEYS', () => {
  it('reads version:secret pairs in order, the first one sealing', () => {
    expect(parseSecretBoxKeys(`v2:${B}, v1:${A}`)).toEqual([
      { version: 'v2', secret: B },
      { version: 'v1', secret: A },
    ]);
  });

  it('keeps colons and other characters inside the secret', () => {
    expect(parseSecretBoxKeys(`v3:${A}:x/y+z=`)).toEqual([{ version: 'v3', secret: `${A}:x/y+z=` }]);
  });

  it.each([
    ['', /at least one/],
    ['v1:short', /32 characters/],
    [A, /version:secret/],
    [`x1:${A}`, /version:secret/],
    [`v1:${A},v1:${B}`, /once/],
  ])('refuses %j', (text, message) => {
    expect(() => parseSecretBoxKeys(text)).toThrow(message);
  });

  it('stops the configuration check with the reason instead of failing on the first login', () => {
    expect(() => loadConfig({ SECRET_BOX_KEYS: 'v1:short' })).toThrow(/SECRET_BOX_KEYS: .*32 characters/);
    expect(loadConfig({ SECRET_BOX_KEYS: `v2:${B}` }).secretBoxKeys).toEqual([{ version: 'v2', secret: B }]);
  });

  it('without the setting, development seals with a v1 key from the token secret (as before the setting)', () => {
    expect(secretBoxKeys(undefined, A)).toEqual([{ version: 'v1', secret: A }]);
    expect(secretBoxKeys([{ version: 'v2', secret: B }], A)).toEqual([{ version: 'v2', secret: B }]);
  });
});
