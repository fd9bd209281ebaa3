/**
 * The system Chromium with the flags playwright.config.ts launches it with: the full browser
 * /usr/bin/chromium (the browser tests prefer the headless shell) or CHROMIUM_PATH, --no-sandbox as
 * root, no background networking, so a run only ever talks to loopback.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The Chromium to drive: CHROMIUM_PATH, else /usr/bin/chromium; undefined when neither exists. */
export function chromiumPath(): string | undefined {
	const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
	return existsSync(path) ? path : undefined;
}

/** The flags the project launches Chromium with (the e2e settings). */
export function chromiumFlags(isRoot = process.getuid?.() === 0): string[] {
	return [
		...(isRoot ? ['--no-sandbox'] : []),
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	];
}

/** Launches the system Chromium headless through playwright-core. */
export async function launchChromium(): Promise<Browser> {
	const executablePath = chromiumPath();
	if (!executablePath)
		throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
	return chromium.launch({ executablePath, args: chromiumFlags() });
}

/** The phone Lighthouse's mobile audit emulates (Moto G Power): the page-weight loads use it too. */
export const mobileViewport = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
} as const;
