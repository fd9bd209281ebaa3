/**
 * The WCAG contrast ratio of two CSS `rgb()` colours, as a browser test reads them from computed
 * styles (1.4.3 text, 1.4.11 graphics and focus rings).
 * @example contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)') // => 21
 */
export function contrastRatio(a: string, b: string): number {
	const luminance = (colour: string) => {
		const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
			const v = Number(c) / 255;
			return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
		});
		return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
	};
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
	return (light + 0.05) / (dark + 0.05);
}
