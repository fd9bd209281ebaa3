import type { Locator } from '@playwright/test';

/**
 * What of an element's look survives forced colours (Windows High Contrast): its text colour, the
 * first opaque background under it, text decoration and its border (box-shadow is dropped). Two
 * elements with the same look cannot be told apart in that mode except by their text.
 */
export function forcedLook(element: Locator): Promise<string> {
	return element.evaluate((el) => {
		const style = getComputedStyle(el);
		let background = 'transparent';
		for (let node: Element | null = el; node; node = node.parentElement) {
			const colour = getComputedStyle(node).backgroundColor;
			if (!/rgba\(.*, 0\)$|^transparent$/.test(colour)) {
				background = colour;
				break;
			}
		}
		const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) => {
			const width = style.getPropertyValue(`border-${side.toLowerCase()}-width`);
			const kind = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
			return width === '0px' || kind === 'none' ? 'none' : `${width} ${kind} ${style.getPropertyValue(`border-${side.toLowerCase()}-color`)}`;
		});
		return [style.color, background, style.textDecorationLine, ...sides].join(' | ');
	});
}
