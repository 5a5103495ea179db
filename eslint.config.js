// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of STYLE.md, enforced: imports flow app → features → (components, stores,
 * db, ml client) → domain. Features never import each other; domain imports nothing of
 * the app; db knows nothing of React or the models; the worker never touches the database.
 */
const layers = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'stores', pattern: 'src/stores' },
  { type: 'db', pattern: 'src/db' },
  { type: 'ml-worker', pattern: 'src/ml/worker' },
  { type: 'ml-worker', pattern: 'src/ml/llm-worker' },
  { type: 'ml', pattern: 'src/ml' },
  { type: 'sync', pattern: 'src/sync' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'test-support', pattern: 'src/test' },
  { type: 'service-worker', pattern: 'src/sw' },
];

const allowedImports = [
  { from: 'app', allow: ['app', 'feature', 'components', 'stores', 'db', 'ml', 'sync', 'domain'] },
  {
    from: 'feature',
    allow: [
      ['feature', { feature: '${from.feature}' }],
      'components',
      'stores',
      'db',
      'ml',
      'domain',
    ],
  },
  { from: 'components', allow: ['components', 'stores', 'domain'] },
  { from: 'stores', allow: ['stores', 'db', 'ml', 'sync', 'domain'] },
  // Sync mirrors the database into a shared document and back (src/sync).
  { from: 'sync', allow: ['sync', 'db', 'domain'] },
  { from: 'db', allow: ['db', 'domain'] },
  { from: 'ml', allow: ['ml', 'domain'] },
  { from: 'ml-worker', allow: ['ml-worker', 'ml', 'domain'] },
  { from: 'domain', allow: ['domain'] },
  // The service worker reads where the model files are served (ml/worker/builtin/asset-paths).
  { from: 'service-worker', allow: ['service-worker', 'ml-worker', 'domain'] },
  {
    // Test support may build a worker's engine (the RecallEngine fixtures) for unit tests,
    // and a second device that syncs (the generated histories).
    from: 'test-support',
    allow: [
      'test-support',
      'app',
      'components',
      'stores',
      'db',
      'ml',
      'ml-worker',
      'sync',
      'domain',
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'test-results-*',
      'playwright-report',
      'coverage',
      // Local caches (the Chinese table's training cache, scratch files).
      '.cache',
      // npm run models:build: its Python venv (torch ships .js files) and its output.
      '.venv-models',
      '.venv-*',
      'models-build',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': ['error', { default: 'disallow', rules: allowedImports }],
      // Libraries that belong to one layer only.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'dexie', 'dexie-react-hooks', 'zustand'].map((name) => ({ name })) },
      ],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom', 'zustand'].map((name) => ({ name })) },
      ],
    },
  },
  {
    files: ['src/ml/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['dexie', 'dexie-react-hooks', 'react'].map((name) => ({ name })) },
      ],
    },
  },
  {
    // Unit tests of any layer may use the shared factories in src/test.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: allowedImports.map((rule) => ({
            ...rule,
            allow: [...rule.allow, 'test-support'],
          })),
        },
      ],
    },
  },
  // Plain JavaScript (this file, the sync server's script) is outside the TypeScript projects.
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
