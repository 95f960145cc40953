// Bundles the API into dist/ with esbuild: workspace packages (TypeScript sources) are inlined,
// npm dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  // veritrans-simulator.js: the VeriTrans4G simulator as its own process, the one acquirer the API
  // processes of `npm run cluster` (and bench/crash-safety.mjs) share.
  entryPoints: {
    server: 'src/server.ts',
    ops: 'src/ops.ts',
    'veritrans-simulator': 'src/platform/card-gateway/veritrans-simulator/serve.ts',
  },
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
