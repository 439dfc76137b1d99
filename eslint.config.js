import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { layersPlugin, coreForbiddenGlobals } from './tools/eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '.tools/**',
      'artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { layers: layersPlugin },
    rules: {
      'layers/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...coreForbiddenGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'core reads time through the Clock port' },
        { object: 'Math', property: 'random', message: 'core takes randomness through a port' },
      ],
    },
  },
  {
    // The game provider's page script runs in the browser, inside the provider's iframe.
    files: ['packages/api/src/provider/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/adapters/src/**/*.ts', 'packages/sw/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
