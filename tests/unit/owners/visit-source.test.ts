import { describe, expect, test } from 'vitest';
import { classifyVisit, referrerHost, type VisitOrigin, type VisitSource } from '../../../src/lib/owners/visit-source.ts';

/** Visit sources from the referrer's host and the campaign parameters (issue 6). */

const siteHosts = ['www.immo.example', 'localhost:8888'];

const cases: { name: string; from: Omit<VisitOrigin, 'siteHosts'>; expected: VisitSource }[] = [
	{ name: 'no referrer, no campaign', from: { referrer: '' }, expected: 'direct' },
	{ name: 'Google Belgium', from: { referrer: 'www.google.be' }, expected: 'search' },
	{ name: 'Google UK by URL', from: { referrer: 'https://www.google.co.uk/' }, expected: 'search' },
	{ name: 'Bing', from: { referrer: 'www.bing.com' }, expected: 'search' },
	{ name: 'DuckDuckGo', from: { referrer: 'duckduckgo.com' }, expected: 'search' },
	{ name: 'Ecosia', from: { referrer: 'www.ecosia.org' }, expected: 'search' },
	{ name: 'Qwant', from: { referrer: 'www.qwant.com' }, expected: 'search' },
	{ name: 'Facebook link shim', from: { referrer: 'l.facebook.com' }, expected: 'social' },
	{ name: 'Instagram', from: { referrer: 'www.instagram.com' }, expected: 'social' },
	{ name: 'LinkedIn short link', from: { referrer: 'lnkd.in' }, expected: 'social' },
	{ name: 'X short link', from: { referrer: 't.co' }, expected: 'social' },
	{ name: 'Immoweb', from: { referrer: 'https://www.immoweb.be/nl/zoeken/huis/te-koop' }, expected: 'portal' },
	{ name: 'Zimmo', from: { referrer: 'www.zimmo.be' }, expected: 'portal' },
	{ name: 'Immovlan', from: { referrer: 'immovlan.be' }, expected: 'portal' },
	{ name: 'Logic-Immo', from: { referrer: 'www.logic-immo.be' }, expected: 'portal' },
	{ name: 'atHome Luxembourg', from: { referrer: 'www.athome.lu' }, expected: 'portal' },
	{ name: 'Gmail web', from: { referrer: 'mail.google.com' }, expected: 'email' },
	{ name: 'Outlook web', from: { referrer: 'outlook.live.com' }, expected: 'email' },
	{ name: 'a webmail host', from: { referrer: 'webmail.provider.be' }, expected: 'email' },
	{ name: 'the site itself', from: { referrer: 'https://www.immo.example/for-sale/' }, expected: 'internal' },
	{ name: 'the site without www', from: { referrer: 'immo.example' }, expected: 'internal' },
	{ name: 'local server with port', from: { referrer: 'http://localhost:8888/' }, expected: 'internal' },
	{ name: 'an unknown blog', from: { referrer: 'blog.example.org' }, expected: 'other' },
	{ name: 'an unparsable referrer', from: { referrer: 'http://exa mple' }, expected: 'other' },
	{ name: 'newsletter campaign', from: { referrer: '', utmSource: 'newsletter', utmMedium: 'email' }, expected: 'email' },
	{ name: 'mailing medium beats a Google referrer', from: { referrer: 'www.google.be', utmMedium: 'Mailing' }, expected: 'email' },
	{ name: 'Mailchimp source', from: { referrer: '', utmSource: 'mailchimp' }, expected: 'email' },
	{ name: 'Immoweb campaign', from: { referrer: '', utmSource: 'immoweb', utmMedium: 'referral' }, expected: 'portal' },
	{ name: 'Zimmo campaign by domain', from: { referrer: '', utmSource: 'zimmo.be' }, expected: 'portal' },
	{ name: 'Facebook campaign', from: { referrer: '', utmSource: 'facebook', utmMedium: 'cpc' }, expected: 'social' },
	{ name: 'paid social medium', from: { referrer: '', utmSource: 'spring-campaign', utmMedium: 'paid-social' }, expected: 'social' },
	{ name: 'Google Ads', from: { referrer: '', utmSource: 'google', utmMedium: 'cpc' }, expected: 'search' },
	{ name: 'gclid without utm', from: { referrer: '', clickId: 'gclid' }, expected: 'search' },
	{ name: 'fbclid with the site as referrer', from: { referrer: 'www.immo.example', clickId: 'fbclid' }, expected: 'social' },
	{ name: 'unknown campaign', from: { referrer: '', utmSource: 'flyer', utmMedium: 'print' }, expected: 'other' },
];

describe('classifyVisit', () => {
	test.each(cases)('maps $name to $expected', ({ from, expected }) => {
		expect(classifyVisit({ ...from, siteHosts })).toBe(expected);
	});
});

describe('referrerHost', () => {
	test.each([
		{ from: 'https://www.Google.be/search?q=x', expected: 'google.be' },
		{ from: 'www.immoweb.be', expected: 'immoweb.be' },
		{ from: 'http://localhost:4321/x', expected: 'localhost' },
		{ from: '', expected: '' },
		{ from: 'http://exa mple', expected: '' },
	])('maps $from to $expected', ({ from, expected }) => {
		expect(referrerHost(from)).toBe(expected);
	});
});
