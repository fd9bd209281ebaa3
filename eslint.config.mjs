// @ts-check
/**
 * Typed lint of the whole project (`npm run lint`, part of `npm test`, no warning allowed): the
 * recommended rules of ESLint and of typescript-eslint with type information (floating and
 * misused promises, unsafe `any`, stringified objects), React's rules of hooks for the islands
 * and Astro's recommended rules for the components. `astro check` stays the type checker.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
	globalIgnores(['dist/', '.astro/', '.netlify/', '.bench/', 'test-results/', 'playwright-report/']),
	js.configs.recommended,
	tseslint.configs.recommendedTypeChecked,
	{
		languageOptions: {
			globals: { ...globals.node, ...globals.browser },
			parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
		},
		rules: {
			// A leading underscore marks a parameter kept for its position (a handler's `context`).
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			// Its reading of contextual types and of the database's pool type differs from the type
			// checker's: the assertions it calls unnecessary in test tables and db.ts are needed there.
			'@typescript-eslint/no-unnecessary-type-assertion': 'off',
			// React ignores what an event handler returns; the handlers catch their own failures.
			'@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
			// Control characters are matched on purpose: the forms and mails strip them from input.
			'no-control-regex': 'off',
		},
	},
	{
		// The two rules of hooks, where React components and hooks live (Astro's `useTranslations`
		// elsewhere is no React hook); the project does not use the React Compiler, whose rules the
		// plugin's recommended set adds.
		files: ['**/*.tsx', 'src/islands/**/*.ts', 'src/stores/**/*.ts'],
		plugins: { 'react-hooks': reactHooks },
		rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
	},
	{
		// A test's stand-in for an async interface (a fetch, a mail server) answers at once.
		files: ['tests/**/*.ts'],
		rules: { '@typescript-eslint/require-await': 'off' },
	},
	astro.configs.recommended,
	{
		files: ['**/*.astro', '**/*.mjs'],
		extends: [tseslint.configs.disableTypeChecked],
	},
);
