import * as v from 'valibot';
import { locales } from '../../../i18n/locales.ts';
import { contactSlots, type ContactSlotId } from '../../lib/domain/contact-slots.ts';
import { belgianTrunkZero, bracketedTrunkZero } from '../../lib/domain/phone.ts';
import { lastDayAhead } from '../../lib/domain/years-ahead.ts';
import { isPastDay } from '../../lib/owners/calendar.ts';
import { webIds } from '../common.ts';
import type { FieldMessageKey } from './messages.ts';

/**
 * Field schemas shared by every request form (spec §3 contact form, spec §5 rules). Each field
 * speaks in message keys; single-line fields refuse control characters, so CR, LF and NUL never
 * reach a mail header from a validated value.
 */

/**
 * Any control character, a Unicode line or paragraph separator, or a format character that changes
 * the display order (the bidirectional marks, embeddings, overrides and isolates: U+200E/F,
 * U+202A–202E, U+2066–2069, which can turn the text after them around): never allowed on one line.
 * Nor is half of a surrogate pair (`\p{Cs}`, a broken emoji that a JSON body can carry as
 * `\ud83d`): no text encoding can write it, and the database refuses it in a stored request.
 */
const singleLine = /^[^\p{Cc}\p{Cs}\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u;
/** Multi-line text keeps tabs and line breaks but no other control character, nor half of a surrogate pair. */
export const multiLine = /^[^\0-\x08\x0B\x0C\x0E-\x1F\x7F\p{Cs}]*$/u;

/** The salutations of spec §3 (Mr, Ms, Miss). */
export const titles = ['mr', 'ms', 'miss'] as const;
/** What the visitor is after (spec §5 goal buy/rent): the listing goal, sale or rent. */
export const goals = ['sale', 'rent'] as const;
/** What an owner asking for a valuation means to do with the property: sell or let it. */
export const valuationPurposes = ['sell', 'let'] as const;
/** Why a visitor contacts the agency about a property: to visit it or for information. */
export const contactReasons = ['visit', 'information'] as const;
/** The geographic zones the demand register offers (spec §5 "at least one geographic zone"). */
export const zones = ['brussels', 'flanders', 'wallonia', 'luxembourg'] as const;
/** The contact slot ids of spec §9, in order. */
export const contactSlotIds = contactSlots.map((slot) => slot.id) as [ContactSlotId, ...ContactSlotId[]];

/** A required single-line text, trimmed, at most `max` characters. */
export const requiredLine = (required: FieldMessageKey, max = 100) =>
	v.pipe(
		v.string(required),
		v.trim(),
		v.nonEmpty(required),
		v.maxLength(max, 'form.error.tooLong'),
		v.regex(singleLine, 'form.error.invalidCharacters'),
	);

/** An optional single-line text, trimmed, '' when absent. */
export const optionalLine = (max = 100) =>
	v.optional(
		v.pipe(v.string('form.error.invalid'), v.trim(), v.maxLength(max, 'form.error.tooLong'), v.regex(singleLine, 'form.error.invalidCharacters')),
		'',
	);

/** An optional multi-line text (remark, message), '' when absent. */
export const optionalText = (max = 2000) =>
	v.optional(
		v.pipe(v.string('form.error.invalid'), v.trim(), v.maxLength(max, 'form.error.tooLong'), v.regex(multiLine, 'form.error.invalidCharacters')),
		'',
	);

/**
 * An email address the agency can write to: a local part of dot-separated ASCII words (letters,
 * digits and `! # $ % & ' * + / = ? ^ _ ` { | } ~ -`, RFC 5322 atext, so `jan.d'hondt@…`), at most
 * 64 characters (RFC 5321); a domain of at least two labels of letters (any script, an
 * internationalised domain such as `exämple.be`), digits and inner hyphens, each at most 63
 * characters, ending in a top-level domain of letters (or its `xn--` form). A local part in
 * another script needs SMTPUTF8, which not every server speaks, so it is refused.
 */
const emailPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

/**
 * A domain in ASCII, as the URL parser writes it (an internationalised domain in its `xn--` form),
 * or null when it is no host name at all: letters that the pattern takes but IDNA refuses, such as
 * right-to-left letters beside Latin ones (`aאb.be`) or Arabic-Indic digits (`a٣b.be`).
 * @example asciiDomain('exämple.be') // => 'xn--exmple-cua.be'
 * @example asciiDomain('aאb.be') // => null
 */
function asciiDomain(domain: string): string | null {
	try {
		return new URL(`http://${domain}`).hostname;
	} catch {
		return null;
	}
}

/**
 * Tells whether a text is an email address the agency can write to (`emailPattern`, at most 254
 * characters in all, a domain that has an ASCII form).
 * @example isEmailAddress("jan.d'hondt@example.be") // => true
 * @example isEmailAddress('jan@aאb.be') // => false
 */
export function isEmailAddress(text: string): boolean {
	const at = text.lastIndexOf('@');
	return text.length <= 254 && at > 0 && at <= 64 && emailPattern.test(text) && asciiDomain(text.slice(at + 1)) !== null;
}

/**
 * An email address that `isEmailAddress` takes, with its domain in ASCII, so a mail server that
 * does not speak SMTPUTF8 takes it as well.
 * @example asciiEmail('jose@exämple.be') // => 'jose@xn--exmple-cua.be'
 */
export function asciiEmail(address: string): string {
	const at = address.lastIndexOf('@');
	return `${address.slice(0, at)}@${asciiDomain(address.slice(at + 1)) ?? address.slice(at + 1)}`;
}

/** A required email address (`isEmailAddress`), its domain in ASCII (`asciiEmail`). */
export const emailField = (required: FieldMessageKey = 'form.error.emailRequired', invalid: FieldMessageKey = 'form.error.emailInvalid') =>
	v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(254, 'form.error.tooLong'), v.check(isEmailAddress, invalid), v.transform(asciiEmail));

