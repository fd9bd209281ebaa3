import type { AstroIntegration } from 'astro';
import { startEarlyDataSet } from '../lib/data/early-export.ts';

/** The integration: a build starts reading and validating the export in `dataDir` as it begins. */
export function earlyExport(dataDir: string): AstroIntegration {
	let root: URL | undefined;
	return {
		name: 'agency-early-export',
		hooks: {
			'astro:config:done': ({ config }) => {
				root = config.root;
			},
			'astro:build:start': () => {
				if (root) startEarlyDataSet(dataDir, new URL('src/lib/data/validate-worker.ts', root));
			},
		},
	};
}
