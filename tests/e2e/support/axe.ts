import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

/**
 * The axe rules whose findings are at most moderate (a rule's impact is the highest its checks
 * report: landmarks, heading order, region, ...). A scan that asserts only serious and critical
 * findings leaves them out: a quarter of each scan's time, with the same verdict.
 */
const lesserRules: string[] = (
	(createRequire(import.meta.url)('axe-core') as { _audit?: { rules?: { id: string; impact?: string }[] } })._audit?.rules ?? []
)
	.filter((rule) => rule.impact === 'moderate' || rule.impact === 'minor')
	.map((rule) => rule.id);

/** What a scan looks at: the whole page or the elements `include` selects; serious and critical findings only, or every one. */
export type AxeScope = { include?: string; impact?: 'serious' | 'any' };

/**
 * The violations axe finds on the page as it is now, one readable line per element:
 * `rule (impact): help — target`. Axe details only the violations (`resultTypes`): the elements
 * that pass each rule, the bulk of a page, are counted, not described one by one. It runs as one
 * `axe.run` in the page that reaches into frames of the page's own origin (`setLegacyMode`):
 * the default runs a part in each frame and then opens a blank page to join the parts, some 0.7 s a
 * scan, for frames of other origins, which a page of this site loads only after a click (a
 * video, a tour). The Dutch accessibility pages took 1.6 min so, against 2.3 min.
 * @example expect(await axeViolations(page, { include: '.search-box' })).toEqual([])
 */
export async function axeViolations(page: Page, { include, impact = 'serious' }: AxeScope = {}): Promise<string[]> {
	let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
	if (include) builder = builder.include(include);
	if (impact === 'serious') builder = builder.disableRules(lesserRules);
	const { violations } = await builder.analyze();
	return violations
		.filter((v) => impact === 'any' || v.impact === 'serious' || v.impact === 'critical')
		.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}`));
}
