import { describe, expect, test } from 'vitest';
import {
	acceptAllChoices,
	consentFlagsOf,
	consentOptions,
	deniedFlags,
	initialChoices,
	normalizeChoices,
	refuseAllChoices,
	type ConsentChoices,
} from '../../../src/lib/consent/options.ts';

const choice = (on: Partial<ConsentChoices>) => normalizeChoices(on);

describe('spec §4 consent: five options, the first mandatory and always on', () => {
	test('there are five options and essential comes first', () => {
		expect(consentOptions).toHaveLength(5);
		expect(consentOptions[0]).toBe('essential');
	});

	test.each([
		{ rule: 'agree all grants every option', choices: acceptAllChoices(), on: [...consentOptions] },
		{ rule: 'decline keeps only the essential option', choices: refuseAllChoices(), on: ['essential'] },
		{ rule: 'no option is pre-ticked but the mandatory one', choices: initialChoices(), on: ['essential'] },
		{ rule: 'the mandatory option cannot be switched off', choices: choice({ essential: false }), on: ['essential'] },
		{ rule: 'unknown or non-boolean values count as off', choices: normalizeChoices({ statistics: 'yes', other: true }), on: ['essential'] },
		{ rule: 'a settings choice keeps what was ticked', choices: choice({ statistics: true }), on: ['essential', 'statistics'] },
	])('$rule', ({ choices, on }) => {
		expect(consentOptions.filter((option) => choices[option])).toEqual(on);
	});
});

describe('spec §4 consent: the four Google Consent Mode v2 flags', () => {
	const g = 'granted';
	const d = 'denied';
	test.each([
		{ rule: 'decline denies all four', choices: refuseAllChoices(), flags: [d, d, d, d] },
		{ rule: 'agree all grants all four', choices: acceptAllChoices(), flags: [g, g, g, g] },
		{ rule: 'statistics grants analytics storage only', choices: choice({ statistics: true }), flags: [d, d, g, d] },
		{ rule: 'marketing grants ad storage and ad user data', choices: choice({ marketing: true }), flags: [g, g, d, d] },
		{ rule: 'personalisation alone grants nothing (ads need marketing)', choices: choice({ personalisation: true }), flags: [d, d, d, d] },
		{ rule: 'marketing with personalisation grants ad personalization', choices: choice({ marketing: true, personalisation: true }), flags: [g, g, d, g] },
		{ rule: 'preferences grant no Google flag', choices: choice({ preferences: true }), flags: [d, d, d, d] },
	])('$rule', ({ choices, flags }) => {
		const [ad_user_data, ad_storage, analytics_storage, ad_personalization] = flags;
		expect(consentFlagsOf(choices)).toEqual({ ad_user_data, ad_storage, analytics_storage, ad_personalization });
	});

	test('the default before a choice is all denied', () => {
		expect(Object.values(deniedFlags())).toEqual(['denied', 'denied', 'denied', 'denied']);
	});
});
