/**
 * Whole minutes to wait from a Retry-After in seconds; `fallback` when it has none or one that is
 * not a positive number of seconds (an HTTP date, a platform's answer without one).
 * @example minutesToWait('90', 1) // => 2
 * @example minutesToWait(null, 15) // => 15
 */
export function minutesToWait(retryAfter: string | null, fallback: number): number {
	const seconds = Number(retryAfter);
	return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : fallback;
}
