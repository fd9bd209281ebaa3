import { isLocale, locales, type Locale } from '../../../i18n/locales.ts';

/**
 * Reading the request functions' environment variables (`settings.ts`): whole numbers and
 * addresses, and the variables whose bad value is reported (`badSettingsOf`) rather than used.
 */

/** The environment as the functions read it. */
export type Env = Record<string, string | undefined>;

/** Reads a whole number from `min` to `max` from the environment, or the fallback. */
export function wholeNumberIn(value: string | undefined, fallback: number, min: number, max = Number.POSITIVE_INFINITY): number {
	const n = Number(value);
	return value?.trim() && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** Reads a positive whole number from the environment, or the fallback. */
export const positiveInt = (value: string | undefined, fallback: number) => wholeNumberIn(value, fallback, 1);

/** Reads an origin from a URL string, or null when it is not a URL. */
export function originOf(value: string | undefined): string | null {
	if (!value) return null;
	try {
		return new URL(value).origin;
	} catch {
		return null;
	}
}

/** Reads an http(s) URL from the environment, or null. */
export function httpUrlOf(value: string | undefined): URL | null {
	if (!value) return null;
	try {
		const url = new URL(value);
		return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
	} catch {
		return null;
	}
}

/** The variables `readSettings` checks, with the values each takes (named by the log line). */
const acceptedValues = {
	SITE_URL: 'an http or https address such as https://www.example.be',
	SMTP_PORT: 'a port number from 1 to 65535',
	SMTP_SECURE: 'true, 1 or yes, or false, 0 or no (in any letter case)',
	MAIL_LOCALE: `${locales.join(', ')} (in any letter case)`,
} as const;

/** A variable that `readSettings` checks and replaces by its default when it cannot read it. */
export type CheckedSetting = keyof typeof acceptedValues;

/** A checked variable's value: undefined when it is unset or blank, null when it cannot be read. */
type Checked<T> = T | undefined | null;

/** The answers `SMTP_SECURE` takes, lowercased. */
const flags: ReadonlyMap<string, boolean> = new Map([['true', true], ['1', true], ['yes', true], ['false', false], ['0', false], ['no', false]]);

/** Reads a checked variable: undefined when blank, else what `read` makes of the trimmed value. */
function checked<T>(value: string | undefined, read: (text: string) => T | null): Checked<T> {
	const text = value?.trim();
	return text ? read(text) : undefined;
}

/** Reads the checked variables of the environment. */
export function checkedValuesOf(env: Env) {
	return {
		SITE_URL: checked(env.SITE_URL, httpUrlOf),
		SMTP_PORT: checked(env.SMTP_PORT, (text) => (/^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65_535 ? Number(text) : null)),
		SMTP_SECURE: checked(env.SMTP_SECURE, (text) => flags.get(text.toLowerCase()) ?? null),
		MAIL_LOCALE: checked(env.MAIL_LOCALE, (text) => (isLocale(text.toLowerCase()) ? (text.toLowerCase() as Locale) : null)),
	};
}

/**
 * The checked variables set to a value `readSettings` cannot read (it uses their defaults), for
 * `/api/health`: names only, never a value.
 * @example badSettingsOf({ SITE_URL: 'www.immo.example', SMTP_SECURE: 'YES' }) // => ['SITE_URL']
 */
export function badSettingsOf(env: Env): CheckedSetting[] {
	return unreadOf(checkedValuesOf(env));
}

/** The names of the checked values that could not be read. */
const unreadOf = (values: ReturnType<typeof checkedValuesOf>): CheckedSetting[] => (Object.keys(values) as CheckedSetting[]).filter((name) => values[name] === null);

/**
 * The log line of a variable that cannot be read: its name, the values it takes and the default
 * used instead, never its value.
 * @example badSettingLine('SMTP_PORT', '587') // => 'setting ignored: SMTP_PORT takes a port number from 1 to 65535; 587 is used instead'
 */
export function badSettingLine(name: CheckedSetting, used: string): string {
	return `setting ignored: ${name} takes ${acceptedValues[name]}; ${used} is used instead`;
}

/** The variables this instance has logged. */
const logged = new Set<CheckedSetting>();

/** Logs a variable that cannot be read, once per function instance. */
export function logOnce(name: CheckedSetting, line: string): void {
	if (logged.has(name)) return;
	logged.add(name);
	console.error(line);
}

/** Reports each checked variable that could not be read, with the default `used` instead. */
export function reportUnread(values: ReturnType<typeof checkedValuesOf>, used: Record<CheckedSetting, string>, report: (name: CheckedSetting, line: string) => void): void {
	for (const name of unreadOf(values)) report(name, badSettingLine(name, used[name]));
}
