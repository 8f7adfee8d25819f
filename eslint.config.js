// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// XSS: tokens live in localStorage (spec §3), so no raw HTML may ever be injected. Repeated in every
// `no-restricted-syntax` list below, since a later list replaces an earlier one.
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message:
    'Raw HTML is forbidden: tokens live in localStorage, so any injected script could read them (docs/decisions.md).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.bench/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // An empty string (e.g. an unset VITE_ variable) should fall back like undefined does.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Spec §4/§8 flows are promise chains started from event handlers.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': ['error', noRawHtml],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tokens, never literals: colours and sizes in style files come from `vars` (packages/ui/src/theme).
    // The theme itself and the foundation doc pages (which draw swatches and samples) are exempt.
    files: ['**/*.css.ts', '**/*.tsx'],
    ignores: ['packages/ui/src/theme/**', 'packages/ui/src/foundations/**', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noRawHtml,
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|\\brgba?\\(|\\bhsla?\\(/]',
          message: 'Use a colour token from vars (@oa/ui/vars), not a literal colour.',
        },
        {
          // 1px hairlines (borders) are allowed; every other length comes from a token.
          selector: 'Literal[value=/\\b(?!1px\\b)\\d+(\\.\\d+)?(px|rem|em)\\b/]',
          message: 'Use a size token from vars (space, layout, font.size), not a literal size.',
        },
      ],
    },
  },
  {
    // The server's API tests read JSON answers whose shape is the assertion itself: `any` bodies are allowed
    // there (and only there); the harness returns them untyped on purpose.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // A story's picture waits for every answer (.storybook/test): an answer that never comes on purpose says so.
    files: ['**/*.stories.tsx', '**/*.fixture.ts', '**/story*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noRawHtml,
        {
          selector: "CallExpression[callee.name='delay'][arguments.0.value='infinite']",
          message:
            'A request left unanswered on purpose is answered by `unanswered` (@oa/api/mocks/unanswered): the story runner then knows not to wait for it.',
        },
      ],
    },
  },
  {
    // The console's own Link (apps/console/src/routerLink.tsx): react-router's brings framework mode's prefetching,
    // and its NavLink and Form are what the bundle drops when no page takes them (docs/performance.md).
    files: ['apps/console/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message: "Use the console's Link (src/routerLink.tsx): a plain link the router follows.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
