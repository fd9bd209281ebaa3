import type { AstroIntegration } from 'astro';
import { dutyWarning, type DutyGap } from '../lib/detail/information-duty.ts';
import { takeBuildFile } from './build-file.ts';

/**
 * Names, in the build's log, the Flemish listings on offer whose export lacks items of the
 * information duty (`information-duty.json`, written by its route and removed here). The build
 * goes on: the pages show what the export gives, and the agency completes the rest in its CRM.
 */
export function informationDuty(): AstroIntegration {
	return {
		name: 'agency-information-duty',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const warning = dutyWarning(await takeBuildFile<DutyGap[]>(dir, 'information-duty.json'));
				if (warning !== null) logger.warn(warning);
			},
		},
	};
}
