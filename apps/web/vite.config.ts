import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadEntryRoute } from './scripts/preload-entry-route.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

// The contract and domain packages are pure modules of zod schemas and functions; telling the
// bundler so lets it drop the schemas a route does not use (they have no package.json
// "sideEffects" flag, and top-level `z.object()` calls otherwise look side-effectful).
const pureWorkspaceModule = /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadEntryRoute('features/auth/routes/signin.tsx')],
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false },
      '/dev': { target: apiUrl, changeOrigin: false },
      // The embedded VeriTrans4G simulator: token endpoint and 3-D Secure pages.
      '/gateway': { target: apiUrl, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false },
      '/dev': { target: apiUrl, changeOrigin: false },
      // The embedded VeriTrans4G simulator: token endpoint and 3-D Secure pages.
      '/gateway': { target: apiUrl, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every supported browser has <link rel="modulepreload">; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    // The server's CSP is `script-src 'self'`: never inline anything as a data: URL script.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // lucide's icon factory rides along: every screen, /signin included, draws icons, and as
              // a chunk of its own it costs /signin an extra request and worse compression.
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/]))/,
            },
            {
              name: 'app-core',
              // Small modules nearly every screen loads (the API client, paths, session stores, basic
              // UI): one chunk compresses better than a dozen tiny ones and saves /signin requests.
              // Button, card and the warning icon joined when the help pages and the payment steps
              // made them shared: as chunks of their own they cost /signin three requests.
              test: /(apps[\\/]web[\\/]src[\\/](lib[\\/](api-client|api|paths|workflow|storage|navigation)\.ts|lib[\\/]session[\\/]|components[\\/]ui[\\/](cn|spinner|document-title|alert|field|button|card)\.tsx?)|node_modules[\\/]zustand[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]triangle-exclamation-point\.mjs)/,
            },
            {
              name: 'login-form',
              // The login form, shared by /signin and the OAuth login (/oauth/authorize), with the
              // /signin route itself: one chunk instead of five keeps /signin within its 120 KB
              // (every chunk costs /signin a request and some compression).
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](auth[\\/](auth-card|login-form|login-validation)|ui[\\/]password-field)|features[\\/]auth[\\/]routes[\\/]signin)\.tsx?$/,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !pureWorkspaceModule.test(id),
      },
    },
  },
});
