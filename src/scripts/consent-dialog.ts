/**
 * Draws the cookie settings dialog from its texts (`/consent-strings/{locale}.json`): the markup
 * the page would otherwise carry on every visit, made only for a visitor who opens the settings.
 * Loaded on demand by `consent.ts`, never with the page.
 */
import type { ConsentDialogStrings } from '../lib/consent/dialog-strings.ts';

/** An element with its attributes and children (text or elements). */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
	node.append(...children);
	return node;
}

/** One action button of the dialog (`consent.ts` acts on its `data-consent-action`). */
const action = (name: string, label: string, className = 'btn') => element('button', { type: 'button', class: className, 'data-consent-action': name }, label);

/**
 * The dialog: title, introduction, the five options (the mandatory one ticked and locked), and
 * Save, Accept all, Refuse and Close.
 */
export function drawConsentDialog(strings: ConsentDialogStrings): HTMLDialogElement {
	const options = strings.options.map(({ option, label, text, mandatory }) => {
		const id = `consent-${option}`;
		const box = element('input', { type: 'checkbox', id, 'aria-describedby': `${id}-text`, 'data-consent-option': option, ...(mandatory ? { checked: '', disabled: '' } : {}) });
		const always = mandatory ? [element('span', { class: 'consent-always' }, ` (${strings.alwaysOn})`)] : [];
		return element('li', {}, box, element('label', { for: id }, label, ...always), element('p', { id: `${id}-text` }, text));
	});
	return element(
		'dialog',
		{ class: 'consent-dialog', 'aria-labelledby': 'consent-dialog-title', 'aria-describedby': 'consent-dialog-intro' },
		element('h2', { id: 'consent-dialog-title' }, strings.title),
		element('p', { id: 'consent-dialog-intro' }, strings.intro),
		element('ul', { class: 'consent-options' }, ...options),
		element(
			'div',
			{ class: 'consent-actions' },
			action('save', strings.save),
			action('accept', strings.acceptAll),
			action('refuse', strings.refuse),
			action('close', strings.close, 'btn consent-secondary'),
		),
	);
}

/**
 * Asks whether favourites may be kept (the consent option "preferences"): a small modal dialog
 * with Allow and Not now. Resolves true for Allow; Not now, Escape and closing resolve false.
 * The dialog is removed once answered.
 */
export function askForFavourites(strings: ConsentDialogStrings['favourites']): Promise<boolean> {
	const allow = element('button', { type: 'button', class: 'btn', value: 'allow' }, strings.allow);
	const later = element('button', { type: 'button', class: 'btn consent-secondary', value: 'later' }, strings.cancel);
	const dialog = element(
		'dialog',
		{ class: 'consent-dialog fav-prompt', 'aria-labelledby': 'fav-prompt-title', 'aria-describedby': 'fav-prompt-text' },
		element('h2', { id: 'fav-prompt-title' }, strings.title),
		element('p', { id: 'fav-prompt-text', class: 'consent-text' }, strings.text),
		element('div', { class: 'consent-actions' }, allow, later),
	);
	for (const button of [allow, later]) button.addEventListener('click', () => dialog.close(button.value));
	document.body.append(dialog);
	dialog.showModal();
	return new Promise((resolve) => {
		dialog.addEventListener(
			'close',
			() => {
				resolve(dialog.returnValue === 'allow');
				dialog.remove();
			},
			{ once: true },
		);
	});
}
