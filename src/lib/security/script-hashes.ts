import { inlineScripts, scriptHash } from './csp.ts';
import { keptIn } from '../kept.ts';

/**
 * The hashes of the inline scripts of every page the build rendered, gathered as each page is
 * rendered (`src/integrations/page-bytes.ts`) and read once the build is done (the
 * security-headers integration writes them into the Content-Security-Policy). Reading the pages
 * back from disk after the build took longer than rendering them at 10,000 listings. The set lives
 * on the global object, so every copy of this module loaded by the build shares it.
 */
const key = Symbol.for('agency:inline-script-hashes');

type HashStore = { [key]?: Set<string> };

/** The build's set of inline script hashes (created on first use). */
export function inlineScriptHashes(): Set<string> {
	const store = globalThis as HashStore;
	return (store[key] ??= new Set<string>());
}

/** The hash of each inline script seen: pages repeat the same few scripts tens of thousands of times. */
const hashOfScript = new Map<string, string>();

/** Adds the hashes of a page's inline scripts to the build's set. */
export function recordInlineScripts(page: Uint8Array): void {
	const hashes = inlineScriptHashes();
	for (const code of inlineScripts(page)) hashes.add(keptIn(hashOfScript, code, () => scriptHash(code)));
}
