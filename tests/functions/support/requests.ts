import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import site from '../../../data/site.json' with { type: 'json' };
import type { RequestKind } from '../../../src/schemas/requests/index.ts';
import { addDays, agencyDay } from '../../../src/lib/owners/calendar.ts';
import { issueChallenge } from '../../../src/lib/requests/captcha.ts';
import { getPool } from '../../../src/lib/requests/db.ts';
import { readSettings } from '../../../src/lib/requests/settings.ts';
import type { ReceivedMail } from './platform.ts';

/** Helpers shared by the request function tests: env, captcha solving, payloads, calls, rows. */

/** The site origin the tests post from (SITE_URL). */
export const siteOrigin = 'https://www.immo-drieland.example';
/** The agency inbox and the site's sender in the tests. */
export const agencyInbox = 'agency@immo-drieland.example';
export const siteSender = 'website@immo-drieland.example';

/**
 * Sets the environment the functions read: site URL, mail, SMTP port, a cheap captcha, a high rate
 * limit, and where the listing facts of receipts are read (a loopback server, or nowhere: a
 * deploy's URL in the environment is never followed by a test).
 */
export function setTestEnv(smtpPort: number | null, mailDir: string, filesUrl: string | null = null): void {
	for (const name of ['SITE_FILES_URL', 'DEPLOY_URL', 'URL']) delete process.env[name];
	if (filesUrl !== null) process.env.SITE_FILES_URL = filesUrl;
	Object.assign(process.env, {
		SITE_URL: siteOrigin,
		MAIL_TO: agencyInbox,
		MAIL_FROM: siteSender,
		MAIL_DIR: mailDir,
		CAPTCHA_HMAC_KEY: 'test-captcha-key',
		CAPTCHA_MIN_COUNTER: '1',
		CAPTCHA_MAX_COUNTER: '40',
		REQUEST_RATE_LIMIT: '100000',
		// A file's tests send many requests from the same few addresses; the limit has its own test.
		VISITOR_MAILS_PER_DAY: '100000',
	});
	if (smtpPort === null) delete process.env.SMTP_HOST;
	else Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURE: 'false' });
}

/** The mail a sink received for an address (the agency's inbox, a visitor's address), if any. */
export const mailTo = (sink: { mails: ReceivedMail[] }, address: string): ReceivedMail | undefined => sink.mails.find((m) => m.envelope.to.includes(address));

/** The settings the functions would read now. */
export const currentSettings = () => readSettings(process.env, site);

/** A captcha payload as the altcha widget sends it, solved for a fresh challenge. */
export async function solvedCaptcha(): Promise<string> {
	const challenge = await issueChallenge(currentSettings().captcha);
	const solution = await solveChallenge({ challenge, deriveKey });
	if (!solution) throw new Error('captcha not solved');
	const { codeChallenge: _unused, ...rest } = challenge;
	return Buffer.from(JSON.stringify({ challenge: rest, solution })).toString('base64');
}

/** A Brussels date some days from today (an offer's validity, a move-in date must lie ahead). */
export const daysAhead = (days: number): string => addDays(agencyDay(new Date()), days);
/** The offer's validity and the rental period of the valid payloads. */
export const offerValidUntil = daysAhead(60);
export const moveInDate = daysAhead(90);
export const moveOutDate = daysAhead(90 + 365);

const person = { title: 'ms', firstName: 'Sofie', lastName: 'Claes', email: 'sofie.claes@example.be', phone: '0475 12 34 56' };
const address = { street: 'Kerkstraat 12', zip: '9000', city: 'Gent' };

/** A valid payload of each kind (without the meta fields). */
export const validForms: Record<RequestKind, Record<string, unknown>> = {
	contact: { ...person, ...address, goal: 'sale', remark: 'Ik zoek een huis met tuin.\nLiefst rustig gelegen.', contactSlots: ['morning', 'evening'], newsletter: true },
	'contact-property': { propertyId: 1042, reason: 'visit', ...person, remark: 'Zaterdag past best.', contactSlots: ['afternoon'] },
	valuation: { ...person, propertyStreet: 'Veldstraat 3', propertyZip: '1050', propertyCity: 'Elsene', propertyType: 2, purpose: 'sell', remark: 'Rijwoning uit 1930.' },
	'demand-register': { ...person, goal: 'rent', types: [1, 2], zones: ['brussels', 'flanders', '9050'], budgetMin: 800, budgetMax: 1200, bedrooms: 2 },
	'send-to-friend': { propertyId: 1042, firstName: 'Sofie', lastName: 'Claes', email: 'sofie.claes@example.be', friendName: 'Pieter', friendEmail: 'pieter@example.be', remark: 'Kijk eens, iets voor jou?' },
	testimonial: { firstName: 'Sofie', lastName: 'Claes', email: 'sofie.claes@example.be', city: 'Gent', rating: 5, text: 'Vlotte verkoop, duidelijke communicatie en een eerlijke prijs.', publication: true },
	appointment: { slotId: 1, ...person, remark: 'Graag met parkeerplaats.' },
	documents: { propertyId: 1042, ...person },
	offer: { propertyId: 1042, ...person, ...address, amount: 350000, financingCondition: true, validUntil: offerValidUntil, remark: '' },
	'rental-application': { propertyId: 2001, ...person, ...address, monthlyRent: 950, monthlyIncome: 3200, persons: 2, moveInDate, moveOutDate },
	newsletter: { email: 'sofie.claes@example.be', firstName: 'Sofie' },
	construction: { projectId: 501, ...person, remark: 'Interesse in een appartement op de tweede verdieping.', contactSlots: [] },
};