/**
 * Anything that reads as a link: a scheme with `//`, `www.`, a domain name (a word, a dot and a
 * top-level domain of two or more letters, as in `evil.example` or an address `x@evil.example`),
 * or an IPv4 address (four numbers of at most three digits, as in `192.0.2.1/win`).
 */
const linkPattern = /[a-z][a-z\d+.-]*:\/\/|www\.|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:\p{L}{2,}|xn--)|(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]*\d)/iu;

/**
 * Characters a mail client draws as nothing (zero-width space and joiners, the soft hyphen, the word
 * joiner, the byte order mark, variation selectors …): `evil.c\u200Bom` shows as `evil.com`.
 */
const invisible = /\p{Default_Ignorable_Code_Point}/gu;

/** Dots that NFKC keeps but browsers read as "." in a host name (IDNA): the ideographic full stop. */
const otherDots = /[\u3002\uFF0E\uFF61\u2024]/g;

/**
 * A text as a reader would see a host name in it: NFKC (full-width letters, `．`, `：／／` and the
 * one-dot leader become ASCII), the ideographic full stops as ".", and the invisible characters left
 * out.
 * @example asLinkText('ｅｖｉｌ。com') // => 'evil.com'
 * @example asLinkText('evil.c\u00ADom') // => 'evil.com'
 */
export function asLinkText(text: string): string {
	return text.normalize('NFKC').replace(otherDots, '.').replace(invisible, '');
}

/**
 * Tells whether a text holds something like a link or a web address (`linkPattern`), read as a
 * browser would read it (`asLinkText`), so `ｅｖｉｌ．ｃｏｍ` and `evil。com` count as links.
 * @example hasLink('Kijk op evil.example!') // => true
 * @example hasLink('Mooi huis, o.a. een tuin.') // => false
 */
export function hasLink(text: string): boolean {
	return linkPattern.test(asLinkText(text));
}

/** Refuses a text with a link in it ('form.error.linksNotAllowed'). */
export const withoutLinks = v.check((text: string) => !hasLink(text), 'form.error.linksNotAllowed');

/**
 * The digits of a Belgian number after its country code (+32, 0032) or its trunk 0, or null for a
 * number of another country (+352 …, 0031 …) or one dialled without a trunk 0 (44 55 66 in
 * Luxembourg).
 * @example belgianSubscriber('+32475123456') // => '475123456'
 * @example belgianSubscriber('026401234') // => '26401234'
 * @example belgianSubscriber('+352445566') // => null
 */
function belgianSubscriber(digits: string): string | null {
	return /^(?:\+32|0032|0(?=[1-9]))(\d*)$/u.exec(digits)?.[1] ?? null;
}

/**
 * Tells whether a phone number (digits, a leading + kept) has the length of a Belgian number when
 * it is one: 9 digits after the 32 or the 0 for a mobile (45…–49…: 0475 12 34 56), 8 for any
 * other (a landline, 02 640 12 34 or Liège's 04 223 45 67; 0800 …). A number of another country
 * keeps the generic 6 to 15 digits.
 * @example hasBelgianLength('+3247512345') // => false (a mobile with a digit missing)
 * @example hasBelgianLength('026401234') // => true
 * @example hasBelgianLength('+352445566') // => true
 */
export function hasBelgianLength(digits: string): boolean {
	const subscriber = belgianSubscriber(digits);
	return subscriber === null || subscriber.length === (/^4[5-9]/u.test(subscriber) ? 9 : 8);
}

