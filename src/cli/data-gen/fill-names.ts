import type { Locale } from '../../../i18n/locales.ts';
import { elided } from '../../i18n/create-t.ts';

/**
 * Puts names into the `{name}` placeholders of a demo text. In French the "de", "que", "le" or
 * "la" before a name that starts with a vowel elides by the UI translator's rule (`elided`): "au
 * centre d’Uccle", "la gare d’Ath", while "de Hasselt" and "de Huy" stay. A placeholder without a
 * value is left as it is.
 * @example fillNames('Au centre de {city}', { city: 'Uccle' }, 'fr') // => 'Au centre d’Uccle'
 * @example fillNames('In het centrum van {city}', { city: 'Ukkel' }, 'nl') // => 'In het centrum van Ukkel'
 */
export function fillNames(template: string, values: Readonly<Record<string, string>>, locale: Locale): string {
	const parts = template.split(/\{(\w+)\}/);
	let out = parts[0] ?? '';
	for (let i = 1; i < parts.length; i += 2) {
		const name = parts[i] ?? '';
		const value = values[name];
		const after = parts[i + 1] ?? '';
		if (value === undefined) {
			out += `{${name}}${after}`;
			continue;
		}
		if (locale === 'fr') out = elided(out, value);
		out += value + after;
	}
	return out;
}
