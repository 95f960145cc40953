// Bundles the API into dist/ with esbuild: workspace packages (TypeScript sources) are inlined,
// npm dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  // sandbox.js: the card sandbox as its own process, shared by the API processes of `npm run cluster`.
  entryPoints: { server: 'src/server.ts', ops: 'src/ops.ts', sandbox: 'src/platform/card-gateway/sandbox/serve.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@icp/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
