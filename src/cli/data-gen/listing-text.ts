import {
	closingSentences,
	featureSentences,
	locationFeatures,
	locationSentences,
	titleSuffixes,
} from './phrases-features.ts';
import { officeBank, retailBank, takeoverBank } from './phrases-commercial.ts';
import { investmentBank, landBank, warehouseBank } from './phrases-investment.ts';
import { apartmentBank, exceptionalBank, houseBank, villaBank } from './phrases-residential.ts';
import { fillNames } from './fill-names.ts';
import type { Random } from './random.ts';
import { textLocales } from './text-types.ts';
import type { KindBank, ListingFacts, Localized, Phrase, PropertyKind } from './text-types.ts';

/** The phrase bank of every kind of property. */
export const kindBanks: Record<PropertyKind, KindBank> = {
	apartment: apartmentBank,
	house: houseBank,
	villa: villaBank,
	exceptional: exceptionalBank,
	office: officeBank,
	retail: retailBank,
	investment: investmentBank,
	warehouse: warehouseBank,
	land: landBank,
	takeover: takeoverBank,
};

const residential: ReadonlySet<PropertyKind> = new Set(['apartment', 'house', 'villa']);

/** A listing's title and description in every language (German empty, spec §1). */
export type ListingText = { title: Localized; description: Localized };

/** Renders the same choice of phrases in nl, fr and en so the three texts translate each other (French elides before the city). */
function render(phrases: readonly Phrase[], facts: ListingFacts): Localized {
	const out: Localized = { nl: '', fr: '', en: '', de: '' };
	for (const locale of textLocales) {
		// The phrases get a placeholder for the city, filled after, so French elides before it.
		const template = phrases.map((p) => p[locale](facts, '{city}')).join(' ');
		out[locale] = fillNames(template, { city: facts.city[locale] }, locale);
	}
	return out;
}

/** Picks the title ending for the first notable feature, in the "with" or "and" form. */
function titleWithSuffix(title: Localized, facts: ListingFacts): Localized {
	if (!residential.has(facts.kind)) return title;
	const feature = facts.features.find((f) => titleSuffixes[f] !== undefined);
	const suffix = feature === undefined ? undefined : titleSuffixes[feature];
	if (suffix === undefined) return title;
	const form = title.en.includes(' with ') ? 1 : 0;
	return {
		nl: title.nl + suffix.nl[form],
		fr: title.fr + suffix.fr[form],
		en: title.en + suffix.en[form],
		de: '',
	};
}

/**
 * Composes a listing's title and a 2 to 5 sentence description from phrase banks, the same in
 * every language; the choices come from `random`, so a seed always gives the same text.
 * `openingIndex` fixes the opening where it must match the sub-type (a castle, a farmstead).
 */
export function composeListingText(
	random: Random,
	facts: ListingFacts,
	openingIndex?: number,
): ListingText {
	const bank = kindBanks[facts.kind];
	const chosen =
		openingIndex === undefined ? undefined : bank.openings[openingIndex % bank.openings.length];
	const opening = chosen ?? random.pick(bank.openings);
	const sentences: Phrase[] = [opening.intro];
	if (random.chance(0.85)) sentences.push(random.pick(bank.layouts));
	const location = facts.features.find((f) => locationFeatures.includes(f));
	const wantsLocation = location !== undefined || random.chance(0.3);
	const room = 5 - sentences.length - 1 - (wantsLocation ? 1 : 0);
	const points = facts.features.filter((f) => featureSentences[f] !== undefined);
	for (const feature of random.sample(points, Math.min(2, room))) {
		const phrase = featureSentences[feature];
		if (phrase) sentences.push(phrase);
	}
	if (wantsLocation) {
		sentences.push(
			location === 'nearStation' || location === 'quietStreet'
				? locationSentences[location]
				: locationSentences.general,
		);
	}
	sentences.push(random.pick(closingSentences[facts.goal]));
	return {
		title: titleWithSuffix(render([opening.title], facts), facts),
		description: render(sentences, facts),
	};
}
