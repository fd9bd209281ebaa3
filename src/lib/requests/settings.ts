import type { Locale } from '../../../i18n/locales.ts';
import type { RentalParameters } from '../../schemas/requests/index.ts';
import { isNetlifyDeploy, missingSecrets, type SecretName } from './deploy-secrets.ts';
import { deployFilesOf, type DeployFiles } from './deploy-files.ts';
import { checkedValuesOf, logOnce, originOf, positiveInt, reportUnread, wholeNumberIn, type CheckedSetting, type Env } from './env-values.ts';

/**
 * Settings of the request functions, read from the environment at request time (never at module
 * load, so tests and deploys can change them) with the site's own values as defaults.
 *
 * Choices where the issue is silent:
 * - `CAPTCHA_HMAC_KEY` unset: a fixed development key is used, so local runs work without setup; a
 *   Netlify deploy without it takes no request (`missingSecrets`, `deploy-secrets.ts`).
 * - Rate limit: `REQUEST_RATE_LIMIT` requests per client and minute (default 10).
 * - At most `VISITOR_MAILS_PER_DAY` mails to one visitor's or friend's address in 24 hours (default
 *   10; `withinVisitorLimit` in `outbox.ts`).
 * - An appointment slot is listed and booked only when it starts `BOOKING_LEAD_MINUTES` or more
 *   after now (default `defaultBookingLeadMinutes`, two hours; 0 turns the lead time off).
 * - The site's values are those of the export the pages were built from (`site-source.ts`: its
 *   `site.json` as the build published it, `DATA_DIR` included).
 * - Mail to the agency goes to `MAIL_TO` (default: the agency address of `site.json`) in
 *   `MAIL_LOCALE` (default nl); `MAIL_FROM` defaults to `"<agency name>" <noreply@<site host>>`,
 *   so an inbox lists the site's mails under the agency's name.
 * - A `SITE_URL`, `SMTP_PORT`, `SMTP_SECURE` or `MAIL_LOCALE` that cannot be read (`badSettingsOf`)
 *   never fails a request: its default serves (the export's site address, 587 or 465, plain, nl),
 *   one log line per instance names the variable and the values it takes, and `/api/health`
 *   answers 503 naming it. A bad `SITE_URL` made every request, captcha and scheduled run a 500.
 * - Without SMTP, mails are written as `.eml` files to `MAIL_DIR` (default `.mail`), but not on a
 *   Netlify deploy without `MAIL_DIR`: its function folder is read-only, the mails wait in the outbox.
 * - The visitor's receipt carries the agency's identity of `site.json` (its signature with the legal
 *   name, enterprise number, register and BIV number, `mail-signature.ts`) and answers to
 *   `MAIL_TO`; the listing facts it names are read from the function's own deploy (`filesUrlOf`
 *   in `deploy-files.ts`); without any address, none are read.
 */

/** SMTP connection settings (`SMTP_HOST`, `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS`, `SMTP_SECURE`). */
export type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; pass?: string };

/** The agency as its receipts name it (from `data/site.json`). */
export type AgencyIdentity = {
	name: string;
	/** Once for every language, or per language (`oneOrPerLocale`). */
	street: string | Record<Locale, string>;
	houseNumber: string;
	zip: string;
	city: Record<Locale, string>;
	phone: string;
	email: string;
	/** The company's name with its legal form, once or per language (`oneOrPerLocale`). */
	legalName: string | Record<Locale, string>;
	/** The enterprise (KBO/BCE) number. */
	vatNumber: string;
	/** The BIV/IPI number (granted in Belgium). */
	ipiNumber: string;
	/** The register of legal entities with its court seat, once or per language, when site.json gives it. */
	register?: string | Record<Locale, string> | null | undefined;
};

/** Everything the request services need from the environment. */
export type RequestSettings = {
	siteUrl: URL;
	/** What names the deploy whose static files the functions read (`filesUrlOf`). */
	deployFiles: DeployFiles;
	agency: AgencyIdentity;
	/** Origins a form may be posted from, besides the request's own origin (`allowedOrigins`). */
	allowedOrigins: string[];
	/** `directory`: where mails are written as `.eml` files without SMTP; null where none are written. */
	mail: { from: string; to: string; locale: Locale; smtp: SmtpSettings | null; directory: string | null };
	captcha: { hmacKey: string; minCounter: number; maxCounter: number; expiresInSeconds: number };
	rateLimitPerMinute: number;
	/** Mails to one visitor's or friend's address in 24 hours at most (`withinVisitorLimit`). */
	visitorMailsPerDay: number;
	/** Minutes a slot must start after now to be listed and booked (`bookingLeadMinutesOf`). */
	bookingLeadMinutes: number;
	rental: RentalParameters;
	/** The secrets this deploy lacks (`deploy-secrets.ts`); empty off Netlify and when they are set. */
	missingSecrets: SecretName[];
};

/** The site values the settings fall back on (the export's `site.json`, see `site-facts.ts`). */
export type SiteDefaults = { siteUrl: string; agency: AgencyIdentity; rental: RentalParameters };

