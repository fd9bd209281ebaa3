import { describe, expect, test } from 'vitest';
import { scriptHash } from '../../../src/lib/security/csp.ts';
import { inlineScriptHashes, recordInlineScripts } from '../../../src/lib/security/script-hashes.ts';

const page = (body: string) => new TextEncoder().encode(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`);

describe('inline script hashes noted while pages render (Content-Security-Policy)', () => {
	test('each distinct inline script is noted once, whatever the number of pages carrying it', () => {
		const hashes = inlineScriptHashes();
		hashes.clear();
		recordInlineScripts(page('<script>start()</script><script type="module">wire()</script>'));
		recordInlineScripts(page('<script>start()</script>'));
		expect([...hashes].sort()).toEqual([scriptHash('start()'), scriptHash('wire()')].sort());
	});
	test('data blocks and external scripts are not noted', () => {
		const hashes = inlineScriptHashes();
		hashes.clear();
		recordInlineScripts(page('<script type="application/ld+json">{"@type":"Thing"}</script><script type="module" src="/_astro/a.js"></script>'));
		expect(hashes.size).toBe(0);
	});
	test('the set is shared through the global object, so every copy of the module in a thread adds to one set', () => {
		expect(inlineScriptHashes()).toBe((globalThis as Record<symbol, unknown>)[Symbol.for('agency:inline-script-hashes')]);
	});
});
