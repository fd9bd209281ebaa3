import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		include: ['tests/unit/**/*.test.ts', 'tests/data/**/*.test.ts', 'tests/functions/**/*.test.ts'],
		environment: 'node',
		// Three files at a time on a 2-core machine: the default there is one (cores less one), and many
		// files wait on a database, a mail server or a child build rather than compute. One worker took
		// 166 s for the whole suite, two 94 s, four 89 s.
		maxWorkers: 3,
	},
});
