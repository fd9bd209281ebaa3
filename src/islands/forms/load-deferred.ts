/**
 * Loads what a deferred form needs (`DeferredForm.tsx`): its own code, asked for again after 1 s and
 * 3 s as the code that mounts it is (`loadRetrying`), and the language's strings file. Its code may
 * be gone while the mounting code is not: the first form of a listing was drawn before a deploy, the
 * visitor opens another one after it, and that form's `/_astro/` chunk answers 404. No try brings
 * it back; the outcome then says so (`reload`) when the strings file answers afresh, and is a plain
 * failure, which a try may mend, when it does not (the visitor is offline).
 */
import type { Locale } from '../../../i18n/locales.ts';
import { loadRetrying, retryDelaysMs } from '../../lib/fetch-retry.ts';
import { formStringsPath } from '../../lib/forms/deferred.ts';
import { fetchReloadTexts, type ReloadTexts } from '../../scripts/reload-notice.ts';

/** What loading a deferred form came to: the form and its strings, a page to reload, or a failure to try again. */
export type DeferredLoad<F> = { status: 'ready'; Form: F; strings: Record<string, string> } | { status: 'reload'; texts: ReloadTexts } | { status: 'failed' };

/** What loading takes besides the form's loader: the strings, the fetch and the waits, replaceable in tests. */
export type DeferredLoadOptions = {
	strings: (url: string) => Promise<Record<string, string>>;
	fetcher?: (url: string) => Promise<Response>;
	delaysMs?: readonly number[];
	wait?: (ms: number) => Promise<void>;
};

/** Loads a deferred form's code (with its tries) and strings, and says what came of it; never rejects. */
export async function loadDeferredForm<F>(load: () => Promise<{ default: F }>, locale: Locale, options: DeferredLoadOptions): Promise<DeferredLoad<F>> {
	const { strings, fetcher, delaysMs = retryDelaysMs, wait } = options;
	const [code, file] = await Promise.allSettled([loadRetrying(load, delaysMs, wait), strings(formStringsPath(locale))]);
	if (code.status === 'fulfilled' && file.status === 'fulfilled') return { status: 'ready', Form: code.value.default, strings: file.value };
	// Only code that stays away is a deploy; strings that failed alone are a network failure.
	const texts = code.status === 'rejected' ? await fetchReloadTexts(locale, fetcher) : null;
	return texts ? { status: 'reload', texts } : { status: 'failed' };
}
