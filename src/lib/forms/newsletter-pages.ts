import type { PageKey } from '../../../i18n/paths.ts';
import type { UiKey } from '../../i18n/t.ts';
import type { Route } from '../../routing/build-routes.ts';
import type { ConfirmView } from './confirm-answer.ts';

/**
 * The newsletter's two token pages, drawn by one template and one page script: the confirmation
 * page (double opt-in) and the withdrawal page (GDPR art. 7(3)). Each names the endpoint its button
 * posts the token to and the texts it shows, in the page's language.
 */

/** The texts of a token page: its heading and intro, its button, and one text for each answer it can get. */
export type TokenPageTexts = { title: UiKey; description: UiKey; intro: UiKey; noScript: UiKey; button: UiKey; busy: UiKey } & Partial<Record<ConfirmView['message'], UiKey>>;

/** A token page: where its button posts, and what it says. */
export type TokenPage = { endpoint: string; texts: TokenPageTexts };

/** The token pages of the path table. */
export const tokenPages = {
	'/nieuwsbrief-bevestigen/': {
		endpoint: '/api/newsletter-confirm',
		texts: {
			title: 'newsletter.confirm.title',
			description: 'newsletter.confirm.description',
			intro: 'newsletter.confirm.intro',
			noScript: 'newsletter.confirm.noScript',
			button: 'newsletter.confirm.button',
			busy: 'newsletter.confirm.busy',
			done: 'newsletter.confirm.confirmed',
			already: 'newsletter.confirm.already',
			invalid: 'newsletter.confirm.invalid',
			expired: 'newsletter.confirm.expired',
			withdrawn: 'newsletter.confirm.withdrawn',
			error: 'newsletter.confirm.error',
		},
	},
	'/nieuwsbrief-uitschrijven/': {
		endpoint: '/api/newsletter-withdraw',
		texts: {
			title: 'newsletter.withdraw.title',
			description: 'newsletter.withdraw.description',
			intro: 'newsletter.withdraw.intro',
			noScript: 'newsletter.withdraw.noScript',
			button: 'newsletter.withdraw.button',
			busy: 'newsletter.withdraw.busy',
			done: 'newsletter.withdraw.withdrawn',
			already: 'newsletter.withdraw.already',
			invalid: 'newsletter.withdraw.invalid',
			error: 'newsletter.withdraw.error',
		},
	},
} as const satisfies Partial<Record<PageKey, TokenPage>>;

/** Tells whether a page of the path table is one of the token pages. */
function isTokenPage(key: PageKey): key is keyof typeof tokenPages {
	return key in tokenPages;
}

/**
 * The token page a route draws (the confirmation page for any other route).
 * @example tokenPageOf(withdrawRoute).endpoint // => '/api/newsletter-withdraw'
 */
export function tokenPageOf(route: Route): TokenPage {
	return route.kind === 'page' && isTokenPage(route.key) ? tokenPages[route.key] : tokenPages['/nieuwsbrief-bevestigen/'];
}
