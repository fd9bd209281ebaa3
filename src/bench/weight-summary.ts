/**
 * Sums what a page loaded on first visit by kind (HTML, CSS, JS, images, fonts, other), raw
 * (decoded) and compressed (bytes on the wire), and checks the page-weight targets of issue 7.
 */

/** The kinds of bytes the page-weight table shows. */
export const weightKinds = ['html', 'css', 'js', 'image', 'font', 'other'] as const;
/** One kind of bytes. */
export type WeightKind = (typeof weightKinds)[number];

/** One response of a page load. */
export type LoadedResource = {
	url: string;
	resourceType: string;
	contentType: string;
	rawBytes: number;
	compressedBytes: number;
};

/** Bytes and requests of one kind. */
export type KindTotals = { requests: number; rawBytes: number; compressedBytes: number };
/** What a page loaded, by kind. */
export type PageWeight = { requests: number; byKind: Record<WeightKind, KindTotals> };

/**
 * The kind of a response, by the browser's resource type, else its content type.
 * @example kindOf({ resourceType: 'fetch', contentType: 'text/css' }) // => 'css'
 */
export function kindOf(resource: Pick<LoadedResource, 'resourceType' | 'contentType'>): WeightKind {
	const byType: Record<string, WeightKind> = {
		document: 'html',
		stylesheet: 'css',
		script: 'js',
		image: 'image',
		font: 'font',
	};
	const kind = byType[resource.resourceType];
	if (kind) return kind;
	const type = resource.contentType.toLowerCase();
	if (type.includes('javascript')) return 'js';
	if (type.startsWith('text/css')) return 'css';
	if (type.startsWith('text/html')) return 'html';
	if (type.startsWith('image/')) return 'image';
	if (type.startsWith('font/')) return 'font';
	return 'other';
}

/** Sums the responses of one page load by kind. */
export function summarizeWeight(resources: readonly LoadedResource[]): PageWeight {
	const byKind = Object.fromEntries(
		weightKinds.map((k) => [k, { requests: 0, rawBytes: 0, compressedBytes: 0 }]),
	) as Record<WeightKind, KindTotals>;
	for (const resource of resources) {
		const totals = byKind[kindOf(resource)];
		totals.requests++;
		totals.rawBytes += resource.rawBytes;
		totals.compressedBytes += resource.compressedBytes;
	}
	return { requests: resources.length, byKind };
}
