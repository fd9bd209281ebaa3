import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { elided } from '../../src/i18n/create-t.ts';
import { oneOrPerLocale } from '../../src/lib/content/localize.ts';
import { readDataSet } from '../../src/lib/data/read-data.ts';
import { listingCertificateTerm } from '../../src/lib/domain/certificate-term.ts';
import { epcLabel } from '../../src/lib/domain/epc.ts';
import { regionOfPostcode, type Region } from '../../src/lib/domain/region.ts';
import { webIdToIconSrc } from '../../src/lib/domain/type-icon.ts';
import { consentLifetimeMonths, consentStorageKey } from '../../src/lib/consent/storage.ts';
import { consentOptions } from '../../src/lib/consent/options.ts';
import { renderArticles } from '../../src/cli/data-gen/render-content.ts';
import { defaultOptions, generateDataSet, writeDataSet } from '../../src/cli/data-gen/generate.ts';
import { useTranslations } from '../../src/i18n/t.ts';
import { languageStorageKey } from '../../src/lib/chrome/language.ts';
import { favouritesStorageKey } from '../../src/lib/favourites/favourites.ts';
import { bookedStorageKey } from '../../src/lib/forms/booked.ts';
import { sessionCookieName } from '../../src/lib/owners/sessions.ts';
import { signedInCookieName } from '../../src/lib/owners/session-hint.ts';
import { knownDeviceCookieName } from '../../src/lib/owners/known-device.ts';
import { recogniseVideo } from '../../src/lib/domain/video.ts';
import { availabilities, type DataSet, type Property } from '../../src/schemas/index.ts';
import { consistencyProblems } from './listing-consistency.ts';

/** Values at and around every band edge (spec §9) that the demo set must carry, per region. */
const edges: Record<Region, number[]> = {
	flanders: [-1, 0, 1, 99, 100, 101, 199, 200, 201, 299, 300, 301, 399, 400, 401, 499, 500, 501],
	brussels: [
		-1, 0, 1, 23, 24, 45, 46, 62, 63, 79, 80, 95, 96, 113, 114, 132, 133, 150, 151, 170, 171, 190,
		191, 210, 211, 232, 233, 253, 254, 275, 276, 298, 299, 322, 323, 345, 346,
	],
	wallonia: [
		-1, 0, 1, 44, 45, 46, 84, 85, 86, 169, 170, 171, 254, 255, 256, 339, 340, 341, 424, 425, 426,
		509, 510, 511,
	],
};

let data: DataSet;
let dutch: Property[];

beforeAll(async () => {
	data = await readDataSet('data');
	dutch = data.properties.filter((p) => p.Language === 'nl');
});

