import { dayLabel } from '../../src/lib/requests/slot-time.ts';
import { beforeEach, describe, expect, test } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { addDays } from '../../src/lib/owners/calendar.ts';
import { lastDayAhead } from '../../src/lib/domain/years-ahead.ts';
import { moveInYears, offerValidityYears, type RequestKind } from '../../src/schemas/requests/index.ts';
import { issueChallenge } from '../../src/lib/requests/captcha.ts';
import { deliverOutbox } from '../../src/lib/requests/outbox.ts';
import { parseAddressHeader, toAddressHeader, toHeaderValue } from '../../src/lib/requests/mailer.ts';
import { waitFor } from './support/platform.ts';
import { agencyInbox, answer, count, currentSettings, daysAhead, mailTo, post, postRental, rows, solvedCaptcha, validBody } from './support/requests.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';

/**
 * Validation rules of spec §5 with their message keys, the captcha (forged, expired, replayed),
 * idempotency (double submit) and header injection (issue 5).
 */

usePlatformWithMail();

beforeEach(() => {
	smtp.mails.length = 0;
});

type Rule = { kind: RequestKind; change: Record<string, unknown>; drop?: string; field: string; message: string };

/** Each rule: a change to a valid payload, and the one field message it must produce. */
const rules: Rule[] = [
	{ kind: 'contact', change: {}, drop: 'street', field: 'street', message: 'form.error.addressRequired' },
	{ kind: 'contact', change: { street: '   ' }, field: 'street', message: 'form.error.addressRequired' },
	{ kind: 'contact', change: {}, drop: 'zip', field: 'zip', message: 'form.error.zipRequired' },
	{ kind: 'contact', change: { zip: '9' }, field: 'zip', message: 'form.error.zipInvalid' },
	{ kind: 'contact', change: { city: '' }, field: 'city', message: 'form.error.cityRequired' },
	{ kind: 'contact', change: { firstName: '' }, field: 'firstName', message: 'form.error.firstNameRequired' },
	{ kind: 'contact', change: {}, drop: 'lastName', field: 'lastName', message: 'form.error.lastNameRequired' },
	{ kind: 'contact', change: {}, drop: 'email', field: 'email', message: 'form.error.emailRequired' },
	{ kind: 'contact', change: { email: 'sofie@' }, field: 'email', message: 'form.error.emailInvalid' },
	{ kind: 'contact', change: { email: 'sofie claes@example.be' }, field: 'email', message: 'form.error.emailInvalid' },
	{ kind: 'contact', change: { phone: '' }, field: 'phone', message: 'form.error.phoneRequired' },
	{ kind: 'contact', change: { phone: '0475-ABC' }, field: 'phone', message: 'form.error.phoneInvalid' },
	{ kind: 'contact', change: { phone: '123' }, field: 'phone', message: 'form.error.phoneInvalid' },
	// spec §5 phone: a Belgian number has 8 digits after the 32 or the 0, a mobile 9.
	{ kind: 'contact', change: { phone: '+32 475 12 34 5' }, field: 'phone', message: 'form.error.phoneLength' },
	{ kind: 'contact', change: { phone: '0032 0475 12 34 5' }, field: 'phone', message: 'form.error.phoneLength' },
	{ kind: 'contact', change: { phone: '02 640 12 345' }, field: 'phone', message: 'form.error.phoneLength' },
	{ kind: 'contact', change: {}, drop: 'title', field: 'title', message: 'form.error.titleRequired' },
	{ kind: 'contact', change: { title: 'dr' }, field: 'title', message: 'form.error.titleRequired' },
	{ kind: 'contact', change: {}, drop: 'goal', field: 'goal', message: 'form.error.goalRequired' },
	{ kind: 'contact', change: { goal: 'sell' }, field: 'goal', message: 'form.error.goalRequired' },
	{ kind: 'contact', change: { contactSlots: ['night'] }, field: 'contactSlots', message: 'form.error.contactSlotInvalid' },
	{ kind: 'contact', change: { contactSlots: ['morning', 'morning'] }, field: 'contactSlots', message: 'form.error.contactSlotInvalid' },
	{ kind: 'contact', change: { privacy: false }, field: 'privacy', message: 'form.error.privacyRequired' },
	{ kind: 'contact', change: {}, drop: 'privacy', field: 'privacy', message: 'form.error.privacyRequired' },
	{ kind: 'contact', change: { isAdmin: true }, field: 'isAdmin', message: 'form.error.unknownField' },
	{ kind: 'contact', change: { captcha: '' }, field: 'captcha', message: 'form.error.captchaInvalid' },
	{ kind: 'contact', change: { locale: 'es' }, field: 'locale', message: 'form.error.invalid' },
	{ kind: 'contact', change: { idempotencyKey: 'abc' }, field: 'idempotencyKey', message: 'form.error.invalid' },
	// The listings of a contact request sent from the favourites: each id once, at most 60.
	{ kind: 'contact', change: { propertyIds: [] }, field: 'propertyIds', message: 'form.error.propertiesInvalid' },
	{ kind: 'contact', change: { propertyIds: [1042, 0] }, field: 'propertyIds', message: 'form.error.propertiesInvalid' },
	{ kind: 'contact', change: { propertyIds: ['1042'] }, field: 'propertyIds', message: 'form.error.propertiesInvalid' },
	{ kind: 'contact', change: { propertyIds: '1042,1043' }, field: 'propertyIds', message: 'form.error.propertiesInvalid' },
	{ kind: 'contact', change: { propertyIds: [1042, 1043, 1042] }, field: 'propertyIds', message: 'form.error.propertiesInvalid' },
	{ kind: 'contact', change: { propertyIds: Array.from({ length: 61 }, (_, i) => 1000 + i) }, field: 'propertyIds', message: 'form.error.propertiesInvalid' },
	{ kind: 'contact-property', change: { reason: 'buy' }, field: 'reason', message: 'form.error.reasonRequired' },
	{ kind: 'contact-property', change: { propertyId: 0 }, field: 'propertyId', message: 'form.error.propertyRequired' },
	{ kind: 'contact-property', change: { propertyId: '1042' }, field: 'propertyId', message: 'form.error.propertyRequired' },
	{ kind: 'valuation', change: { propertyStreet: '' }, field: 'propertyStreet', message: 'form.error.valuationAddressRequired' },
	{ kind: 'valuation', change: {}, drop: 'propertyCity', field: 'propertyCity', message: 'form.error.valuationAddressRequired' },
	{ kind: 'valuation', change: {}, drop: 'purpose', field: 'purpose', message: 'form.error.purposeRequired' },
	{ kind: 'valuation', change: { purpose: 'sale' }, field: 'purpose', message: 'form.error.purposeRequired' },
	// The property to value lies in Belgium (1000–9992) or Luxembourg (L-1234).
	{ kind: 'valuation', change: { propertyZip: '0000' }, field: 'propertyZip', message: 'form.error.propertyZipInvalid' },
	{ kind: 'valuation', change: { propertyZip: '99' }, field: 'propertyZip', message: 'form.error.propertyZipInvalid' },
	{ kind: 'valuation', change: { propertyZip: '75001' }, field: 'propertyZip', message: 'form.error.propertyZipInvalid' },
	{ kind: 'demand-register', change: { types: [] }, field: 'types', message: 'form.error.typeRequired' },
	{ kind: 'demand-register', change: { types: [9] }, field: 'types', message: 'form.error.typeRequired' },
	{ kind: 'demand-register', change: { zones: [] }, field: 'zones', message: 'form.error.zoneRequired' },
	{ kind: 'demand-register', change: { zones: [''] }, field: 'zones', message: 'form.error.zoneRequired' },
	{ kind: 'demand-register', change: { budgetMin: 2000, budgetMax: 1000 }, field: 'budgetMax', message: 'form.error.budgetRange' },
	{ kind: 'demand-register', change: { budgetMin: -5 }, field: 'budgetMin', message: 'form.error.numberInvalid' },
	{ kind: 'send-to-friend', change: {}, drop: 'friendEmail', field: 'friendEmail', message: 'form.error.friendEmailRequired' },
	{ kind: 'send-to-friend', change: { friendEmail: 'pieter.example.be' }, field: 'friendEmail', message: 'form.error.friendEmailInvalid' },
	{ kind: 'testimonial', change: { text: 'Top!' }, field: 'text', message: 'form.error.tooShort' },
	{ kind: 'testimonial', change: { text: '' }, field: 'text', message: 'form.error.testimonialRequired' },
	{ kind: 'testimonial', change: { rating: 6 }, field: 'rating', message: 'form.error.ratingInvalid' },
	// GDPR art. 7: publishing a testimonial needs its own consent, not only the privacy agreement.
	{ kind: 'testimonial', change: { publication: false }, field: 'publication', message: 'form.error.publicationRequired' },
	{ kind: 'testimonial', change: {}, drop: 'publication', field: 'publication', message: 'form.error.publicationRequired' },
	{ kind: 'appointment', change: {}, drop: 'slotId', field: 'slotId', message: 'form.error.slotRequired' },
	// A number out of range gets the message of its bound, never the one of a missing value.
	{ kind: 'offer', change: { amount: 0 }, field: 'amount', message: 'form.error.amountTooLow' },
	{ kind: 'offer', change: { amount: 150_000_000 }, field: 'amount', message: 'form.error.amountTooHigh' },
	{ kind: 'offer', change: { amount: 350_000.5 }, field: 'amount', message: 'form.error.numberInvalid' },
	{ kind: 'offer', change: { validUntil: '2027-02-30' }, field: 'validUntil', message: 'form.error.dateInvalid' },
	{ kind: 'offer', change: { validUntil: '31/01/2027' }, field: 'validUntil', message: 'form.error.dateInvalid' },
	// What the form sends for a partly typed date: refused, never taken for "no date".
	{ kind: 'offer', change: { validUntil: 'incomplete' }, field: 'validUntil', message: 'form.error.dateInvalid' },
	{ kind: 'offer', change: { validUntil: daysAhead(-1) }, field: 'validUntil', message: 'form.error.datePast' },
	{ kind: 'offer', change: { validUntil: '2020-01-01' }, field: 'validUntil', message: 'form.error.datePast' },
	// An offer stays valid for at most a year, a move-in lies at most two years ahead.
	{ kind: 'offer', change: { validUntil: '9999-12-31' }, field: 'validUntil', message: 'form.error.validUntilTooFar' },
	{ kind: 'offer', change: { validUntil: addDays(lastDayAhead(offerValidityYears, new Date()), 1) }, field: 'validUntil', message: 'form.error.validUntilTooFar' },
	{ kind: 'rental-application', change: { moveInDate: '9999-12-31' }, field: 'moveInDate', message: 'form.error.moveInTooFar' },
	{ kind: 'rental-application', change: { moveInDate: addDays(lastDayAhead(moveInYears, new Date()), 1) }, field: 'moveInDate', message: 'form.error.moveInTooFar' },
	// spec §5 "start and end dates complete and valid": the move-in date is required.
	{ kind: 'rental-application', change: {}, drop: 'moveInDate', field: 'moveInDate', message: 'form.error.moveInRequired' },
	{ kind: 'rental-application', change: { moveInDate: '2027-13-01' }, field: 'moveInDate', message: 'form.error.dateInvalid' },
	{ kind: 'rental-application', change: { moveInDate: daysAhead(-1) }, field: 'moveInDate', message: 'form.error.datePast' },
	{ kind: 'rental-application', change: { moveOutDate: '2027-02-30' }, field: 'moveOutDate', message: 'form.error.dateInvalid' },
	{ kind: 'rental-application', change: { moveOutDate: daysAhead(30) }, field: 'moveOutDate', message: 'form.error.periodInvalid' },
	{ kind: 'rental-application', change: { persons: 5 }, field: 'persons', message: 'form.error.personsTooMany' },
	{ kind: 'rental-application', change: { persons: 100 }, field: 'persons', message: 'form.error.personsTooMany' },
	{ kind: 'rental-application', change: { persons: 0 }, field: 'persons', message: 'form.error.personsTooFew' },
	{ kind: 'rental-application', change: { monthlyIncome: 20_000_000 }, field: 'monthlyIncome', message: 'form.error.incomeTooHigh' },
	{ kind: 'rental-application', change: { monthlyIncome: 2000 }, field: 'monthlyIncome', message: 'form.error.incomeTooLow' },
	{ kind: 'rental-application', change: {}, drop: 'monthlyIncome', field: 'monthlyIncome', message: 'form.error.incomeRequired' },
	{ kind: 'newsletter', change: { email: 'x@y' }, field: 'email', message: 'form.error.emailInvalid' },
	{ kind: 'construction', change: { zip: 'x' }, field: 'zip', message: 'form.error.zipInvalid' },
	// A domain the pattern reads as letters but that has no ASCII form (IDNA): refused, never a 500.
	{ kind: 'newsletter', change: { email: 'x@a\u05D0b.be' }, field: 'email', message: 'form.error.emailInvalid' },
	{ kind: 'contact', change: { email: 'jan@a\u0663b.be' }, field: 'email', message: 'form.error.emailInvalid' },
	{ kind: 'send-to-friend', change: { friendEmail: 'pieter@a\u05D0b.be' }, field: 'friendEmail', message: 'form.error.friendEmailInvalid' },
	// Half of a surrogate pair, which the database refuses in a stored request: the field's message, never a 500.
	{ kind: 'contact', change: { firstName: 'Ann\udc00' }, field: 'firstName', message: 'form.error.invalidCharacters' },
	{ kind: 'contact', change: { remark: 'Bonjour \ud83d fin' }, field: 'remark', message: 'form.error.invalidCharacters' },
	{ kind: 'testimonial', change: { text: 'Een vlotte verkoop, dank u \ud83d' }, field: 'text', message: 'form.error.invalidCharacters' },
];

