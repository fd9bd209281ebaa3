/** Fields that hold an address, a file name or a code, not a text a reader reads. */
const notText = new Set(['Url', 'Link', 'link', 'path', 'file', 'RecordFile', 'UniqueCode', 'CertificateNumber', 'Video', 'VirtualTour', 'Email', 'email']);

/**
 * The French texts of an export value with their field paths: every text of a record whose
 * `Language` is fr, and the `fr` value of a per-language text (`{ nl, fr, en, de }`). Addresses,
 * file names and codes (`Url`, `RecordFile`, ...) are left out.
 * @example frenchTexts({ Language: 'fr', Title: 'Vue', Photos: [{ Url: '/a.jpg' }] }) // => [['Title', 'Vue']]
 */
export function frenchTexts(value: unknown, path = '', french = false): [path: string, text: string][] {
	if (typeof value === 'string') return french ? [[path, value]] : [];
	if (Array.isArray(value)) return value.flatMap((v, i) => frenchTexts(v, `${path}[${i}]`, french));
	if (value === null || typeof value !== 'object') return [];
	const record = value as Record<string, unknown>;
	const inFrench = french || record['Language'] === 'fr';
	return Object.entries(record).flatMap(([key, v]) =>
		notText.has(key) || key === 'Language' ? [] : frenchTexts(v, path === '' ? key : `${path}.${key}`, inFrench || key === 'fr'),
	);
}

/**
 * The places of a French text that write a straight apostrophe (') where French typography
 * writes ’ (U+2019), as the UI strings and articles do; each with
 * four characters before it and five after.
 * @example straightApostrophes("prêts à l'emploi") // => [" à l'emplo"]
 */
export function straightApostrophes(text: string): string[] {
	return [...text.matchAll(/'/g)].map((m) => text.slice(Math.max(0, m.index - 4), m.index + 6));
}
