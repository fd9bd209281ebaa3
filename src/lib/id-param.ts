/**
 * Reads a record id (a property, a slot) from a query parameter of an address: a positive 32-bit
 * integer written in plain digits, or null. `Number()` alone would take what no link writes:
 * `1e3`, `0x10`, ` 7` (`%207`), `1.0`, `+7` or `07`, and read them as another id.
 * @example idParam('http://x/api/owner/stats?property=1004', 'property') // => 1004
 * @example idParam('http://x/api/appointment-slots?propertyId=1e3', 'propertyId') // => null
 */
export function idParam(url: string, name: string): number | null {
	const raw = new URL(url).searchParams.get(name) ?? '';
	const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
	return Number.isInteger(id) && id < 2 ** 31 ? id : null;
}
