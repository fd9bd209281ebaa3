import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		environment: 'node',
		// Three files at a time on a 2-core machine: the default there is one (cores less one), and many
		// files wait on a database, a mail server or a child build rather than compute. One worker took
		// 166 s for the whole suite, two 94 s, four 89 s.
		maxWorkers: 3,
		projects: [
			{
				// The pure modules' tests share their workers' modules: each file in a fresh module graph
				// took 60 s for these files, reused 20 s. Each of them puts back what it changes (globals,
				// timers, stores), and they pass in any order (`--sequence.shuffle.files`).
				test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
			},
			{
				// The export, database, mail and function tests each keep their own modules: they set
				// environment and module state for a whole file.
				test: { name: 'integration', include: ['tests/data/**/*.test.ts', 'tests/functions/**/*.test.ts'] },
			},
		],
	},
});