describe('validation rules (spec §5): 422 naming the field with its message key, nothing stored', () => {
	test.each(rules.map((r) => ({ ...r, label: `${r.kind}: ${r.field} → ${r.message}` })))('$label', async ({ kind, change, drop, field, message }) => {
		const before = await count('requests');
		const body = await validBody(kind, change);
		if (drop) delete body[drop];
		const res = kind === 'rental-application' ? await postRental(body) : await post(kind, body);
		const { status, body: json } = await answer(res);
		expect(status).toBe(422);
		expect(json).toEqual({ ok: false, error: 'request.error.checkFields', issues: { [field]: [message] } });
		expect(await count('requests')).toBe(before);
		expect(smtp.mails).toEqual([]);
	});

	test('a form with every field missing names each required field once', async () => {
		const { body } = await answer(await post('contact', { website: '' }));
		expect(Object.keys(body.issues as object).sort()).toEqual(
			['captcha', 'city', 'email', 'firstName', 'goal', 'idempotencyKey', 'lastName', 'locale', 'phone', 'privacy', 'street', 'title', 'zip'].sort(),
		);
	});

	test.each([
		{ kind: 'offer', field: 'validUntil' },
		{ kind: 'rental-application', field: 'moveInDate' },
	] as const)('$kind: a $field of today in Belgium is accepted, stored and mailed', async ({ kind, field }) => {
		const today = daysAhead(0);
		const body = await validBody(kind, { [field]: today });
		const { status, body: json } = await answer(kind === 'rental-application' ? await postRental(body) : await post(kind, body));
		expect(status).toBe(200);
		const [row] = await rows<{ payload: Record<string, unknown> }>('SELECT payload FROM requests WHERE reference = $1', [json.reference]);
		expect(row!.payload[field]).toBe(today);
		await waitFor(() => smtp.mails.length === 2);
		// The agency reads the day in its language, not the form's YYYY-MM-DD.
		expect(mailTo(smtp, agencyInbox)!.text).toContain(dayLabel(today, 'nl'));
		expect(mailTo(smtp, agencyInbox)!.text).not.toContain(today);
	});

	test('the phone is kept as digits; the agency’s mail shows it grouped 4-2-2-2, the receipt not at all', async () => {
		const { body } = await answer(await post('contact', await validBody('contact', { phone: '0475/12.34.56' })));
		const [row] = await rows<{ payload: { phone: string } }>('SELECT payload FROM requests WHERE reference = $1', [body.reference]);
		expect(row!.payload.phone).toBe('0475123456');
		await waitFor(() => smtp.mails.length === 2);
		expect(mailTo(smtp, agencyInbox)!.text).toContain('0475 12 34 56');
		// A receipt repeats no number typed: a stranger could have the agency mail anyone a number of their choice.
		expect(mailTo(smtp, 'sofie.claes@example.be')!.text).not.toMatch(/0475[ ./]?12/);
	});

	test.each([
		{ typed: '+32 0475 12 34 56', kept: '+32475123456' },
		{ typed: '0032 0475 12 34 56', kept: '0032475123456' },
	])('spec §5 phone: a trunk 0 after the country code is not stored: $typed is kept as $kept', async ({ typed, kept }) => {
		const { status, body } = await answer(await post('contact', await validBody('contact', { phone: typed })));
		expect(status).toBe(200);
		const [row] = await rows<{ payload: { phone: string } }>('SELECT payload FROM requests WHERE reference = $1', [body.reference]);
		expect(row!.payload.phone).toBe(kept);
	});
});

