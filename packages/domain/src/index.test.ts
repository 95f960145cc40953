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

  // Folders are modules with their own index.ts, which chooses what they export.
  const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  it.each(folders)('re-exports everything from %s/index.ts', async (folder) => {
    const mod: Record<string, unknown> = await import(`./${folder}/index.ts`);
    expect(Object.keys(mod).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(mod)) {
      expect((domain as Record<string, unknown>)[name], name).toBe(value);
    }
  });
});
