import { createElement, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import nl from '../../../i18n/ui/nl.json' with { type: 'json' };
import { ActivityBlocks } from '../../../src/components/portal/ActivityBlocks.tsx';
import { createT } from '../../../src/i18n/create-t.ts';
import type { PropertyActivity } from '../../../src/lib/owners/history.ts';

/**
 * The portal's online media block (spec §1 "online media"): a property on the site links to its
 * page and documents; one that left the site says so, with no link; none ever links to "#".
 */

const t = createT(nl as Record<string, string>, {});
const activity: PropertyActivity = { history: [], appointments: [], documents: [], communications: [], totals: { history: 0, appointments: 0, documents: 0 } };
const render = (card: { id: number; title: string; city: string; path: string } | undefined, offline: boolean) =>
	renderToStaticMarkup(createElement(ActivityBlocks, { activity, card: card as never, offline, imageBase: { host: null }, locale: 'nl', lang: 'nl-BE', t }));

describe('online media block', () => {
	test.each([
		{ name: 'on the site', card: { id: 1004, title: 'Kantoor', city: 'Elsene', path: '/property/1004/' }, offline: false, links: ['/property/1004/', '/property/1004/#detail-documents'], says: null },
		{ name: 'left the site', card: undefined, offline: true, links: [], says: 'Dit pand staat niet meer online op onze website.' },
		{ name: 'card not read', card: undefined, offline: false, links: [], says: null },
	])('$name', ({ card, offline, links, says }) => {
		const html = render(card, offline);
		const media = html.slice(html.indexOf('id="portal-media"'), html.indexOf('id="portal-documents"'));
		expect([...media.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(links);
		if (says) expect(media).toContain(says);
		else expect(media).not.toContain('niet meer online');
	});
});

describe('communications: an appointment at the office is counted apart from the viewings of the property (spec §1 communications, calendar visits)', () => {
	test('"Bezoekafspraak: 2" and "Afspraak op kantoor: 1", each under its own name', () => {
		const last = '2026-11-25T09:30:00.000Z';
		const visit = { reference: 'A-1', start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T09:30:00.000Z', contact: 'Anne Peeters', status: 'confirmed' as const };
		const withOffice: PropertyActivity = {
			...activity,
			communications: [
				{ type: 'appointment', count: 2, last },
				{ type: 'office-appointment', count: 1, last },
			],
			appointments: [visit],
			totals: { history: 3, appointments: 1, documents: 0 },
		};
		const html = renderToStaticMarkup(createElement(ActivityBlocks, { activity: withOffice, card: undefined, offline: false, imageBase: { host: null }, locale: 'nl', lang: 'nl-BE', t }));
		const block = (id: string, next: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf(`id="${next}"`)).replace(/<[^>]+>/g, '');
		const communications = block('portal-communications', 'portal-calendar');
		expect(communications).toContain('Bezoekafspraak: 2');
		expect(communications).toContain('Afspraak op kantoor: 1');
		expect(communications).not.toContain('Aanvraag');
	});
});

describe('calendar visits: each is its own list item, keyed by its booking\'s request reference', () => {
	/** The keys of the list items in an element tree, depth first. */
	function itemKeys(node: ReactNode): (string | null)[] {
		if (Array.isArray(node)) return node.flatMap((child: ReactNode) => itemKeys(child));
		if (!isValidElement<{ children?: ReactNode }>(node)) return [];
		return [...(node.type === 'li' ? [node.key] : []), ...itemKeys(node.props.children)];
	}

	const slot = { start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T09:30:00.000Z', status: 'confirmed' as const };
	test.each([
		{ name: 'two people of one name in one slot', contacts: ['Anne Peeters', 'Anne Peeters'] },
		{ name: 'two people without a name in one slot', contacts: ['', ''] },
	])('$name: two items with two keys', ({ contacts }) => {
		const appointments = contacts.map((contact, i) => ({ ...slot, contact, reference: `A-${i + 1}` }));
		const tree = ActivityBlocks({ activity: { ...activity, appointments, totals: { history: 2, appointments: 2, documents: 0 } }, card: undefined, imageBase: { host: null }, locale: 'nl', lang: 'nl-BE', t });
		expect(itemKeys(tree)).toEqual(['A-1', 'A-2']);
	});
});
