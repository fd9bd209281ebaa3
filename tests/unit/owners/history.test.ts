import { describe, expect, test } from 'vitest';
import { officeAppointment, toItem, type RequestRow } from '../../../src/lib/owners/history.ts';

/**
 * History items of the owner portal (spec §3 owner portal item: date, type, contact, subject,
 * comment, status, source), from stored requests. The owner sees the visitor's name and words,
 * never a private note meant for someone else.
 */

const now = new Date('2026-11-25T10:00:00Z');

/** A stored request of a kind with a payload. */
function row(kind: string, payload: Record<string, unknown>): RequestRow {
	return { reference: `R-${kind}`, kind, created_at: new Date('2026-11-24T09:00:00Z'), payload, starts_at: null, ends_at: null };
}

const visitor = { firstName: 'Sofie', lastName: 'Claes', email: 'sofie@example.be', phone: '0470123456' };

describe('comment of a history item (spec §3)', () => {
	test.each([
		{ kind: 'contact-property', payload: { ...visitor, remark: 'Is the garden south-facing?' }, comment: 'Is the garden south-facing?' },
		{ kind: 'offer', payload: { ...visitor, amount: 410000, remark: 'Subject to a loan.' }, comment: 'Subject to a loan.' },
		// A note to the friend is private: the owner sees only that the property was sent.
		{ kind: 'send-to-friend', payload: { ...visitor, friendName: 'Jan', friendEmail: 'jan@example.be', remark: 'Jan, this one is cheap because the seller is divorcing.' }, comment: '' },
	])('$kind: comment "$comment"', ({ kind, payload, comment }) => {
		const item = toItem(row(kind, payload), now);
		expect(item.comment).toBe(comment);
		expect(item.type).toBe(kind);
		expect(item.contact).toBe('Sofie Claes');
		expect(JSON.stringify(item)).not.toContain(visitor.email);
		expect(JSON.stringify(item)).not.toContain(visitor.phone);
	});

	test('a send-to-friend item shows nothing of the friend', () => {
		const item = toItem(row('send-to-friend', { ...visitor, friendName: 'Jan Peeters', friendEmail: 'jan@example.be', remark: 'For you' }), now);
		expect(JSON.stringify(item)).not.toMatch(/Jan|jan@example|For you/);
	});
});

describe('status of a history item (spec §3)', () => {
	const slot = (start: string, end: string) => ({ starts_at: new Date(start), ends_at: new Date(end) });
	test.each([
		{ name: 'a question is received', row: row('contact-property', visitor), status: 'received' },
		// The request only mails the agency, which sends the documents itself: nothing says they went out.
		{ name: 'a document request is with the agency, not "sent by email"', row: row('documents', visitor), status: 'withAgency' },
		{ name: 'an appointment to come is confirmed', row: { ...row('appointment', visitor), ...slot('2026-11-26T09:00:00Z', '2026-11-26T09:30:00Z') }, status: 'confirmed' },
		{ name: 'an appointment that is over is completed', row: { ...row('appointment', visitor), ...slot('2026-11-24T09:00:00Z', '2026-11-24T09:30:00Z') }, status: 'completed' },
	])('$name', ({ row: r, status }) => {
		expect(toItem(r, now).status).toBe(status);
	});

	test('every status has its wording in the four languages, and the document status no longer promises a mail', async () => {
		const statuses = ['received', 'confirmed', 'completed', 'withAgency'];
		for (const lang of ['nl', 'fr', 'en', 'de']) {
			const { default: ui } = (await import(`../../../i18n/ui/${lang}.json`)) as { default: Record<string, string> };
			for (const status of statuses) expect(ui[`portal.status.${status}`], `${lang} ${status}`).toBeTruthy();
			expect(ui['portal.status.withAgency']).not.toMatch(/mail/i);
		}
	});
});

describe('an appointment at the office, booked from the property’s page, is interest in the property but no visit of it', () => {
	const slot = { starts_at: new Date('2026-11-26T09:00:00Z'), ends_at: new Date('2026-11-26T09:30:00Z') };
	test.each([
		{ name: 'an office appointment to come', kind: 'office-appointment', at: now, office: true, status: 'confirmed' },
		{ name: 'an office appointment that is over', kind: 'office-appointment', at: new Date('2026-11-27T10:00:00Z'), office: true, status: 'completed' },
		{ name: 'a visit of the property to come', kind: 'appointment', at: now, office: false, status: 'confirmed' },
	] as const)('$name: type $kind, subject at the office $office, status $status', ({ kind, at, office, status }) => {
		const item = toItem({ ...row(kind, visitor), ...slot }, at);
		expect(item.type).toBe(kind);
		expect(item.status).toBe(status);
		expect(item.subject).toEqual({ slotStart: '2026-11-26T09:00:00.000Z', slotEnd: '2026-11-26T09:30:00.000Z', ...(office ? { office: true } : {}) });
	});

	test('the office appointment’s type and subject have their wording in the four languages', async () => {
		for (const lang of ['nl', 'fr', 'en', 'de']) {
			const { default: ui } = (await import(`../../../i18n/ui/${lang}.json`)) as { default: Record<string, string> };
			expect(ui[`portal.type.${officeAppointment}`], lang).toBeTruthy();
			expect(ui['portal.subject.officeSlot'], lang).toContain('{{when}}');
		}
	});
});