/** A complete valid request body of a kind, with a solved captcha and a new idempotency key. */
export async function validBody(kind: RequestKind, overrides: Record<string, unknown> = {}, locale = 'nl'): Promise<Record<string, unknown>> {
	return {
		...validForms[kind],
		locale,
		idempotencyKey: crypto.randomUUID(),
		captcha: await solvedCaptcha(),
		website: '',
		privacy: true,
		...overrides,
	};
}

type Handler = (req: Request, context: never) => Promise<Response>;
const handlers = new Map<string, Handler>();

/** The default export of `functions/<name>.mts`. */
export async function handlerOf(name: string): Promise<Handler> {
	let handler = handlers.get(name);
	if (!handler) {
		handler = ((await import(`../../../functions/${name}.mts`)) as { default: Handler }).default;
		handlers.set(name, handler);
	}
	return handler;
}

/** Options of a test call. */
export type CallOptions = { method?: string; origin?: string | null; contentType?: string | null; ip?: string; headers?: Record<string, string>; baseUrl?: string; siteUrl?: string };

/** Calls a function with a raw body, the way Netlify would. */
export async function call(name: string, body: BodyInit | null, options: CallOptions = {}): Promise<Response> {
	const headers = new Headers(options.headers);
	const origin = options.origin === undefined ? siteOrigin : options.origin;
	if (origin !== null) headers.set('origin', origin);
	const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
	if (contentType !== null) headers.set('content-type', contentType);
	const req = new Request(`${options.baseUrl ?? siteOrigin}/api/${name}`, { method: options.method ?? 'POST', headers, body, duplex: 'half' } as RequestInit);
	const context = { ip: options.ip ?? '198.51.100.7', ...(options.siteUrl ? { site: { url: options.siteUrl } } : {}) };
	return (await handlerOf(name.split('?')[0]!))(req, context as never);
}

/** Posts a JSON body to a request function. */
export async function post(kind: string, body: unknown, options: CallOptions = {}): Promise<Response> {
	return call(kind, JSON.stringify(body), options);
}

/** Runs a query on the test database. */
export async function rows<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
	return (await getPool().query<T>(sql, params)).rows;
}

/** Counts the rows of a table. */
export async function count(table: string): Promise<number> {
	const [row] = await rows<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
	return Number(row!.n);
}

/** Posts a request with a CV as the island does: the form as JSON in `data`, the CV in `cv`. */
export async function postMultipart(kind: RequestKind, body: unknown, cv?: File | string, extra: Record<string, string> = {}, options: CallOptions = {}): Promise<Response> {
	const form = new FormData();
	form.set('data', JSON.stringify(body));
	if (cv !== undefined) form.set('cv', cv);
	for (const [name, value] of Object.entries(extra)) form.set(name, value);
	return call(kind, form, { contentType: null, ...options });
}

/** Posts a rental application as the island does (multipart). */
export async function postRental(body: unknown, cv?: File | string, extra: Record<string, string> = {}, options: CallOptions = {}): Promise<Response> {
	return postMultipart('rental-application', body, cv, extra, options);
}

/** Reads an answer, checking the headers every answer carries and its JSON body. */
export async function answer(res: Response): Promise<{ status: number; body: Record<string, unknown> }> {
	if (res.headers.get('cache-control') !== 'no-store') throw new Error(`no Cache-Control: no-store on ${res.status}`);
	if (res.headers.get('x-content-type-options') !== 'nosniff') throw new Error(`no nosniff on ${res.status}`);
	if (!res.headers.get('content-type')?.startsWith('application/json')) throw new Error(`not JSON on ${res.status}`);
	return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
