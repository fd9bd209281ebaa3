/**
 * A GET that tries again when the server could not answer: a network failure or a 5xx, as when a
 * function or the database is waking up. It waits before each new try; a 4xx is an answer and is
 * not asked again. Used where a failure leaves the visitor without a choice to make (the open
 * appointment slots, the captcha challenge).
 */

/** The waits before the second and the third try. */
export const retryDelaysMs = [1000, 3000] as const;

/** What a try needs: the fetch and the wait, replaceable in tests. */
export type RetryOptions = {
	delaysMs?: readonly number[];
	fetcher?: (url: string) => Promise<Response>;
	wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it resolves, waiting before each new try; rejects with the last failure. The
 * one retry loop of the site: the GET below, and the code of a listing's forms (`deferred-forms.ts`).
 * @example await loadRetrying(() => import('./module.ts'))
 */
export async function loadRetrying<T>(load: () => Promise<T>, delaysMs: readonly number[] = retryDelaysMs, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
	for (let attempt = 0; ; attempt++) {
		try {
			return await load();
		} catch (error) {
			if (attempt >= delaysMs.length) throw error;
			await wait(delaysMs[attempt]!);
		}
	}
}

/** A 5xx answer, as a failure of one try. */
class ServerError extends Error {}

/**
 * Fetches `url`, trying again after each delay while the answer is a network failure or a 5xx.
 * Resolves with the last answer (which may be an error status); rejects with the last network
 * failure when no try got an answer.
 * @example const res = await fetchRetrying('/api/appointment-slots?propertyId=1001')
 */
export async function fetchRetrying(url: string, options: RetryOptions = {}): Promise<Response> {
	const { delaysMs = retryDelaysMs, fetcher = (u: string) => fetch(u), wait = sleep } = options;
	let last: Response | undefined;
	try {
		return await loadRetrying(
			async () => {
				last = await fetcher(url);
				if (last.status >= 500) throw new ServerError();
				return last;
			},
			delaysMs,
			wait,
		);
	} catch (error) {
		if (error instanceof ServerError && last) return last;
		throw error;
	}
}