/**
 * A phone number as typed (digits, spaces, dots, slashes, dashes, brackets, one leading +), kept as
 * digits only (spec §5 "phone digits only"), 6 to 15 digits: a Luxembourg line is dialled in as
 * few as six without its country code (44 55 66), and 15 is the longest international number
 * (E.164). A trunk 0 after the Belgian country code is left out, in brackets (`bracketedTrunkZero`)
 * or not (`belgianTrunkZero`); a Belgian number then has its exact length (`hasBelgianLength`,
 * 'form.error.phoneLength').
 * @example v.parse(phoneField, '0475/12.34.56') // => '0475123456'
 * @example v.parse(phoneField, '44 55 66') // => '445566'
 * @example v.parse(phoneField, '+32 (0)475 12 34 56') // => '+32475123456'
 * @example v.parse(phoneField, '0032 0475 12 34 56') // => '0032475123456'
 */
export const phoneField = v.pipe(
	v.string('form.error.phoneRequired'),
	v.trim(),
	v.nonEmpty('form.error.phoneRequired'),
	v.transform((typed) => typed.replace(bracketedTrunkZero, '$1$2 ')),
	v.regex(/^\+?[\d\s./()-]+$/u, 'form.error.phoneInvalid'),
	v.transform((raw) => ((raw.startsWith('+') ? '+' : '') + raw.replace(/\D/g, '')).replace(belgianTrunkZero, '$1')),
	v.check((digits) => /^\+?\d{6,15}$/.test(digits), 'form.error.phoneInvalid'),
	v.check(hasBelgianLength, 'form.error.phoneLength'),
);

/** A postal code: 2 to 10 letters, digits, spaces or dashes (Belgium and Luxembourg use 4 digits). */
export const zipField = (required: FieldMessageKey = 'form.error.zipRequired') =>
	v.pipe(
		v.string(required),
		v.trim(),
		v.nonEmpty(required),
		v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/u, 'form.error.zipInvalid'),
	);

/**
 * Tells whether a postal code lies in Belgium (four digits, 1000–9992) or Luxembourg (four digits
 * not starting with 0, also written L-1234 or L1234), where a property the agency values must be.
 * @example isBeluxPostcode('1050') // => true
 * @example isBeluxPostcode('L-1234') // => true
 * @example isBeluxPostcode('75001') // => false
 */
export function isBeluxPostcode(zip: string): boolean {
	const belgian = /^\d{4}$/u.test(zip) && Number(zip) >= 1000 && Number(zip) <= 9992;
	return belgian || /^(?:L-?)?[1-9]\d{3}$/iu.test(zip);
}

/** A postal code in Belgium or Luxembourg (`isBeluxPostcode`, else 'form.error.propertyZipInvalid'). */
export const beluxZipField = (required: FieldMessageKey) => v.pipe(zipField(required), v.check(isBeluxPostcode, 'form.error.propertyZipInvalid'));

/** A record id (property, project, slot): a positive 32-bit whole number. */
export const idField = (required: FieldMessageKey) =>
	v.pipe(v.number(required), v.integer(required), v.minValue(1, required), v.maxValue(2_147_483_647, required));

/**
 * A whole number between min and max, each bound with its own message (a number with decimals
 * gets 'form.error.numberInvalid'), so a value out of range never reads as a missing one.
 */
export const wholeNumber = (min: number, max: number, tooLow: FieldMessageKey, tooHigh: FieldMessageKey = tooLow) =>
	v.pipe(v.number('form.error.numberInvalid'), v.integer('form.error.numberInvalid'), v.minValue(min, tooLow), v.maxValue(max, tooHigh));

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export const dateField = v.pipe(
	v.string('form.error.dateInvalid'),
	v.isoDate('form.error.dateInvalid'),
	v.check((s) => {
		const date = new Date(`${s}T00:00:00Z`);
		return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
	}, 'form.error.dateInvalid'),
);

/**
 * A path of the site's own pages as the browser shows it (`/fr/a-vendre/gent/ruime-woning/1001/`):
 * lowercase words, digits and hyphens between slashes, nothing else, so it can only ever name a
 * page of this site. Optional: without it a link uses the original path.
 */
export const sitePathPattern = /^\/(?:[a-z0-9-]+\/)*$/;

/** An optional `sitePathPattern` path of at most 300 characters. */
export const pagePathField = v.optional(v.pipe(v.string(), v.maxLength(300), v.regex(sitePathPattern, 'form.error.invalid')));

/**
 * A date that lies ahead: today or later in Belgium (the Brussels day when the request is checked,
 * in the browser and in the function alike), for an offer's validity and a move-in date, and at
 * most `years` years later (`lastDayAhead`, else `tooFar`). A date in the past would make an offer
 * void on arrival, or a rental start that cannot be; one in 9999 is a slip of the keyboard.
 */