/** Encodes a widget payload. */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('captcha', () => {
	const refused = { status: 422, body: { ok: false, error: 'request.error.checkFields', issues: { captcha: ['form.error.captchaInvalid'] } } };

	test('a solved captcha is accepted once; replayed with another request it is refused', async () => {
		const captcha = await solvedCaptcha();
		expect((await answer(await post('newsletter', await validBody('newsletter', { captcha })))).status).toBe(200);
		const before = await count('requests');
		expect(await answer(await post('newsletter', await validBody('newsletter', { captcha, email: 'other@example.be' })))).toEqual(refused);
		expect(await count('requests')).toBe(before);
	});

	test.each([
		['garbage', async () => 'not-base64-json'],
		['no solution', async () => encode({ challenge: await issueChallenge(currentSettings().captcha) })],
		['a wrong solution', async () => {
			const challenge = await issueChallenge(currentSettings().captcha);
			return encode({ challenge, solution: { counter: 999_999, derivedKey: '00'.repeat(32) } });
		}],
		['a tampered challenge', async () => {
			const challenge = await issueChallenge(currentSettings().captcha);
			const solution = await solveChallenge({ challenge, deriveKey });
			return encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 86_400 } }, solution });
		}],
		['another key', async () => {
			const challenge = await issueChallenge({ ...currentSettings().captcha, hmacKey: 'someone-else' });
			return encode({ challenge, solution: await solveChallenge({ challenge, deriveKey }) });
		}],
		['an expired challenge', async () => {
			const challenge = await issueChallenge(currentSettings().captcha, Date.now() - 3600_000);
			return encode({ challenge, solution: await solveChallenge({ challenge, deriveKey }) });
		}],
	])('%s is refused: "The entered characters are not valid"', async (_label, make) => {
		const before = await count('requests');
		expect(await answer(await post('contact', await validBody('contact', { captcha: await make() })))).toEqual(refused);
		expect(await count('requests')).toBe(before);
	});

	test('a refused appointment burns its captcha too', async () => {
		const captcha = await solvedCaptcha();
		const res = await post('appointment', await validBody('appointment', { captcha, slotId: 987_654 }));
		expect((await answer(res)).status).toBe(422);
		const again = await post('newsletter', await validBody('newsletter', { captcha }));
		expect(await answer(again)).toEqual(refused);
	});
});