/** The development captcha key used when `CAPTCHA_HMAC_KEY` is unset. */
export const devCaptchaKey = 'dev-only-captcha-key-set-CAPTCHA_HMAC_KEY-in-production';

/**
 * The minimum lead time of an appointment, in minutes: two hours, as agency sites commonly ask.
 * The booking reaches the agency only by mail; without a lead time a visitor is told at 09:59
 * that a 10:00 viewing is confirmed while nobody has read the mail, let alone driven to the
 * property. Two hours leave time to read it and get there; a slot inside them is neither listed
 * nor booked.
 */
export const defaultBookingLeadMinutes = 120;

/**
 * Reads the booking lead time (`BOOKING_LEAD_MINUTES`, whole minutes from 0 to 30 days), or the
 * default; the slot listing reads it alone, the booking through `readSettings`: one value for both.
 * @example bookingLeadMinutesOf({ BOOKING_LEAD_MINUTES: '240' }) // => 240
 */
export function bookingLeadMinutesOf(env: Env): number {
	return wholeNumberIn(env.BOOKING_LEAD_MINUTES, defaultBookingLeadMinutes, 0, 30 * 24 * 60);
}

/**
 * The site's sender when `MAIL_FROM` is unset: the agency's name as display name (quotes,
 * backslashes and line breaks taken out) and `noreply@` the site's host.
 * @example defaultSender('Immo Drieland', new URL('https://www.immo-drieland.example')) // => '"Immo Drieland" <noreply@www.immo-drieland.example>'
 */
export function defaultSender(agencyName: string, siteUrl: URL): string {
	const name = agencyName.replace(/[\r\n\0\u2028\u2029]/g, ' ').replace(/["\\]/g, '').trim();
	const address = `noreply@${siteUrl.hostname}`;
	return name ? `"${name}" <${address}>` : address;
}

/**
 * Reads the request settings from environment variables, with the site's values as defaults; a
 * checked variable it cannot read goes to `report` (by default logged once per instance).
 * @example readSettings({ SITE_URL: 'https://immo.example' }, site).allowedOrigins // => ['https://immo.example']
 */
export function readSettings(env: Env, site: SiteDefaults, report: (name: CheckedSetting, line: string) => void = logOnce): RequestSettings {
	const values = checkedValuesOf(env);
	const siteUrl = values.SITE_URL ?? new URL(site.siteUrl);
	const secure = values.SMTP_SECURE ?? false;
	const port = values.SMTP_PORT ?? (secure ? 465 : 587);
	const locale = values.MAIL_LOCALE ?? 'nl';
	reportUnread(values, { SITE_URL: siteUrl.href, SMTP_PORT: String(port), SMTP_SECURE: String(secure), MAIL_LOCALE: locale }, report);
	// URL reaches a function on Netlify; DEPLOY_PRIME_URL and DEPLOY_URL only a build or `netlify dev`. A deploy
	// preview's own pages are allowed as the request's own origin (`allowedOrigins`).
	const origins = [siteUrl.origin, originOf(env.URL), originOf(env.DEPLOY_PRIME_URL), originOf(env.DEPLOY_URL)];
	const smtpHost = env.SMTP_HOST?.trim();
	const { name, street, houseNumber, zip, city, phone, email, legalName, vatNumber, ipiNumber, register } = site.agency;
	const copy = (text: string | Record<Locale, string>): string | Record<Locale, string> => (typeof text === 'string' ? text : { ...text });
	return {
		siteUrl,
		deployFiles: deployFilesOf(env),
		agency: { name, street: copy(street), houseNumber, zip, city: { ...city }, phone, email, legalName: copy(legalName), vatNumber, ipiNumber, ...(register == null ? {} : { register: copy(register) }) },
		allowedOrigins: [...new Set(origins.filter((o): o is string => o !== null))],
		mail: {
			from: env.MAIL_FROM || defaultSender(site.agency.name, siteUrl),
			to: env.MAIL_TO || site.agency.email,
			locale,
			smtp: smtpHost ? { host: smtpHost, port, secure, user: env.SMTP_USER || undefined, pass: env.SMTP_PASS || undefined } : null,
			// A deployed function's folder is read-only: there mails wait in the outbox unless MAIL_DIR names a place.
			directory: env.MAIL_DIR || (isNetlifyDeploy(env) ? null : '.mail'),
		},
		captcha: {
			hmacKey: env.CAPTCHA_HMAC_KEY || devCaptchaKey,
			minCounter: positiveInt(env.CAPTCHA_MIN_COUNTER, 5_000),
			maxCounter: positiveInt(env.CAPTCHA_MAX_COUNTER, 50_000),
			expiresInSeconds: positiveInt(env.CAPTCHA_EXPIRES_SECONDS, 20 * 60),
		},
		rateLimitPerMinute: positiveInt(env.REQUEST_RATE_LIMIT, 10),
		visitorMailsPerDay: positiveInt(env.VISITOR_MAILS_PER_DAY, 10),
		bookingLeadMinutes: bookingLeadMinutesOf(env),
		rental: site.rental,
		missingSecrets: missingSecrets(env),
	};
}
