import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';

/** Folder boundaries of docs/architecture.md §1: domain ← contract ← server, web; db ← server. */
const boundary = (folder, forbidden) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => ({
          group: [`**/${name}/*`, `**/${name}`, `../${name}/*`, `../../${name}/*`, `../../../${name}/*`],
          message: `${folder}/ may not import from ${name}/ (see docs/architecture.md §1).`,
        })),
      },
    ],
  },
});

/** No float arithmetic near money: amounts are bigint minor units or decimal strings. */
const noFloatMoney = {
  files: ['domain/**/*.ts', 'contract/**/*.ts', 'server/**/*.ts', 'db/**/*.ts', 'web/**/*.{ts,tsx}'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-globals': ['error', { name: 'parseFloat', message: 'No floats near money: use domain/money.' }],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'round', message: 'Use roundHalfUp from domain/money.' },
      { object: 'Number', property: 'parseFloat', message: 'No floats near money: use domain/money.' },
    ],
  },
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'web/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'db/migrations/**', 'web/src/api/schema.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  boundary('domain', ['contract', 'db', 'server', 'web', 'e2e']),
  boundary('contract', ['db', 'server', 'web', 'e2e']),
  boundary('db', ['server', 'web', 'e2e']),
  boundary('server', ['web', 'e2e']),
  boundary('web', ['server', 'db', 'e2e']),
  // The one test that runs a web form's check beside the real server's answer, to prove they agree (docs/architecture.md §2).
  { files: ['server/plugins/form-checks.api.test.ts'], rules: { 'no-restricted-imports': 'off' } },
  noFloatMoney,
  {
    files: ['web/**/*.tsx'],
    plugins: { i18next, 'react-hooks': reactHooks },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
