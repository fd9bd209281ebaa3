/**
 * The build's log, Astro's own lines written in blocks. Astro logs two pieces per generated page
 * (its path, then its time): 87,000 writes at 10,000 listings. A write to a pipe (CI, Netlify, the
 * benchmark) is synchronous in Node, so each one held up the rendering; the profile of a
 * 10,000-listing build showed 2.7 s of them. The page lines are gathered and written every 250 ms
 * and before anything else is logged; every other message (headings, warnings, errors) goes
 * through Astro's node destination as before, in the same order. The text is the same.
 */
import { styleText } from 'node:util';
import type { AstroLoggerDestination, AstroLoggerLevel, AstroLoggerMessage } from 'astro';
import { matchesLevel } from 'astro/logger';
import nodeDestination from 'astro/logger/node';

/** The logger's configuration (`logger.config` in astro.config.mjs). */
type BuildLogOptions = { level?: AstroLoggerLevel };

/** How long page lines may wait before they are written. */
const flushEveryMs = 250;

/** Astro's time stamp: hours, minutes and seconds, 24-hour clock. */
const clock = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** Whether a message is one of the two pieces Astro logs for each generated page. */
function isPageLine(event: AstroLoggerMessage): boolean {
	return event.level === 'info' && (event.label === null || event.label === 'SKIP_FORMAT');
}

/** The dimmed time stamp of the current second (made once a second, not once a line). */
const stamp = { second: -1, text: '' };
function timeStamp(): string {
	const now = Date.now();
	const second = Math.floor(now / 1000);
	if (second !== stamp.second) {
		stamp.second = second;
		stamp.text = styleText('dim', clock.format(now), { stream: process.stdout });
	}
	return stamp.text;
}

/** Formats a page line as Astro's node destination does. */
function formatPageLine(event: AstroLoggerMessage): string {
	const text = event.message + (event.newLine ? '\n' : '');
	return event.label === 'SKIP_FORMAT' ? text : `${timeStamp()} ${text}`;
}

/** Page lines not written yet, shared by every destination Astro makes, so the order holds. */
let pending = '';
let timer: NodeJS.Timeout | undefined;

/** Writes the waiting page lines in one write. */
function flush(): void {
	if (timer) clearTimeout(timer);
	timer = undefined;
	if (pending === '') return;
	const text = pending;
	pending = '';
	process.stdout.write(text);
}
process.once('exit', flush);

/** The destination Astro loads from the `logger` setting. */
export default function buildLog(options: BuildLogOptions = {}): AstroLoggerDestination {
	const { level = 'info' } = options;
	const direct = nodeDestination({ level });
	return {
		write(event) {
			if (!matchesLevel(event.level, level)) return;
			if (!isPageLine(event)) {
				flush();
				direct.write(event);
				return;
			}
			pending += formatPageLine(event);
			timer ??= setTimeout(flush, flushEveryMs).unref();
		},
		flush,
		close: flush,
	};
}
