import type { z } from 'zod';

/**
 * Test support: every leaf a zod input schema accepts, with its path, so tests can feed each
 * string and each integer of each route something bad without a hand-made list (bad-input.test.ts).
 */
type Path = (string | number)[];
/** Literal fields met on the way (a discriminated union's tag): sent along, so the leaf's branch is the one parsed. */
type Context = { path: Path; value: unknown }[];
export type SchemaLeaf = { path: Path; context: Context } & (
  | { kind: 'string' }
  | { kind: 'integer'; max: number; min: number }
  /** Free-form JSON (z.unknown, z.record values): any string could travel here. */
  | { kind: 'any' }
);

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function schemaLeaves(
  schema: z.ZodType,
  path: Path = [],
  context: Context = [],
  seen = new Set<z.ZodType>(),
): SchemaLeaf[] {
  if (seen.has(schema)) return [];
  const def = defOf(schema);
  const inner = (s: unknown, p = path, c = context) => schemaLeaves(s as z.ZodType, p, c, new Set([...seen, schema]));
  switch (def.type) {
    case 'string':
      return [{ kind: 'string', path, context }];
    case 'number': {
      const n = schema as unknown as { isInt: boolean; maxValue: number; minValue: number };
      return n.isInt ? [{ kind: 'integer', path, context, max: n.maxValue, min: n.minValue }] : [];
    }
    case 'object': {
      const shape = Object.entries(def.shape as Record<string, z.ZodType>);
      const tags = shape
        .filter(([, s]) => defOf(s).type === 'literal')
        .map(([key, s]) => ({ path: [...path, key], value: (defOf(s).values as unknown[])[0] }));
      return shape.flatMap(([key, s]) => inner(s, [...path, key], [...context, ...tags]));
    }
    case 'array':
      return inner(def.element, [...path, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'pipe': {
      // z.preprocess(fn, s) is pipe(transform, s): the input shape is the output's. Otherwise both
      // sides see the value (a coerced number piped into a bounded one): keep every leaf, and for
      // an integer the tightest bound.
      const fromIn = defOf(def.in as z.ZodType).type === 'transform' ? [] : inner(def.in);
      const fromOut = inner(def.out);
      return mergeLeaves([...fromIn, ...fromOut]);
    }
    case 'union':
      return mergeLeaves((def.options as z.ZodType[]).flatMap((s) => inner(s)));
    case 'intersection':
      return mergeLeaves([...inner(def.left), ...inner(def.right)]);
    case 'record':
      return inner(def.valueType, [...path, 'x']);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((s, i) => inner(s, [...path, i]));
    case 'unknown':
    case 'any':
      return [{ kind: 'any', path, context }];
    default:
      // literal, enum, boolean, transform, date …: no free text, no integer to bound.
      return [];
  }
}

function mergeLeaves(leaves: SchemaLeaf[]): SchemaLeaf[] {
  const byKey = new Map<string, SchemaLeaf>();
  for (const leaf of leaves) {
    const key = `${leaf.kind}:${leaf.path.join('.')}`;
    const known = byKey.get(key);
    if (known?.kind === 'integer' && leaf.kind === 'integer') {
      byKey.set(key, { ...leaf, max: Math.min(known.max, leaf.max), min: Math.max(known.min, leaf.min) });
    } else if (!known) byKey.set(key, leaf);
  }
  return [...byKey.values()];
}

/** A request value with `value` at the leaf's path and its branch's tags, everything else left out. */
export function valueAt(leaf: Pick<SchemaLeaf, 'path' | 'context'>, value: unknown): unknown {
  let root: unknown = undefined;
  for (const [path, v] of [...leaf.context.map((c) => [c.path, c.value] as const), [leaf.path, value] as const]) {
    root = setAt(root, path, v);
  }
  return root;
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const array = Array.isArray(target) ? target : [];
    array[head] = setAt(array[head], rest, value);
    return array;
  }
  const object = (target && typeof target === 'object' ? target : {}) as Record<string, unknown>;
  object[head as string] = setAt(object[head as string], rest, value);
  return object;
}
