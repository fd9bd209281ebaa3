import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { defaultLocale, locales, localeInfo, type Locale } from '../../../i18n/locales.ts';
import type { PageKey } from '../../../i18n/paths.ts';
import type { Route } from '../../../src/routing/build-routes.ts';

/** What a listing page shows: a listing for sale, for rent, or a unit of a project. */
export type ListingClass = 'sale' | 'rent' | 'unit';

/** A route of the build, listings marked with their class. */
export type SiteRoute = Route & { listing?: ListingClass | undefined };

/** What the tests know of the build without loading Astro or the data set. */
export type SiteInfo = { site: string; enabledLocales: Locale[]; routes: SiteRoute[] };

/** The build output the tests read and serve. */
export const distDir = join(process.cwd(), process.env.OUT_DIR ?? 'dist');

/**
 * Writes the site info once (in the Playwright runner) and returns the file's path; workers inherit
 * it through E2E_SITE_INFO. The file is removed when the process that wrote it exits.
 */
export function writeSiteInfo(): string {
	const dir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
	const file = join(dir, 'site-info.json');
	execFileSync(process.execPath, ['tests/e2e/support/dump-site.ts', file], { stdio: ['ignore', 'ignore', 'inherit'] });
	process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
	return file;
}

let cached: SiteInfo | undefined;

/** The site info written by playwright.config.ts (origin, enabled languages, routes). */
export function siteInfo(): SiteInfo {
	process.env.E2E_SITE_INFO ??= writeSiteInfo();
	cached ??= JSON.parse(readFileSync(process.env.E2E_SITE_INFO, 'utf8')) as SiteInfo;
	return cached;
}

/** Every file under a folder, as paths relative to it with forward slashes. */
function walk(dir: string): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** A built page: its URL path and its file. */
export type BuiltPage = { path: string; file: string };

/** Technical pages outside the path table (noindex, shown only in iframes): not content pages. */
export const technicalPages = new Set(['/map-frame/']);

/** Every content page of dist/ served at a directory URL (`x/index.html` → `/x/`). */
export function builtPages(): BuiltPage[] {
	return walk(distDir)
		.filter((file) => file === 'index.html' || file.endsWith('/index.html'))
		.filter((file) => !technicalPages.has(`/${file.slice(0, -'index.html'.length)}`))
		.map((file) => ({ path: `/${file.slice(0, -'index.html'.length)}`, file: join(distDir, file) }))
		.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every HTML file of dist/ (pages, 404.html), with the URL path it is served at. */
export function htmlFiles(): BuiltPage[] {
	return walk(distDir)
		.filter((file) => file.endsWith('.html'))
		.map((file) => ({
			path: `/${file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file}`,
			file: join(distDir, file),
		}))
		.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The pages Netlify serves for unknown paths: the targets of the status-404 rules that the build
 * writes to dist/_redirects (the Dutch one is dist/404.html, served by default).
 */
export function notFoundPages(): Set<string> {
	const file = join(distDir, '_redirects');
	if (!existsSync(file)) return new Set();
	const rules = readFileSync(file, 'utf8').split('\n').map((line) => line.trim().split(/\s+/));
	return new Set(rules.filter((r) => r[2]?.startsWith('404') && r[1]?.startsWith('/')).map((r) => r[1]!));
}

/**
 * A path no page has, in a language's part of the site.
 * @example unknownPath('fr') // => '/fr/this-page-does-not-exist/'
 */
export const unknownPath = (locale: Locale) =>
	`${locale === defaultLocale ? '' : `/${locale}`}/this-page-does-not-exist/`;

/**
 * The language a path belongs to, from its first segment.
 * @example localeOfPath('/fr/a-vendre/') // => 'fr'
 */
export function localeOfPath(path: string): Locale {
	const first = path.split('/')[1] ?? '';
	return locales.find((l) => l !== defaultLocale && l === first) ?? defaultLocale;
}

/** The BCP-47 tag each language writes in `<html lang>` and hreflang. */
export const langTag = (locale: Locale) => localeInfo[locale].lang;

/** One page picked to stand for a template in one language; the not-found page has no file, only its status. */
export type Sample = { template: string; locale: Locale; path: string; file: string; status: 200 | 404 };

/** Table pages checked as templates (each in every enabled language), by their label. */
const tablePages: [string, PageKey][] = [
	['home', '/'],
	['for-sale list', '/for-sale/'],
	['projects list', '/projects/'],
	['contact', '/contact/'],
	['services', '/services/'],
	['about us', '/qui-sommes-nous/'],
	['demand register', '/demand-register/'],
	['free valuation', '/contact-demand/'],
	['privacy', '/privacy-statement/'],
	['cookie policy', '/cookie-policy/'],
	['disclaimer', '/disclaimer/'],
	['login', '/login/'],
	['testimonials', '/testimonials/'],
	['thank-you', '/feedback/contact-me/'],
	['newsletter confirmation', '/nieuwsbrief-bevestigen/'],
	['newsletter withdrawal', '/nieuwsbrief-uitschrijven/'],
];

/** Other templates checked, with the test that picks the first fitting route. */
const pickedPages: [string, (r: SiteRoute) => boolean][] = [
	['for-rent list page 2', (r) => r.kind === 'page' && r.key === '/for-rent/' && r.page === 2],
	['property for sale', (r) => r.kind === 'property' && r.listing === 'sale'],
	['property for rent', (r) => r.kind === 'property' && r.listing === 'rent'],
	['project unit', (r) => r.kind === 'property' && r.listing === 'unit'],
	['project', (r) => r.kind === 'project'],
	['testimonial', (r) => r.kind === 'testimonial'],
	['article', (r) => r.kind === 'article'],
];

/**
 * One page of each template in each enabled language, the 404 page as served for an unknown path
 * among them. A template without a fitting route yields a sample with an empty path, which the
 * tests report as missing.
 */
export function templateSamples(): Sample[] {
	const { routes, enabledLocales } = siteInfo();
	const fileOf = (path: string) => join(distDir, path, 'index.html');
	const samples: Sample[] = [];
	for (const locale of enabledLocales) {
		const ofLocale = routes.filter((r) => r.locale === locale);
		for (const [template, key] of tablePages) {
			const route = ofLocale.find((r) => r.kind === 'page' && r.key === key && r.page === 1);
			samples.push({ template, locale, path: route?.path ?? '', file: route ? fileOf(route.path) : '', status: 200 });
		}
		for (const [template, fits] of pickedPages) {
			const route = ofLocale.find(fits);
			samples.push({ template, locale, path: route?.path ?? '', file: route ? fileOf(route.path) : '', status: 200 });
		}
		samples.push({ template: '404', locale, path: unknownPath(locale), file: '', status: 404 });
	}
	return samples;
}
