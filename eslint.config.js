import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every form goes through useAppForm (apps/web/src/lib/use-app-form.ts), which focuses the first
// invalid field in page order; react-hook-form's own useForm would focus in registration order.
const ONE_FORM_HOOK = {
  name: 'react-hook-form',
  importNames: ['useForm'],
  message: 'Use useAppForm from lib/use-app-form.ts: it focuses the first invalid field in page order.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Japanese text legitimately contains the ideographic space (U+3000).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error (and a transaction its ordering).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts'],
    // The domain's tests run in Node, outside the domain's own Node-free project.
    ignores: ['packages/domain/src/**/*.test.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // Import boundaries (features never import each other, layers, cycles) are checked by
  // dependency-cruiser in scripts/check-architecture.mjs, which resolves paths instead of matching them.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [ONE_FORM_HOOK] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react-*'] }] },
  },
);
