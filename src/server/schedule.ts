/**
 * When the local server (`serve.ts`) runs the scheduled functions, as Netlify does on their
 * `schedule`: `@netlify/dev` runs a scheduled function only when its URL is called. The functions'
 * schedules use the minute field alone (every 5 minutes, at minute 17 of every hour), so that is
 * what is read here: a minute field of `*`, `*\/N` or `M` with every other field `*`; any other
 * schedule is refused.
 */

/** A function's schedule as read from its `config` (`schedule: '...'`), or null when it has none. */
export function scheduleIn(source: string): string | null {
	return /\bschedule:\s*['"]([^'"]+)['"]/.exec(source)?.[1] ?? null;
}

/**
 * The next time (after `now`, whole minutes, UTC minutes as Netlify counts them) a schedule runs.
 * @example nextRunOf('17 * * * *', new Date('2026-11-24T11:13:20Z')).toISOString() // => '2026-11-24T11:17:00.000Z'
 */
export function nextRunOf(schedule: string, now: Date): Date {
	const [minute, ...rest] = schedule.trim().split(/\s+/);
	if (!minute || rest.length !== 4 || rest.some((field) => field !== '*')) throw new Error(`Unsupported schedule '${schedule}': only the minute field may be set`);
	const every = minute === '*' ? 1 : /^\*\/(\d+)$/.exec(minute)?.[1];
	const at = /^\d+$/.test(minute) ? Number(minute) : null;
	if ((every === undefined && at === null) || (at !== null && at > 59) || Number(every) === 0) throw new Error(`Unsupported schedule '${schedule}'`);
	const next = new Date(now);
	next.setUTCSeconds(0, 0);
	for (let i = 0; i < 120; i++) {
		next.setUTCMinutes(next.getUTCMinutes() + 1);
		const m = next.getUTCMinutes();
		if (at !== null ? m === at : m % Number(every) === 0) return next;
	}
	throw new Error(`Unsupported schedule '${schedule}'`);
}
