/** Small statistics and formatting helpers of the benchmark report. */

/**
 * The median of some numbers (mean of the middle two for an even count); NaN when there are none.
 * @example median([3, 1, 2]) // => 2
 */
export function median(values: readonly number[]): number {
	if (values.length === 0) return Number.NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The p-th percentile (0-100) by the nearest-rank method; NaN when there are no values.
 * @example percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95) // => 10
 */
export function percentile(values: readonly number[], p: number): number {
	if (values.length === 0) return Number.NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
	return sorted[Math.min(rank, sorted.length) - 1]!;
}

/**
 * A ratio rounded to two decimals; NaN when the reference is zero or missing.
 * @example ratio(30, 20) // => 1.5
 */
export function ratio(value: number, reference: number): number {
	if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return Number.NaN;
	return Math.round((value / reference) * 100) / 100;
}

/**
 * Bytes in the unit a reader expects (B, KB, MB, GB; 1 KB = 1024 B).
 * @example formatBytes(1536) // => '1.5 KB'
 */
export function formatBytes(bytes: number): string {
	if (!Number.isFinite(bytes)) return 'n/a';
	const units = ['B', 'KB', 'MB', 'GB'];
	let value = bytes;
	let unit = 0;
	while (Math.abs(value) >= 1024 && unit < units.length - 1) {
		value /= 1024;
		unit++;
	}
	const digits = unit === 0 || value >= 100 ? 0 : 1;
	return `${value.toFixed(digits)} ${units[unit]}`;
}

/**
 * Milliseconds as ms below a second, else seconds, else minutes and seconds.
 * @example formatDuration(83_400) // => '1 min 23.4 s'
 */
export function formatDuration(ms: number): string {
	if (!Number.isFinite(ms)) return 'n/a';
	if (ms === 0) return '0 ms';
	if (ms < 1) return `${ms.toFixed(3)} ms`;
	if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
	if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
	const minutes = Math.floor(ms / 60_000);
	return `${minutes} min ${((ms - minutes * 60_000) / 1000).toFixed(1)} s`;
}

/**
 * A number with thousands separators and at most the given decimals.
 * @example formatNumber(12345.678, 1) // => '12,345.7'
 */
export function formatNumber(value: number, decimals = 0): string {
	if (!Number.isFinite(value)) return 'n/a';
	return value.toLocaleString('en-US', {
		maximumFractionDigits: decimals,
		minimumFractionDigits: 0,
	});
}
