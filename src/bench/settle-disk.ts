/**
 * Brings the disk to the same state before each measured build: the previous build's pages are
 * written out (`sync`), so their write-back does not run during the next build, and the page
 * cache is dropped where the benchmark may (root on Linux), so every build starts from the same
 * cold cache. Without it, consecutive 10,000-listing builds here got slower one after the other
 * (system time 10 s, then up to 34 s), whichever was measured.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** What was done: always the write-out; the cache drop only where it is allowed. */
export type Settled = { synced: boolean; cacheDropped: boolean };

/** Writes out dirty pages and drops the page cache when allowed. */
export function settleDisk(): Settled {
	let synced = true;
	try {
		execFileSync('sync', { stdio: 'ignore' });
	} catch {
		synced = false;
	}
	let cacheDropped = false;
	try {
		writeFileSync('/proc/sys/vm/drop_caches', '3');
		cacheDropped = true;
	} catch {
		// Not root, or not Linux: the builds then start from whatever the cache holds.
	}
	return { synced, cacheDropped };
}
