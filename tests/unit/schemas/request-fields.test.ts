import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { emailField, hasBelgianLength, hasLink, isBeluxPostcode, isEmailAddress, optionalText, phoneField, requiredLine } from '../../../src/schemas/requests/fields.ts';

/**
 * Request fields shared by every form (spec §5: "email must be valid"): the addresses Belgian
 * visitors have, the ones no mail server takes, links in a text, and the characters a single line
 * must not carry.
 */

const local64 = 'a'.repeat(64);
const longDomain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(57)}.be`;
if (`a@${longDomain}`.length !== 254) throw new Error('the long address must be 254 characters');

describe('spec §5 "email must be valid"', () => {
	test.each([
		{ email: "jan.d'hondt@example.be", valid: true, why: 'an apostrophe in the local part (D’Hondt, D’Haese)' },
		{ email: "o'brien@example.be", valid: true, why: 'an apostrophe' },
		{ email: 'sofie.claes+immo@example.be', valid: true, why: 'a plus tag' },
		{ email: 'jose@exämple.be', valid: true, why: 'an internationalised domain' },
		{ email: 'jose@xn--exmple-cua.be', valid: true, why: 'its ASCII form' },
		{ email: `${local64}@example.be`, valid: true, why: 'a local part of 64 characters (RFC 5321)' },
		{ email: `a${local64}@example.be`, valid: false, why: 'a local part of 65 characters' },
		{ email: `a@${longDomain}`, valid: true, why: 'an address of 254 characters' },
		{ email: `ab@${longDomain}`, valid: false, why: 'an address of 255 characters' },
		{ email: 'josé@example.be', valid: false, why: 'a local part outside ASCII (needs SMTPUTF8)' },
		{ email: 'jan..peeters@example.be', valid: false, why: 'two dots in a row' },
		{ email: '.jan@example.be', valid: false, why: 'a leading dot' },
		{ email: 'jan@example', valid: false, why: 'no top-level domain' },
		{ email: 'jan@-example.be', valid: false, why: 'a label starting with a hyphen' },
		{ email: 'jan@example.b', valid: false, why: 'a one-letter top-level domain' },
		{ email: 'jan peeters@example.be', valid: false, why: 'a space' },
		{ email: 'a@b.be, c@d.be', valid: false, why: 'two addresses' },
		{ email: 'jan@example.be\r\nBcc: x@y.z', valid: false, why: 'a header line' },
		{ email: 'anna@пример.бг', valid: true, why: 'a domain in another script' },
		{ email: 'jan@a\u05D0b.be', valid: false, why: 'right-to-left letters beside Latin ones, which no domain may mix (IDNA)' },
		{ email: 'jan@a\u0663b.be', valid: false, why: 'an Arabic-Indic digit among Latin letters (IDNA)' },
	])('$email: $valid ($why)', ({ email, valid }) => {
		expect(isEmailAddress(email)).toBe(valid);
		expect(v.safeParse(emailField(), email).success).toBe(valid);
	});

	test('an internationalised domain is kept in its ASCII form, which every mail server takes', () => {
		expect(v.parse(emailField(), "jan.d'hondt@Exämple.be")).toBe("jan.d'hondt@xn--exmple-cua.be");
		expect(v.parse(emailField(), 'Sofie.Claes@Example.be')).toBe('Sofie.Claes@example.be');
	});

	test('an invalid address gets the field’s own message', () => {
		const result = v.safeParse(emailField('form.error.friendEmailRequired', 'form.error.friendEmailInvalid'), `a${local64}@example.be`);
		expect(result.issues?.map((issue) => issue.message)).toEqual(['form.error.friendEmailInvalid']);
	});
});

describe('single-line fields refuse characters that change the display order', () => {
	test.each([
		{ char: '\u200E', name: 'left-to-right mark' },
		{ char: '\u200F', name: 'right-to-left mark' },
		{ char: '\u202A', name: 'left-to-right embedding' },
		{ char: '\u202E', name: 'right-to-left override' },
		{ char: '\u2066', name: 'left-to-right isolate' },
		{ char: '\u2069', name: 'pop directional isolate' },
	])('$name', ({ char }) => {
		const result = v.safeParse(requiredLine('form.error.firstNameRequired'), `a${char}b`);
		expect(result.issues?.map((issue) => issue.message)).toEqual(['form.error.invalidCharacters']);
	});

	test.each([
		{ text: 'Ann\udc00', name: 'the second half of a pair alone' },
		{ text: 'Bonjour \ud83d fin', name: 'the first half of a pair alone' },
	])('half of a surrogate pair ($name), on one line and in a text', ({ text }) => {
		for (const field of [requiredLine('form.error.firstNameRequired'), optionalText(2000)]) {
			expect(v.safeParse(field, text).issues?.map((issue) => issue.message)).toEqual(['form.error.invalidCharacters']);
		}
	});

	test('a whole emoji is one character and is kept', () => {
		expect(v.parse(optionalText(2000), 'Mooi huis \ud83d\ude0a')).toBe('Mooi huis 😊');
	});

	test.each(['Zoë D’Hondt', 'Ağaoğlu', 'François-Xavier', 'محمد'])('a name as people write it: %s', (name) => {
		expect(v.safeParse(requiredLine('form.error.firstNameRequired'), name).success).toBe(true);
	});
});

describe('links in a text (the friend mail carries none), also written with full-width letters, ideographic and other dots that browsers read as ".", invisible characters in between, or as an IPv4 address', () => {
	test.each([
		{ text: 'Kijk op https://evil.example/win', link: true },
		{ text: 'Kijk op evil.example', link: true },
		{ text: 'www.evil', link: true },
		{ text: 'Mail me: an@example.be', link: true },
		{ text: 'ftp://files', link: true },
		{ text: 'EVIL.COM', link: true },
		{ text: 'ｅｖｉｌ．ｃｏｍ', link: true },
		{ text: 'visit evil\u3002com now', link: true },
		{ text: 'evil\uFF61com', link: true },
		{ text: 'evil\u2024com', link: true },
		{ text: 'evil\uFE52com', link: true },
		{ text: 'ｈｔｔｐｓ：／／evil', link: true },
		{ text: 'ｗｗｗ。evil', link: true },
		{ text: 'evil.c\u200Bom', link: true },
		{ text: 'evil\u200B.com', link: true },
		{ text: 'evil.c\u00ADom', link: true },
		{ text: 'evil.c\u2060om', link: true },
		{ text: 'evil.c\uFEFFom', link: true },
		{ text: 'evil.c\u034Fom', link: true },
		{ text: 'evil.c\u180Eom', link: true },
		{ text: 'http\u200B://x', link: true },
		{ text: 'w\u200Bww.x', link: true },
		{ text: 'Kijk op 192.168.1.1/win', link: true },
		{ text: 'Kijk op 192.0.2.1', link: true },
		{ text: 'Een mooi huis。 Groetjes', link: false },
		{ text: 'Bezoek op 12.03.2026 om 14.30 uur', link: false },
		{ text: 'Versie 1.2.3 van het plan, € 1.250.000', link: false },
		{ text: 'Een gezin 👨\u200D👩\u200D👧 zou hier gelukkig zijn', link: false },
		{ text: 'Mooi huis, o.a. een tuin en 2.5 badkamers.', link: false },
		{ text: 'Iets voor jou? Groetjes, Anne', link: false },
		{ text: 'Prijs: € 395.000', link: false },
	])('$text: $link', ({ text, link }) => {
		expect(hasLink(text)).toBe(link);
	});
});

describe('spec §5 phone: digits only, Belgian and Luxembourg numbers as typed', () => {
	test.each([
		{ typed: '0475/12.34.56', kept: '0475123456' },
		{ typed: '02 640 12 34', kept: '026401234' },
		{ typed: '+32 2 640 12 34', kept: '+3226401234' },
		{ typed: '44 55 66', kept: '445566' },
		{ typed: '+352 44 55 66', kept: '+352445566' },
		{ typed: '26 12 34 56', kept: '26123456' },
	])('$typed is kept as $kept', ({ typed, kept }) => {
		expect(v.parse(phoneField, typed)).toBe(kept);
	});
	// The stored number is the one the visitor meant: a (0) after the country code is dialled only
	// within the country, so +320475… could not be dialled at all.
	test.each([
		{ typed: '+32 (0)475 12 34 56', kept: '+32475123456' },
		{ typed: '+32(0)475123456', kept: '+32475123456' },
		{ typed: '+32 ( 0 ) 2 640 12 34', kept: '+3226401234' },
		{ typed: '+ 32 (0)475 12 34 56', kept: '+32475123456' },
		{ typed: '0032 (0)475 12 34 56', kept: '0032475123456' },
		{ typed: '+352 (0)44 55 66', kept: '+352445566' },
		{ typed: '00352(0)44 55 66', kept: '00352445566' },
		// Only right after the country code: a national number keeps its digits as typed.
		{ typed: '0475 (0)1 23 45', kept: '0475012345' },
	])('a (0) after the country code is left out: $typed is kept as $kept', ({ typed, kept }) => {
		expect(v.parse(phoneField, typed)).toBe(kept);
	});
	test.each(['44 55 6', '123', '0475-ABC', '1234567890123456', '+32 (0)', '+32 (0)4 5', '+32 (0)475 12 34 56 78 90 12'])('%s is refused', (typed) => {
		expect(v.safeParse(phoneField, typed).issues?.[0]?.message).toBe('form.error.phoneInvalid');
	});
	// A trunk 0 typed without brackets after +32 or 0032 is dialled only within Belgium as well.
	test.each([
		{ typed: '+32 0475 12 34 56', kept: '+32475123456' },
		{ typed: '0032 0475 12 34 56', kept: '0032475123456' },
		{ typed: '+32 02 640 12 34', kept: '+3226401234' },
		{ typed: '+320475123456', kept: '+32475123456' },
	])('spec §5 phone: a trunk 0 after +32/0032 is left out: $typed is kept as $kept', ({ typed, kept }) => {
		expect(v.parse(phoneField, typed)).toBe(kept);
	});
	// A Belgian number has 8 digits after the 32 or the 0, a mobile (45…–49…) 9; Liège's landlines start with 04 too.
	test.each([
		{ typed: '04 223 45 67', kept: '042234567' },
		{ typed: '+32 4 223 45 67', kept: '+3242234567' },
		{ typed: '0800 12 345', kept: '080012345' },
		{ typed: '+31 6 12 34 56 78', kept: '+31612345678' },
		{ typed: '+352 621 123 456', kept: '+352621123456' },
	])('spec §5 phone: the right length for its country passes: $typed is kept as $kept', ({ typed, kept }) => {
		expect(v.parse(phoneField, typed)).toBe(kept);
	});
	test.each([
		{ typed: '+32 475 12 34 5', why: 'a mobile with a digit missing' },
		{ typed: '0475 12 34 5', why: 'a national mobile with a digit missing' },
		{ typed: '0032 475 12 34 5', why: 'a mobile after 0032 with a digit missing' },
		{ typed: '+32 0475 12 34 5', why: 'a mobile with a trunk 0 and a digit missing' },
		{ typed: '0475 12 34 567', why: 'a mobile with a digit too many' },
		{ typed: '02 640 12 345', why: 'a landline with a digit too many' },
		{ typed: '+32 2 640 12 3', why: 'a landline with a digit missing' },
		{ typed: '06 12 34 56 78', why: 'a Dutch mobile without its country code reads as a Belgian number' },
	])('spec §5 phone: a Belgian number of the wrong length gets its own message: $typed ($why)', ({ typed }) => {
		expect(v.safeParse(phoneField, typed).issues?.[0]?.message).toBe('form.error.phoneLength');
	});
	test.each([
		{ digits: '+32475123456', expected: true },
		{ digits: '+3247512345', expected: false },
		{ digits: '026401234', expected: true },
		{ digits: '0264012345', expected: false },
		{ digits: '+352445566', expected: true },
		{ digits: '445566', expected: true },
	])('spec §5 phone: hasBelgianLength($digits) is $expected', ({ digits, expected }) => {
		expect(hasBelgianLength(digits)).toBe(expected);
	});
});

describe('valuation: the property lies in Belgium or Luxembourg', () => {
	test.each([
		{ zip: '1000', valid: true },
		{ zip: '1050', valid: true },
		{ zip: '9992', valid: true },
		{ zip: 'L-1234', valid: true },
		{ zip: 'L1234', valid: true },
		{ zip: '0000', valid: false },
		{ zip: '0999', valid: false },
		{ zip: '99', valid: false },
		{ zip: '75001', valid: false },
		{ zip: 'L-0123', valid: false },
		{ zip: '1012 AB', valid: false },
	])('spec §5 valuation address: postcode $zip is Belgian or Luxembourg: $valid', ({ zip, valid }) => {
		expect(isBeluxPostcode(zip)).toBe(valid);
	});
});