describe('idempotency (double submit)', () => {
	test('the same key and payload twice: the stored answer again, one row, one agency mail and one receipt', async () => {
		const body = await validBody('contact');
		const first = await answer(await post('contact', body));
		const second = await answer(await post('contact', body));
		expect(first.status).toBe(200);
		expect(second).toEqual(first);
		expect(await rows('SELECT reference FROM requests WHERE idempotency_key = $1', [body.idempotencyKey])).toEqual([{ reference: first.body.reference }]);
		await waitFor(() => smtp.mails.length >= 2);
		await new Promise((r) => setTimeout(r, 200));
		expect(smtp.mails.map((m) => m.envelope.to[0]).sort()).toEqual([agencyInbox, 'sofie.claes@example.be']);
	});

	test('resent with a freshly solved captcha it is still the same request', async () => {
		const body = await validBody('valuation');
		const first = await answer(await post('valuation', body));
		const second = await answer(await post('valuation', { ...body, captcha: await solvedCaptcha() }));
		expect(second).toEqual(first);
	});

	test('two concurrent submits of the same form get one reference and one row', async () => {
		const body = await validBody('demand-register');
		const [a, b] = await Promise.all([post('demand-register', body), post('demand-register', body)]);
		const [ra, rb] = [await answer(a), await answer(b)];
		expect(ra).toEqual(rb);
		expect(ra.status).toBe(200);
		expect(await count(`requests WHERE idempotency_key = '${String(body.idempotencyKey)}'`)).toBe(1);
	});

	test('the same key with another payload is 422 and changes nothing', async () => {
		const body = await validBody('contact');
		expect((await answer(await post('contact', body))).status).toBe(200);
		const before = await count('requests');
		const other = await answer(await post('contact', { ...body, remark: 'Something else', captcha: await solvedCaptcha() }));
		expect(other).toEqual({ status: 422, body: { ok: false, error: 'request.error.checkFields', issues: { idempotencyKey: ['form.error.idempotencyConflict'] } } });
		expect(await count('requests')).toBe(before);
	});
});

