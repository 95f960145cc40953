#!/usr/bin/env node
// Import boundaries: runs dependency-cruiser with .dependency-cruiser.cjs (cycles between files,
// arrows that run the wrong way), then looks for cycles between folders, which no file-level rule
// sees: modules/payments importing modules/banks while modules/banks imports modules/payments back.
// Exit 1 on any finding. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const raw = execFileSync(
  process.execPath,
  [
    `${root}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`,
    'apps',
    'packages',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ],
  { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
);
const result = JSON.parse(raw);

const problems = result.summary.violations.map((v) =>
  v.cycle ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')}` : `${v.rule.name}: ${v.from} → ${v.to}`,
);

/** The folders whose mutual imports must form no cycle, at two depths. */
const FOLDER_LEVELS = [
  { name: 'API module', pattern: /^apps\/api\/src\/(modules\/[^/]+)\// },
  { name: 'API sub-area', pattern: /^apps\/api\/src\/(modules\/[^/]+\/[^/]+)\// },
  { name: 'API layer', pattern: /^apps\/api\/src\/([^/]+)\/(?!.*\.test\.ts$)/ },
  { name: 'web feature', pattern: /^apps\/web\/src\/(features\/[^/]+)\// },
  { name: 'web feature area', pattern: /^apps\/web\/src\/(features\/[^/]+\/[^/]+)\/(?!.*\.test\.tsx?$)/ },
  { name: 'package', pattern: /^(packages\/[^/]+)\// },
];
const isTest = (path) => /\.test\.tsx?$/.test(path) || /\/testing\//.test(path);

for (const level of FOLDER_LEVELS) {
  const edges = new Map();
  for (const module of result.modules) {
    if (isTest(module.source)) continue;
    const from = module.source.match(level.pattern)?.[1];
    if (!from) continue;
    for (const dep of module.dependencies) {
      const to = dep.resolved.match(level.pattern)?.[1];
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} → ${dep.resolved}`);
    }
  }
  for (const cycle of findCycles(edges)) {
    const witness = cycle.map((f, i) => edges.get(f).get(cycle[(i + 1) % cycle.length]));
    problems.push(`${level.name} cycle: ${[...cycle, cycle[0]].join(' → ')}\n    ${witness.join('\n    ')}`);
  }
}

/** One cycle per strongly connected component with more than one folder (Tarjan). */
function findCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(shortestCycle(edges, new Set(component), v));
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** A shortest path back to `start` inside one component, for a readable report. */
function shortestCycle(edges, component, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (previous.get(path[0]) !== null) path.unshift(previous.get(path[0]));
        return path;
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

const { totalCruised, totalDependenciesCruised } = result.summary;
if (problems.length > 0) {
  process.stderr.write(`architecture: ${problems.length} problem(s)\n\n${problems.join('\n\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `architecture: no import cycle (files or folders) and no backward arrow in ${totalCruised} modules, ${totalDependenciesCruised} imports\n`,
);
