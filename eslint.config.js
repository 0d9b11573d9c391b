// One lint configuration for the whole workspace; packages run `eslint src` from their own folder.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webApps = ['apps/patient-web', 'apps/doctor-web'];
/** React and browser TypeScript: the two web apps and the packages they are built from. */
const clientCode = [...webApps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'packages/{ui,api-client}/src/**/*.{ts,tsx}'];
const typedCode = [...clientCode, 'packages/{schema,diagnosis}/src/**/*.ts', 'apps/api/{src,test}/**/*.ts'];

/**
 * Features never import each other (app → features → shared): what two features need lives in the
 * app's shared folders or in a package. Shared folders never import a feature.
 */
function appBoundaries(app) {
  const features = readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const featureRules = features.map((feature) => {
    const others = features.filter((other) => other !== feature).join('|');
    return {
      files: [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(features/)?(${others})(/|$)`,
                message: `The ${feature} feature may not import another feature: move what they share to the app's shared folders or a package.`,
              },
            ],
          },
        ],
      },
    };
  });
  const sharedRule = {
    files: [`${app}/src/{api,components,hooks,lib}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features/', message: 'Shared code may not import a feature.' }] },
      ],
    },
  };
  return [...featureRules, sharedRule];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: clientCode,
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // A promise nobody awaits or catches loses its error; an async callback where a plain one is
    // expected (an event handler) does too.
    files: typedCode,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  ...webApps.flatMap(appBoundaries),
  {
    // Routes validate, call a use case and serialise: the database and its queries are the use cases'.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(db|repositories)(/|$)',
              message: 'A route may not import the database or a repository: call a use case.',
            },
            { regex: '^(kysely|pg)$', message: 'A route may not talk to the database: call a use case.' },
          ],
        },
      ],
    },
  },
  {
    // Apps import packages, never the reverse.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+apps/', message: 'A package may not import an app.' },
            { regex: '^@telehealth/(api|patient-web|doctor-web)(/|$)', message: 'A package may not import an app.' },
          ],
        },
      ],
    },
  },
);
