import { readSettings, type RequestSettings, type SiteDefaults } from '../requests/settings.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { enabledLocalesOf, type LanguageSwitch } from '../intl/enabled-locales.ts';
import { owaspScrypt, type ScryptParams } from './password.ts';
import { sessionIdleMs } from './idle.ts';
import { sessionAbsoluteMs } from './session-end.ts';

/**
 * Settings of the owner portal, read from the environment at request time, on top of the request
 * settings (site URL, allowed origins, agency mail, SMTP) so that the login notification goes
 * through the same outbox to the same inbox.
 *
 * Choices where the issue is silent:
 * - Sessions end after 30 minutes without a request and 12 hours after login, whichever is first.
 * - Throttling: 5 failed logins for one email address from one client within any 15 minutes lock
 *   that address for that client for 15 minutes, so a stranger cannot lock the owner out; 50
 *   failures for one address from any clients lock it for everyone for 15 minutes (guessing spread
 *   over many clients); 20 failures from one client (any addresses; an IPv6 client by its /64) lock
 *   that client for 15 minutes. The windows slide (`src/lib/owners/throttle.ts`). Locked attempts
 *   are refused before the password is checked, and count as nothing.
 * - `SESSION_SECRET` keys the hashes of email addresses and client addresses in the throttle table
 *   (never stored in clear); unset, the captcha key is used. Its development default serves a local
 *   run only: a Netlify deploy with neither secret takes no owner request (503, `refuseUnconfigured`
 *   in the guards of `http.ts` and the beacon, as the request functions).
 */

/** One throttle rule: `limit` failures within `windowMs` lock for `lockMs`. */
export type ThrottleRule = { limit: number; windowMs: number; lockMs: number };

/** Everything the owner services need. */
export type OwnerSettings = {
	requests: RequestSettings;
	secret: string;
	session: { idleMs: number; absoluteMs: number };
	throttle: { pair: ThrottleRule; account: ThrottleRule; client: ThrottleRule };
	/** Cost of new password hashes (verification reads the cost stored in each hash). */
	scrypt: ScryptParams;
	/** The languages switched on in site.json: the portal exists only in these. */
	locales: Locale[];
};

/** The site values the owner settings read: the request defaults and the language switches. */
export type OwnerSiteDefaults = SiteDefaults & { languages: readonly LanguageSwitch[] };

const minute = 60_000;

/** Reads the owner settings from environment variables, with the site's values as defaults. */
export function readOwnerSettings(env: Record<string, string | undefined>, site: OwnerSiteDefaults): OwnerSettings {
	const requests = readSettings(env, site);
	return {
		requests,
		secret: env.SESSION_SECRET || requests.captcha.hmacKey,
		session: { idleMs: sessionIdleMs, absoluteMs: sessionAbsoluteMs },
		throttle: {
			pair: { limit: 5, windowMs: 15 * minute, lockMs: 15 * minute },
			account: { limit: 50, windowMs: 15 * minute, lockMs: 15 * minute },
			client: { limit: 20, windowMs: 15 * minute, lockMs: 15 * minute },
		},
		scrypt: owaspScrypt,
		locales: enabledLocalesOf(site.languages),
	};
}
