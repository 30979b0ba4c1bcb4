import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { moneyAndDates } from './eslint/money-and-dates.js';

/** Imports that would make dependencies point the wrong way (see docs/architecture). */
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, shop: featureBoundaries },
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
  { files: ['src/server/**/*.ts'], rules: forbid('client') },
  { files: ['src/shared/**/*.ts'], rules: forbid('client', 'server') },
  { files: ['src/backtest/**/*.ts'], rules: forbid('client', 'server') },
  ...moneyAndDates,
);