export const comingDateField = (years: number, tooFar: FieldMessageKey) =>
	v.pipe(
		dateField,
		v.check((day) => !isPastDay(day, new Date()), 'form.error.datePast'),
		v.check((day) => day <= lastDayAhead(years, new Date()), tooFar),
	);

/** The contact slots a visitor picked (spec §9), each at most once. */
export const contactSlotsField = v.optional(
	v.pipe(
		v.array(v.picklist(contactSlotIds, 'form.error.contactSlotInvalid'), 'form.error.contactSlotInvalid'),
		v.maxLength(contactSlotIds.length, 'form.error.contactSlotInvalid'),
		v.check((ids) => new Set(ids).size === ids.length, 'form.error.contactSlotInvalid'),
	),
	[],
);

/** The property types a visitor looks for (spec §5: at least one), each WebID at most once. */
export const typesField = v.pipe(
	v.array(v.picklist(webIds, 'form.error.typeRequired'), 'form.error.typeRequired'),
	v.minLength(1, 'form.error.typeRequired'),
	v.check((ids) => new Set(ids).size === ids.length, 'form.error.typeRequired'),
);

/** The person fields most forms share: title, names, email and phone. */
export const personEntries = {
	title: v.picklist(titles, 'form.error.titleRequired'),
	firstName: requiredLine('form.error.firstNameRequired'),
	lastName: requiredLine('form.error.lastNameRequired'),
	email: emailField(),
	phone: phoneField,
};

/** The postal address fields of the contact form (spec §3: street, zip, city). */
export const addressEntries = {
	street: requiredLine('form.error.addressRequired', 150),
	zip: zipField(),
	city: requiredLine('form.error.cityRequired'),
};

/**
 * The fields every request carries besides the form's own: page language, idempotency key (one per
 * form render), captcha payload (ALTCHA, base64 JSON), the honeypot `website` (must stay empty) and
 * the privacy agreement (must be true).
 */
export const metaEntries = {
	locale: v.picklist(locales, 'form.error.invalid'),
	idempotencyKey: v.pipe(v.string('form.error.invalid'), v.uuid('form.error.invalid')),
	captcha: v.pipe(v.string('form.error.captchaInvalid'), v.nonEmpty('form.error.captchaInvalid'), v.maxLength(8192, 'form.error.captchaInvalid')),
	website: v.literal('', 'form.error.invalid'),
	privacy: v.literal(true, 'form.error.privacyRequired'),
};

/** The newsletter opt-in (spec §3), false when absent. */
export const newsletterField = v.optional(v.boolean('form.error.invalid'), false);

/** The message of a missing field, by field name; fields not listed get 'form.error.required'. */
const requiredMessages: Record<string, FieldMessageKey> = {
	title: 'form.error.titleRequired',
	firstName: 'form.error.firstNameRequired',
	lastName: 'form.error.lastNameRequired',
	email: 'form.error.emailRequired',
	phone: 'form.error.phoneRequired',
	street: 'form.error.addressRequired',
	zip: 'form.error.zipRequired',
	city: 'form.error.cityRequired',
	goal: 'form.error.goalRequired',
	purpose: 'form.error.purposeRequired',
	types: 'form.error.typeRequired',
	zones: 'form.error.zoneRequired',
	friendEmail: 'form.error.friendEmailRequired',
	propertyStreet: 'form.error.valuationAddressRequired',
	propertyZip: 'form.error.valuationAddressRequired',
	propertyCity: 'form.error.valuationAddressRequired',
	propertyId: 'form.error.propertyRequired',
	reason: 'form.error.reasonRequired',
	slotId: 'form.error.slotRequired',
	amount: 'form.error.amountRequired',
	monthlyRent: 'form.error.rentRequired',
	monthlyIncome: 'form.error.incomeRequired',
	persons: 'form.error.personsRequired',
	moveInDate: 'form.error.moveInRequired',
	text: 'form.error.testimonialRequired',
	privacy: 'form.error.privacyRequired',
	publication: 'form.error.publicationRequired',
	captcha: 'form.error.captchaInvalid',
};

/**
 * A strict form object: unknown keys are refused ('form.error.unknownField'), a missing field gets
 * its own "required" message, a value that is no object gets 'form.error.invalid'.
 */
export function formObject<const E extends v.ObjectEntries>(entries: E) {
	return v.strictObject(entries, (issue) => {
		const key = issue.path?.[0]?.key;
		if (issue.expected === 'never') return 'form.error.unknownField';
		if (typeof key === 'string' && issue.input === undefined) return requiredMessages[key] ?? 'form.error.required';
		return 'form.error.invalid';
	});
}