describe('header injection', () => {
	test.each([
		['firstName', 'Jan\r\nBcc: victim@example.com'],
		['lastName', 'Peeters\nSubject: spam'],
		['firstName', 'Jan\u0000'],
		['lastName', 'Jan\u2028Bcc: victim@example.com'],
		['email', 'sofie@example.be\r\nBcc: victim@example.com'],
		['email', 'sofie@example.be\nCc: victim@example.com'],
		['email', '"x\r\nBcc: victim@example.com"@example.be'],
	])('%s with a line break or NUL is refused (422)', async (field, value) => {
		const { status, body } = await answer(await post('contact', await validBody('contact', { [field]: value })));
		expect(status).toBe(422);
		expect(Object.keys(body.issues as object)).toEqual([field]);
		expect(smtp.mails).toEqual([]);
	});

	test('the friend address cannot carry extra recipients', async () => {
		const { status } = await answer(await post('send-to-friend', await validBody('send-to-friend', { friendEmail: 'pieter@example.be, victim@example.com' })));
		expect(status).toBe(422);
	});

	test('a stored Reply-To whose address is not one plain address is left out', () => {
		expect(parseAddressHeader(toAddressHeader('Evil', 'evil@example.be\r\nBcc: victim@example.com'))).toBeNull();
		expect(parseAddressHeader('"Sofie Claes" <sofie@example.be>')).toEqual({ name: 'Sofie Claes', address: 'sofie@example.be' });
	});

	test.each([
		['Jan\r\nBcc: x@y.be', 'Jan  Bcc: x@y.be'],
		['a\u0000b', 'a b'],
		['  ok  ', 'ok'],
	])('toHeaderValue(%j) is %j', (input, expected) => {
		expect(toHeaderValue(input)).toBe(expected);
	});

	test('even a value that bypassed the schema never reaches a header: one recipient, no Bcc, one-line subject', async () => {
		const [row] = await rows<{ id: string }>(
			`INSERT INTO outbox (to_address, reply_to, subject, text_body, html_body, message_id)
			 VALUES ($1, $2, $3, 'body', '<p>body</p>', '<outbox-test-1@www.immo-drieland.example>') RETURNING id`,
			[`${agencyInbox}\r\nBcc: victim@example.com`, toAddressHeader('Evil\r\nBcc: victim@example.com', 'evil@example.be'), 'Hello\r\nBcc: victim@example.com'],
		);
		// A recipient that is not one plain address is never sent to: the row is dead.
		expect(await deliverOutbox(currentSettings(), { ids: [Number(row!.id)] })).toMatchObject({ sent: 0, dead: 1 });
		expect(smtp.mails).toEqual([]);
		await rows('UPDATE outbox SET to_address = $1, status = $2 WHERE id = $3', [agencyInbox, 'pending', row!.id]);
		await rows("UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1", [row!.id]);
		expect(await deliverOutbox(currentSettings(), { ids: [Number(row!.id)] })).toMatchObject({ sent: 1 });
		await waitFor(() => smtp.mails.length === 1);
		const [mail] = smtp.mails;
		expect(mail!.envelope.to).toEqual([agencyInbox]);
		expect(mail!.raw).not.toMatch(/^(bcc|cc):/im);
		expect(mail!.headers.subject).toBe('Hello  Bcc: victim@example.com');
		expect(mail!.headers['reply-to']).toBe('"Evil  Bcc: victim@example.com" <evil@example.be>');
	});
});
