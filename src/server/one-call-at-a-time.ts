/**
 * @netlify/dev builds a function anew for every request, each into a folder of its own that it
 * deletes once the request is answered, but it keeps one record of the latest build per function:
 * two calls to the same function at once can run the other call's build while it is being deleted
 * (a 500 "Cannot find module"). The local server therefore makes the calls to one function (one
 * path under /api/) one after the other; different functions and static files are still served
 * side by side. Netlify itself runs each function warm and needs none of this.
 */

/** The queue of a function: the last call's end, whether it answered or failed. */
const running = new Map<string, Promise<void>>();

/**
 * Runs `call` once the calls made before it with the same key have ended; a null key runs at once.
 * @example await oneCallAtATime('/api/captcha', () => netlify.handleAndIntrospect(request))
 */
export function oneCallAtATime<T>(key: string | null, call: () => Promise<T>): Promise<T> {
	if (key === null) return call();
	const result = (running.get(key) ?? Promise.resolve()).then(call);
	const ended = result.then(
		() => undefined,
		() => undefined,
	);
	running.set(key, ended);
	void ended.then(() => {
		if (running.get(key) === ended) running.delete(key);
	});
	return result;
}

/**
 * The function a path calls (its path under /api/ or /.netlify/functions/, as @netlify/dev matches
 * it: no trailing slash, any case); null for any other path.
 * @example functionKey('/api/Captcha/') // => '/api/captcha'
 */
export function functionKey(pathname: string): string | null {
	return /^\/(api|\.netlify\/functions)\//i.test(pathname) ? pathname.replace(/\/+$/, '').toLowerCase() : null;
}
