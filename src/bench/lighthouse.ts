/**
 * Part 3, Lighthouse: the lighthouse package drives the system Chromium (chrome-launcher, the
 * project's flags, headless) on each template page served with compression; mobile form factor
 * and default simulated throttling; the median of N runs per page. The owner portal is audited
 * signed in: with the signed-in hint cookie in the browser, the static server plays the owner API
 * with the demo owner's figures (an anonymous visit is sent on to the login page, which Lighthouse
 * would audit in its place). Lighthouse's run warnings are reported with the errors.
 *
 * Each page is audited once before its counted runs, and that audit is not kept: the server
 * compresses a file the first time it is asked for (brotli at quality 11, 0.3 s for React's 211 KB
 * chunk, on one of the machine's two cores while the page loads), where a CDN serves it from its
 * cache, and the first audit in a new browser drew the home page's first frames late (Speed Index
 * 3.8 s against 2.3 s in the runs after it, in each of three tries).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser.ts';
import {
	lighthouseCategories,
	medianRun,
	runFromLhr,
	type LhrLike,
	type LighthouseRun,
} from './lighthouse-summary.ts';
import { signedInTemplates, type TemplatePage } from './templates.ts';
import { signedInCookieName } from '../lib/owners/session-hint.ts';

/** One template's Lighthouse row: the median run, the runs it came from, and any run's error or warning. */
export type LighthouseRow = {
	template: string;
	path: string;
	runs: number;
	median: LighthouseRun;
	errors: string[];
};

/** Sends one command to the browser target over the DevTools protocol. */
async function browserCommand(port: number, method: string, params: object): Promise<void> {
	const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
	const socket = new WebSocket(version.webSocketDebuggerUrl);
	try {
		await new Promise((resolve, reject) => {
			socket.onopen = resolve;
			socket.onerror = reject;
		});
		const reply = new Promise<{ error?: { message: string } }>((resolve) => {
			socket.onmessage = (event) => {
				const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
				if (message.id === 1) resolve(message);
			};
		});
		socket.send(JSON.stringify({ id: 1, method, params }));
		const { error } = await reply;
		if (error) throw new Error(`${method}: ${error.message}`);
	} finally {
		socket.close();
	}
}

/** Puts the signed-in hint in the browser's cookies for `origin`, or takes every cookie out again. */
function setSignedIn(port: number, origin: string, signedIn: boolean): Promise<void> {
	if (!signedIn) return browserCommand(port, 'Storage.clearCookies', {});
	const hint = { name: signedInCookieName, value: '1', url: `${origin}/`, path: '/', secure: true, sameSite: 'Strict' };
	return browserCommand(port, 'Storage.setCookies', { cookies: [hint] });
}

/** Audits each template page `runs` times in one Chromium. */
export async function runLighthouse(
	origin: string,
	pages: readonly TemplatePage[],
	runs: number,
	log: (line: string) => void,
): Promise<LighthouseRow[]> {
	const chromePath = chromiumPath();
	if (!chromePath)
		throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
	const chrome = await chromeLauncher.launch({
		chromePath,
		// The bench serves the pages over TLS with a throw-away loopback certificate.
		chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags()],
		logLevel: 'silent',
	});
	try {
		const rows: LighthouseRow[] = [];
		for (const { name, path } of pages) {
			if (!path) continue;
			const results: LighthouseRun[] = [];
			const errors = new Set<string>();
			const signedIn = signedInTemplates.has(name);
			if (signedIn) await setSignedIn(chrome.port, origin, true);
			try {
				const audit = async () =>
					(
						await lighthouse(origin + path, {
							port: chrome.port,
							output: 'json',
							logLevel: 'error',
							onlyCategories: [...lighthouseCategories],
						})
					)?.lhr as LhrLike | undefined;
				await audit(); // the warm-up: server cache and browser, not counted
				for (let i = 0; i < runs; i++) {
					const lhr = await audit();
					for (const warning of lhr?.runWarnings ?? []) errors.add(`warning: ${warning}`);
					if (!lhr) errors.add('no result');
					else if (lhr.runtimeError)
						errors.add(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
					else results.push(runFromLhr(lhr));
				}
			} finally {
				if (signedIn) await setSignedIn(chrome.port, origin, false);
			}
			const row = {
				template: name,
				path,
				runs: results.length,
				median: medianRun(results),
				errors: [...errors],
			};
			log(
				`lighthouse: ${name} ${lighthouseCategories.map((c) => row.median.scores[c]).join('/')} LCP ${Math.round(row.median.lcpMs)} ms`,
			);
			rows.push(row);
		}
		return rows;
	} finally {
		chrome.kill();
	}
}
