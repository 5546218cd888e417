import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/*.generated.ts',
      'packages/partner-config/generated/**',
      '**/bench-results/**',
      'storybook-static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // One-way folders inside the engine: core → bindings → {widgets, readonly} → renderer (the
  // page renderer, the widget registry and the public `/react` entry). Layout widgets reach the
  // page renderer through context (bindings/nested-nodes.tsx), not by import. Tests sit on top
  // and may compose any of them. The repository's import-cycle test checks the same graph.
  ...[
    [
      'core',
      ['bindings', 'widgets', 'readonly', 'renderer', 'react', 'react-dom'],
      'core/ stays React-free.',
    ],
    [
      'bindings',
      ['widgets', 'readonly', 'renderer'],
      'bindings/ sit under widgets/, readonly/ and renderer/.',
    ],
    [
      'widgets',
      ['renderer'],
      'widgets/ must not import renderer/: nested nodes come through bindings/nested-nodes.tsx.',
    ],
    ['readonly', ['renderer', 'widgets'], 'readonly/ must not import renderer/ or widgets/.'],
  ].map(([folder, banned, message]) => ({
    files: [`packages/form-engine/src/${folder}/**/*.{ts,tsx}`],
    ignores: ['packages/form-engine/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: banned.map((name) => (name.startsWith('react') ? name : `**/${name}/**`)),
              message,
            },
          ],
        },
      ],
    },
  })),
  prettier,
);
