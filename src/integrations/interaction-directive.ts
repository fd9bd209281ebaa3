import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { InteractionOptions } from '../lib/hydration/interaction.ts';

/** Registers `client:interaction` (`src/lib/hydration/interaction.ts`): an island that hydrates when the visitor first reaches for it. */
export function interactionDirective(): AstroIntegration {
	return {
		name: 'interaction-directive',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../lib/hydration/interaction.ts', import.meta.url)) });
			},
		},
	};
}

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrates when the visitor first uses the island (or the element `within` names), or at once when the address has one of `params`. */
		'client:interaction'?: InteractionOptions | boolean;
	}
}