/** Every text of a value with its field path (`Details.Kitchen`, `PointsOfInterest[2].Name`). */
function textsOf(value: unknown, path = ''): [path: string, text: string][] {
	if (typeof value === 'string') return [[path, value]];
	if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${path}[${i}]`));
	if (value !== null && typeof value === 'object')
		return Object.entries(value).flatMap(([k, v]) => textsOf(v, path === '' ? k : `${path}.${k}`));
	return [];
}

/**
 * The places of a French text where "de", "que", "le" or "la" stands before a word that the UI
 * translator's rule (`elided`) would elide: "de Uccle", not "d’Uccle".
 */
function unelided(text: string): string[] {
	const found: string[] = [];
	for (const m of text.matchAll(/ (?=\S)/g)) {
		const at = m.index + 1;
		const before = text.slice(0, at);
		if (elided(before, text.slice(at)) !== before) found.push(text.slice(Math.max(0, at - 12), at + 12));
	}
	return found;
}

/** The region of a Belgian listing, or 'luxembourg'. */
const regionOf = (p: Property) => (p.CountryID === 50 ? 'luxembourg' : regionOfPostcode(p.Zip));

describe('the demo set in data/', () => {
	test('has at least 150 listings, each exactly once in nl, fr, en and de', () => {
		const ids = new Set(data.properties.map((p) => p.ID));
		expect(ids.size).toBeGreaterThanOrEqual(150);
		for (const id of ids) {
			const languages = data.properties
				.filter((p) => p.ID === id)
				.map((p) => p.Language)
				.sort();
			expect(languages, `listing ${id}`).toEqual([...locales].sort());
		}
	});

	test('spreads over at least 40 municipalities in all three regions and Luxembourg', () => {
		expect(new Set(dutch.map((p) => `${p.CountryID}-${p.Zip}`)).size).toBeGreaterThanOrEqual(40);
		const regions = new Set(dutch.map(regionOf));
		expect([...regions].sort()).toEqual(['brussels', 'flanders', 'luxembourg', 'wallonia']);
		expect(
			new Set(dutch.filter((p) => p.CountryID === 50).map((p) => p.Zip)).size,
		).toBeGreaterThanOrEqual(4);
	});

	test('names cities per language and leaves German descriptions empty', () => {
		const brussels = data.properties.filter((p) => p.Zip === '1000' && p.CountryID === 10);
		expect(new Set(brussels.map((p) => `${p.Language}:${p.City}`))).toEqual(
			new Set(['nl:Brussel', 'fr:Bruxelles', 'en:Brussels', 'de:Brüssel']),
		);
		// One listing has no description in any language (the page then shows no empty heading).
		const undescribed = new Set(data.properties.filter((p) => p.Language === 'nl' && p.Description === '').map((p) => p.ID));
		expect(undescribed.size).toBe(1);
		for (const p of data.properties) {
			if (p.Language === 'de' || undescribed.has(p.ID)) expect(p.Description).toBe('');
			else
				expect(
					p.Description.split(/(?<=[.!?])\s/).length,
					`listing ${p.ID} ${p.Language}`,
				).toBeGreaterThanOrEqual(2);
		}
	});

	test('elides "de", "que", "le" and "la" before a vowel in every French text ("d’Uccle"; an h stays: "de Hasselt")', () => {
		const french = [
			...data.properties.map((r) => ['properties.json', r.ID, r] as const),
			...data.projects.map((r) => ['projects.json', r.ID, r] as const),
			...data.articles.map((r) => ['articles.json', r.ID, r] as const),
			...data.testimonials.map((r) => ['testimonials.json', r.ID, r] as const),
		].filter(([, , r]) => r.Language === 'fr');
		const wrong = french.flatMap(([file, id, record]) =>
			textsOf(record).flatMap(([path, text]) => unelided(text).map((at) => `${file} ${id} ${path}: …${at}…`)),
		);
		expect(wrong).toEqual([]);
	});

	test.each(Object.keys(consistencyProblems([])))('keeps flood, asbestos and energy data consistent: %s', (rule) => {
		expect(consistencyProblems(dutch)[rule]).toEqual([]);
	});

	test('names no German kitchen furnished ("möbliert"): a partly fitted one is a Teileinbauküche', () => {
		const kitchens = data.properties.filter((p) => p.Language === 'de').map((p) => p.Details.Kitchen);
		expect(kitchens.filter((k) => typeof k === 'string' && /möbliert/i.test(k))).toEqual([]);
		expect(kitchens).toContain('Teileinbauküche');
	});

	test.each([
		{ locale: 'nl', epc: 'EPC-certificaat.pdf', epb: 'EPB-certificaat.pdf' },
		{ locale: 'fr', epc: 'Certificat PEB.pdf', epb: 'Certificat PEB.pdf' },
		{ locale: 'en', epc: 'EPC certificate.pdf', epb: 'EPC certificate.pdf' },
		{ locale: 'de', epc: 'Energieausweis.pdf', epb: 'Energieausweis.pdf' },
	] as const)('names the energy certificate document by region in $locale: $epc in Flanders and Luxembourg, $epb in Brussels and Wallonia', ({ locale, epc, epb }) => {
		const named = { epc: new Set<string>(), epb: new Set<string>() };
		for (const p of data.properties.filter((l) => l.Language === locale))
			for (const d of p.Documents.filter((doc) => doc.Url.endsWith('/epc.pdf'))) named[listingCertificateTerm(p)].add(d.Name);
		expect([...named.epc]).toEqual([epc]);
		expect([...named.epb]).toEqual([epb]);
	});

	test('names the certificate of every region where a text speaks for all of them (disclaimer, services, about us)', () => {
		const texts = data.articles
			.filter((a) => a.Language === 'nl' || a.Language === 'en')
			.flatMap((a) => [a.Summary, ...a.Body].map((text) => `${a.Language} ${a.Name}: ${text}`));
		const epcOnly = texts.filter((t) => /\bEPC\b/.test(t) && !/\bEPB\b/.test(t));
		expect(epcOnly).toEqual([]);
		expect(texts.filter((t) => /\bEPB\b/.test(t)).length).toBeGreaterThanOrEqual(6);
	});

	test('covers every type, both goals, every availability state, the price and address flags and every marquee', () => {
		expect(new Set(dutch.map((p) => p.WebID))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
		expect(new Set(dutch.map((p) => p.Goal))).toEqual(new Set([0, 1]));
		expect(new Set(dutch.map((p) => p.Availability.Status))).toEqual(new Set(availabilities));
		expect(new Set(dutch.map((p) => p.PublishPrice))).toEqual(new Set([true, false]));
		expect(new Set(dutch.map((p) => p.PublishAddress))).toEqual(new Set([true, false]));
		expect(dutch.some((p) => p.PriceUnit === 7)).toBe(true);
		expect(new Set(dutch.map((p) => p.Marquee ?? null))).toEqual(new Set([1, 2, 3, 4, null]));
	});

	test('asks realistic Belgian prices: 150k to 1.5M for sale, 650 to 3,500 a month for rent', () => {
		for (const p of dutch) {
			const [min, max] = p.Goal === 0 ? [150_000, 1_500_000] : [650, 3_500];
			expect(p.Price, `listing ${p.ID}`).toBeGreaterThanOrEqual(min);
			expect(p.Price, `listing ${p.ID}`).toBeLessThanOrEqual(max);
		}
	});

	test('charges a new build VAT on its whole price (21 % in Belgium, 17 % in Luxembourg) and no registration duties (README, Data)', () => {
		const vat = data.properties.filter((p) => p.Financial?.VAT !== undefined);
		expect(vat.length).toBeGreaterThan(0);
		expect(vat.some((p) => p.CountryID === 50)).toBe(true);
		for (const p of vat) {
			expect(p.Price, `listing ${p.ID} (${p.Language}) has a price`).toBeTypeOf('number');
			const rate = p.CountryID === 50 ? 0.17 : 0.21;
			expect(p.Financial?.VAT, `listing ${p.ID} (${p.Language})`).toBe(Math.round((p.Price ?? Number.NaN) * rate));
			expect(p.Financial?.RegistrationRights, `listing ${p.ID} (${p.Language})`).toBeUndefined();
		}
	});

	test('charges an occupied life annuity (the seller keeps living there) registration duties at the full rate, never the own-home rate (README, Data)', () => {
		const full = { flanders: 0.12, wallonia: 0.125, brussels: 0.125, luxembourg: 0.07 } as const;
		const occupied = dutch.filter((p) => p.Financial?.LifeAnnuity?.Occupied && p.Financial.RegistrationRights !== undefined);
		expect(occupied.length).toBeGreaterThan(0);
		for (const p of occupied) {
			const region = regionOf(p);
			expect(region, `listing ${p.ID} has a region`).not.toBeNull();
			expect(p.Financial?.RegistrationRights, `listing ${p.ID}`).toBe(Math.round((p.Price ?? Number.NaN) * full[region ?? 'flanders']));
		}
	});

	test.each(Object.entries(edges))(
		'carries every %s EPC band edge on a listing in that region',
		(region, values) => {
			const carried = new Set(
				dutch.filter((p) => regionOf(p) === region).map((p) => p.EnergyPerformance),
			);
			for (const value of values) expect(carried.has(value), `${region} EPC ${value}`).toBe(true);
		},
	);

	test('gives Belgian listings the label of their region and Luxembourg listings a label text', () => {
		for (const p of dutch.filter((l) => l.Energy.Status === 'available')) {
			if (p.CountryID === 50) expect(p.EPCLabelText, `listing ${p.ID}`).toMatch(/^[A-I]$/);
			else
				expect(p.Energy.Label).toBe(
					epcLabel({ countryId: p.CountryID, zip: p.Zip, specific: p.EnergyPerformance }),
				);
		}
	});

	test('has every recognised video kind, each video file extension and each YouTube URL shape', () => {
		const urls = dutch
			.flatMap((p) => [p.Video, p.VirtualTour])
			.filter((u): u is string => typeof u === 'string');
		const kinds = new Set(urls.map((u) => recogniseVideo(u)?.kind));
		expect(kinds).toEqual(
			new Set(['file', 'youtube', 'vimeo', 'facebook', 'matterport', 'tvl', 'yisual']),
		);
		for (const ext of ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'])
			expect(
				urls.some((u) => u.endsWith(`.${ext}`)),
				ext,
			).toBe(true);
		for (const shape of [
			/youtube\.com\/watch\?v=/,
			/youtube\.com\/shorts\//,
			/youtube\.com\/embed\//,
			/youtu\.be\//,
		]) {
			expect(
				urls.some((u) => shape.test(u)),
				String(shape),
			).toBe(true);
		}
	});

	test('has at least 6 projects in every language whose units are listings of that project', () => {
		const projectIds = new Set(data.projects.map((p) => p.ID));
		expect(projectIds.size).toBeGreaterThanOrEqual(6);
		const byId = new Map(dutch.map((p) => [p.ID, p]));
		for (const project of data.projects) {
			expect(data.projects.filter((p) => p.ID === project.ID).length).toBe(locales.length);
			expect(project.Units.length).toBeGreaterThan(0);
			for (const unit of project.Units) {
				const listing = byId.get(unit.PropertyID);
				expect(listing?.ProjectID, `unit ${unit.PropertyID}`).toBe(project.ID);
				expect(unit.Price).toBe(listing?.Price);
			}
		}
	});

	test('stands every unit of a project in its building: the project\'s point, street and number, and the same nearby places', () => {
		for (const project of data.projects) {
			const units = project.Units.map((u) => data.properties.find((p) => p.ID === u.PropertyID && p.Language === project.Language));
			for (const unit of units) {
				expect(
					[unit?.Latitude, unit?.Longitude, unit?.Street, unit?.HouseNumber],
					`project ${project.ID} (${project.Language}) unit ${unit?.ID}`,
				).toEqual([project.Latitude, project.Longitude, project.Street, project.HouseNumber]);
				expect(unit?.PointsOfInterest, `unit ${unit?.ID}`).toEqual(units[0]?.PointsOfInterest);
				expect(unit?.MobilityScore, `unit ${unit?.ID}`).toEqual(units[0]?.MobilityScore);
			}
		}
	});

	test('lists the eight types per language with ShowOrder 1 to 7, two sharing 5', () => {
		for (const locale of locales) {
			const types = data.propertyTypes.filter((t) => t.Language === locale);
			expect(types.map((t) => t.WebID).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
			expect(types.map((t) => t.ShowOrder).sort()).toEqual([1, 2, 3, 4, 5, 5, 6, 7]);
		}
	});

	test('gives every type an icon (spec §3) whose file is in public/, a small 24-unit SVG', async () => {
		for (const type of data.propertyTypes) {
			const src = webIdToIconSrc(type.WebID);
			expect(src, `${type.Language} ${type.Name}`).toBeDefined();
			const svg = await readFile(join('public', src!), 'utf8');
			expect(svg).toContain('viewBox="0 0 24 24"');
			expect(svg.length, src).toBeLessThan(400);
		}
	});

	test('lists every municipality with listings in cities.json in every language', () => {
		for (const locale of locales) {
			const zips = new Set(
				data.cities.filter((c) => c.Language === locale).map((c) => `${c.CountryID}-${c.Zip}`),
			);
			for (const p of dutch) expect(zips.has(`${p.CountryID}-${p.Zip}`)).toBe(true);
		}
	});

	test.each([
		{ locale: 'nl', expected: 'Immo Drieland BV' },
		{ locale: 'fr', expected: 'Immo Drieland SRL' },
		{ locale: 'en', expected: 'Immo Drieland BV' },
		{ locale: 'de', expected: 'Immo Drieland BV' },
	] as const)('names the agency by its legal form in $locale ($expected), the same in its copyright line', ({ locale, expected }) => {
		const legalName = oneOrPerLocale(data.site.agency.legalName, locale);
		expect(legalName).toBe(expected);
		const copyright = data.site.copyright[locale];
		if (copyright !== '') expect(copyright).toContain(legalName);
		expect(copyright.replace(legalName, '')).not.toMatch(/Immo Drieland (BV|SRL)/);
	});

	test('has four agents, photos, documents and points of interest', () => {
		expect(new Set(dutch.map((p) => p.ContactPerson?.ID))).toEqual(new Set([1, 2, 3, 4]));
		for (const p of dutch) {
			expect(p.Photos.length, `listing ${p.ID}`).toBeGreaterThan(0);
			expect(p.PointsOfInterest.length).toBeGreaterThan(0);
			expect(p.Documents.every((d) => d.Name.endsWith('.pdf'))).toBe(true);
		}
	});

	test('has articles for services, about us, the two service articles and the legal pages, and 8+ testimonials per language', () => {
		for (const locale of locales) {
			const articles = data.articles.filter((a) => a.Language === locale);
			for (const name of [
				'Vente',
				'Location',
				'Privacy statement',
				'Cookie policy',
				'Disclaimer',
			]) {
				expect(
					articles.some((a) => a.Name === name),
					`${locale} ${name}`,
				).toBe(true);
			}
			expect(data.testimonials.filter((t) => t.Language === locale).length).toBeGreaterThanOrEqual(
				8,
			);
		}
	});

	test('is pretty-printed JSON under 4 MB in total', async () => {
		let total = 0;
		for (const file of (await readdir('data')).filter((f) => f.endsWith('.json'))) {
			total += (await stat(join('data', file))).size;
			expect(await readFile(join('data', file), 'utf8')).toMatch(/^[[{]\n(\t| {2})/);
		}
		expect(total).toBeLessThan(4 * 1024 * 1024);
	});

	test('the cookie policy states the consent lifetime the banner applies (spec §4: consent persists; asked again after it)', () => {
		const months: Record<number, Record<'nl' | 'fr' | 'en', string>> = { 6: { nl: 'zes maanden', fr: 'six mois', en: 'six months' } };
		const words = months[consentLifetimeMonths];
		expect(words, `no wording for ${consentLifetimeMonths} months`).toBeDefined();
		for (const lang of ['nl', 'fr', 'en'] as const) {
			const policy = data.articles.find((a) => a.Name === 'Cookie policy' && a.Language === lang);
			expect(policy?.Body.join(' '), lang).toContain(words![lang]);
		}
	});
});

describe('the demo legal texts say what the site does (GDPR art. 13, the cookie rules, WER VI.3)', () => {
	const legal = (name: string, lang: 'nl' | 'fr' | 'en') => data.articles.find((a) => a.Name === name && a.Language === lang)!;
	const text = (name: string, lang: 'nl' | 'fr' | 'en') => legal(name, lang).Body.join('\n');
	const langs = ['nl', 'fr', 'en'] as const;

	test('every committed data file is the generator’s output with its default arguments, byte for byte, so regenerating the export changes nothing', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'demo-export-'));
		try {
			const files = await writeDataSet(dir, generateDataSet(defaultOptions));
			expect(files.length).toBeGreaterThanOrEqual(9);
			for (const file of files) expect(await readFile(join(dir, basename(file)), 'utf8'), file).toBe(await readFile(join('data', basename(file)), 'utf8'));
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});

	test('the committed legal articles are the generator’s, so a regenerated export states the same consent lifetime and texts', () => {
		const generated = renderArticles().filter((a) => a.Category === 'Legal');
		for (const article of generated) {
			const committed = data.articles.find((a) => a.Name === article.Name && a.Language === article.Language);
			expect({ Title: committed?.Title, Summary: committed?.Summary, Body: committed?.Body }, `${article.Name} (${article.Language})`).toEqual({ Title: article.Title, Summary: article.Summary, Body: article.Body });
		}
		expect(generated.filter((a) => a.Name === 'Cookie policy' && a.Language !== 'de')).toHaveLength(3);
	});

	test.each(langs)('%s: the cookie policy names the five categories of the consent dialog and every storage item the site sets', (lang) => {
		const t = useTranslations(lang);
		const headings = legal('Cookie policy', lang).Body.filter((p) => p.startsWith('## ')).map((p) => p.slice(3));
		expect(headings).toHaveLength(consentOptions.length);
		consentOptions.forEach((option, i) => expect(headings[i]).toContain(t(`consent.option.${option}`)));
		for (const key of [consentStorageKey, languageStorageKey, favouritesStorageKey, bookedStorageKey, 'agency:form-draft:', sessionCookieName, signedInCookieName, knownDeviceCookieName, '_ga', '_gcl_au', '_fbp']) {
			expect(text('Cookie policy', lang), key).toContain(key);
		}
	});

	test.each([
		{ lang: 'nl', says: ['sleutelhash (HMAC) van uw IP-adres en browser', 'tot het einde van de dag van uw bezoek', 'Cv', 'Eigenaarsportaal', 'Nieuwsbrief', 'Netlify', 'e-mailprovider', 'alleen als u dat in de cookie-instellingen toestaat', 'laden pas als u op hun knop klikt', 'tot wij ze verwijderen'], never: ['enkel met uw toestemming voor niet-noodzakelijke cookies', 'tot u zich uitschrijft'] },
		{ lang: 'fr', says: ['hachage à clé (HMAC) de votre adresse IP et de votre navigateur', 'jusqu’à la fin du jour de votre visite', 'CV', 'Portail propriétaires', 'Newsletter', 'Netlify', 'fournisseur d’e-mail', 'uniquement si vous l’autorisez dans les paramètres des cookies', 'ne se chargent que lorsque vous cliquez', 'jusqu’à ce que nous les supprimions'], never: ['uniquement avec votre consentement pour les cookies non essentiels', 'jusqu’à votre désinscription'] },
		{ lang: 'en', says: ['keyed hash (HMAC) of your IP address and browser', 'until the end of the day of your visit', 'CV', 'Owner portal', 'Newsletter', 'Netlify', 'email provider', 'only if you allow it in the cookie settings', 'load only when you click', 'until we delete them'], never: ['only with your consent for non-essential cookies', 'until you unsubscribe'] },
	] as const)('$lang: the privacy statement names the visit counter, the stored requests, CVs, owner accounts, newsletter, processors, embeds and the real retention', ({ lang, says, never }) => {
		const privacy = text('Privacy statement', lang);
		for (const words of says) expect(privacy, words).toContain(words);
		for (const words of never) expect(privacy, words).not.toContain(words);
	});

	test.each([
		{ lang: 'nl', vat: 'inclusief btw waar btw verschuldigd is', never: ['exclusief notariskosten, registratierechten of btw', 'enkel de rechtbanken van Brussel'] },
		{ lang: 'fr', vat: 'TVA comprise lorsque la TVA est due', never: ['hors frais de notaire, droits d’enregistrement ou TVA', 'seuls les tribunaux de Bruxelles'] },
		{ lang: 'en', vat: 'including VAT where VAT is due', never: ['exclude notary fees, registration duties or VAT', 'only the courts of Brussels'] },
	] as const)('$lang: the disclaimer gives consumer prices with VAT and binds no consumer to one court', ({ lang, vat, never }) => {
		const disclaimer = text('Disclaimer', lang);
		expect(disclaimer).toContain(vat);
		for (const words of never) expect(disclaimer).not.toContain(words);
	});
});
