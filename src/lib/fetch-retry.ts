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
 * Fetches `url`, trying again after each delay while the answer is a network failure or a 5xx.
 * Resolves with the last answer (which may be an error status); rejects with the last network
 * failure when no try got an answer.
 * @example const res = await fetchRetrying('/api/appointment-slots?propertyId=1001')
 */
export async function fetchRetrying(url: string, options: RetryOptions = {}): Promise<Response> {
	const { delaysMs = retryDelaysMs, fetcher = (u: string) => fetch(u), wait = sleep } = options;
	for (let attempt = 0; ; attempt++) {
		const last = attempt >= delaysMs.length;
		try {
			const res = await fetcher(url);
			if (res.status < 500 || last) return res;
		} catch (error) {
			if (last) throw error;
		}
		await wait(delaysMs[attempt]!);
	}
}
