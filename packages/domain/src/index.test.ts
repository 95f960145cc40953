import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import * as domain from './index.ts';

// Consumers import only '@icp/domain', so a module left out of index.ts is unreachable.
const modules = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');

describe('index', () => {
  it.each(modules)('re-exports everything from %s', async (file) => {
    const mod: Record<string, unknown> = await import(`./${file}`);
    for (const [name, value] of Object.entries(mod)) {
      expect((domain as Record<string, unknown>)[name], name).toBe(value);
    }
  });
});
