/**
 * Brings the disk to the same state before each measured build: the previous build's pages are
 * written out (`sync`), so their write-back does not run during the next build, and the page
 * cache is dropped where the benchmark may (root on Linux), so every build starts from the same
 * cold cache. Without it, consecutive 10,000-listing builds here got slower one after the other
 * (system time 10 s, then up to 34 s), whichever was measured.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Writes out dirty pages and drops the page cache when allowed; tells whether it was dropped. */
export function settleDisk(): boolean {
	try {
		execFileSync('sync', { stdio: 'ignore' });
	} catch {
		// No `sync` command: the kernel writes the pages back in its own time.
	}
	try {
		writeFileSync('/proc/sys/vm/drop_caches', '3');
		return true;
	} catch {
		return false; // not root, or not Linux: a build starts from whatever the cache holds
	}
}
