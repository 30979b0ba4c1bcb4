import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiPathsPlugin } from './eslint/api-paths.js';
import { fieldLimits } from './eslint/field-limits.js';
import { moneyAndDates } from './eslint/money-and-dates.js';
import { shopPlugin } from './eslint/shop-plugin.js';

/** Imports that would make dependencies point the wrong way (docs/decisions/0001-stack.md). */
const forbid = (...areas) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: areas.map((area) => ({
        group: [`**/${area}/**`, `**/${area}`],
        message: `This layer must not import from src/${area}: client and server meet only in src/shared.`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.e2e-data/',
      '.e2e-data-smtp/',
      '.e2e-data-passkey/',
      '.e2e-smtp-inbox/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { shop: shopPlugin },
    rules: {
      'shop/no-import-cycles': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'shop/no-cross-feature-imports': 'error',
      ...forbid('server'),
      // The demo reads the engine's report as JSON; it may share the report's types, nothing else.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backtest/**'],
              allowTypeImports: true,
              message: 'The client may import only types from src/backtest.',
            },
          ],
        },
      ],
    },
  },
  fieldLimits,
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/testing/**'],
    plugins: { 'api-paths': apiPathsPlugin },
    rules: { 'api-paths/no-literal-api-paths': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { ...forbid('client'), 'shop/server-folder-charters': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { ...forbid('client', 'server'), 'shop/server-folder-charters': 'error' },
  },
  { files: ['src/backtest/**/*.ts'], rules: forbid('client', 'server') },
  ...moneyAndDates,
);
