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
  {
    // One-way imports inside the engine: widgets/ depends on react/, never the reverse (nested
    // node lists reach the tabs and add-another views through context). Only the registry, which
    // wires the built-in widgets, and the public entry may import widgets/.
    files: ['packages/form-engine/src/react/**/*.{ts,tsx}'],
    ignores: [
      'packages/form-engine/src/react/registry.ts',
      'packages/form-engine/src/react/index.ts',
      'packages/form-engine/src/react/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/widgets/**'],
              message: 'react/ must not import widgets/: go through react/registry.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The React-free core: the server imports it, so it must not reach React code.
    files: ['packages/form-engine/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/react/**', '**/widgets/**', 'react', 'react-dom'],
              message: 'core/ stays React-free.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
