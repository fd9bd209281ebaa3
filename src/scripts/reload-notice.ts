/**
 * What a part of the page loaded later says when its code is gone: Netlify deploys are atomic, and
 * after the agency's next build the hashed `/_astro/*.js` files the open page names answer 404. No
 * try brings them back; only the page, reloaded, names the new ones. The box says so, in the
 * page's language, with a button that reloads the page (never by itself: a page that reloaded
 * into the same failure would loop) and the agency's phone and email from the footer for a
 * visitor who cannot reload now.
 */
import type { Locale } from '../../i18n/locales.ts';
import { formStringsPath } from '../lib/forms/deferred.ts';

/** The texts of the notice, in the page's language. */
export type ReloadTexts = { text: string; button: string; contact: string };

/**
 * The notice's texts from the language's strings file (`form.reload.*`), asked for afresh, or null
 * when it does not answer with them. That file is not fingerprinted, so every deploy has it: an
 * answer while a part's code did not load means a deploy came since the page was opened; no
 * answer means the visitor is offline, and a reload would lose the page.
 */
export async function fetchReloadTexts(locale: Locale, fetcher: (url: string) => Promise<Response> = (url) => fetch(url)): Promise<ReloadTexts | null> {
	try {
		const res = await fetcher(formStringsPath(locale));
		if (!res.ok) return null;
		const strings = (await res.json()) as Record<string, string | undefined>;
		const [text, button, contact] = [strings['form.reload.text'], strings['form.reload.button'], strings['form.reload.contact']];
		return text && button && contact ? { text, button, contact } : null;
	} catch {
		return null;
	}
}

/** The agency's phone and email links of the page (its footer's address), when it has them. */
function agencyLinks(doc: Document): HTMLAnchorElement[] {
	const address = doc.querySelector('.site-foot address');
	if (!address) return [];
	const links = [...address.querySelectorAll<HTMLAnchorElement>('a')];
	return ['tel:', 'mailto:'].flatMap((scheme) => links.find((link) => link.getAttribute('href')?.startsWith(scheme)) ?? []);
}

/**
 * Replaces what `box` holds with the notice: an alert (read once as it appears; the focus stays
 * where the visitor has it, or on the button when it was in the box), the button that reloads the
 * page, and the agency's contact line. The box is no longer busy. Returns the button.
 */
export function showReloadNotice(box: HTMLElement, texts: ReloadTexts, reload: () => void = () => window.location.reload()): HTMLButtonElement {
	const doc = box.ownerDocument;
	const text = doc.createElement('p');
	text.textContent = texts.text;
	const button = doc.createElement('button');
	button.type = 'button';
	button.className = 'btn';
	button.textContent = texts.button;
	button.addEventListener('click', () => reload());
	const parts: (HTMLElement | string)[] = [text, button];
	const links = agencyLinks(doc);
	if (links.length > 0) {
		const contact = doc.createElement('p');
		contact.append(texts.contact, ...links.flatMap((link, i) => [i === 0 ? ' ' : ' · ', link.cloneNode(true) as HTMLAnchorElement]));
		parts.push(contact);
	}
	// A visitor on the box's retry button (`deferred-forms.ts`) keeps the focus in the box.
	const hadFocus = box.contains(doc.activeElement);
	box.removeAttribute('aria-busy');
	box.setAttribute('role', 'alert');
	box.replaceChildren(...parts);
	if (hadFocus) button.focus();
	return button;
}
