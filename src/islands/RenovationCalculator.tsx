import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { createT } from '../i18n/create-t.ts';
import { formatEuro } from '../lib/domain/price.ts';
import { estimateRenovationCost, type CalculatorLetter, type RenovationCosts } from '../lib/detail/renovation-cost.ts';
import { readSurface, surfaceToText } from '../lib/detail/surface-input.ts';
import { renderedByReact } from '../lib/react-renderer.ts';

/** The UI strings the calculator needs. */
export type CalculatorKey =
	| 'detail.renovation.calculator'
	| 'detail.renovation.surface'
	| 'detail.renovation.current'
	| 'detail.renovation.target'
	| 'detail.renovation.estimate'
	| 'detail.renovation.noWork'
	| 'detail.renovation.noSurface'
	| 'detail.renovation.badSurface';

type Props = {
	/** The page language: the field is filled and read in its number format. */
	locale: Locale;
	surface: number | null;
	current: CalculatorLetter;
	target: CalculatorLetter;
	/** The letters of the listing's regional scale (`calculatorLettersOf`). */
	letters: CalculatorLetter[];
	costs: RenovationCosts;
	strings: Record<CalculatorKey, string>;
};

/** The calculator's field ids: a listing page has one calculator (React's `useId` is not used, as islands render to a plain string). */
const id = 'renovation';

/** Renovation-cost calculator: living surface, current and target label in, estimate out (math in renovation-cost.ts). */
export default function RenovationCalculator({ locale, surface, current, target, letters, costs, strings }: Props) {
	const t = createT(strings, {});
	// A text field read by readSurface: a number field drops a decimal comma in some browsers' locales.
	// It starts in the page's number format ("85,125" in Dutch), which readSurface reads back as the same surface.
	const [area, setArea] = useState(surface === null ? '' : surfaceToText(surface, locale));
	const [from, setFrom] = useState<CalculatorLetter>(current);
	const [to, setTo] = useState<CalculatorLetter>(target);
	// The page's HTML has the estimate for the listing's own surface and labels; its controls wait for
	// the script, so that without it (or before it) no field can be changed under a result that no
	// longer follows, and Enter sends no form that reloads the page.
	const [ready, setReady] = useState(false);
	useEffect(() => setReady(true), []);
	const typed = readSurface(area, locale);
	const estimate = typed.kind === 'valid' ? estimateRenovationCost({ surface: typed.m2, current: from, target: to }, costs) : null;
	const result =
		typed.kind === 'empty'
			? t('detail.renovation.noSurface')
			: estimate === null
				? t('detail.renovation.badSurface')
				: estimate === 0
				? t('detail.renovation.noWork')
					: t('detail.renovation.estimate', { amount: formatEuro(estimate) });

	const letterSelect = (name: 'current' | 'target', value: CalculatorLetter, set: (l: CalculatorLetter) => void) => (
		<p className="calculator-field">
			<label htmlFor={`${id}-${name}`}>{t(`detail.renovation.${name}`)}</label>
			<select id={`${id}-${name}`} value={value} disabled={!ready} onChange={(e) => set(e.target.value as CalculatorLetter)}>
				{letters.map((l) => (
					<option key={l} value={l}>
						{l.toUpperCase()}
					</option>
				))}
			</select>
		</p>
	);

	return (
		<form className="calculator" onSubmit={(e) => e.preventDefault()}>
			<fieldset>
				<legend>{t('detail.renovation.calculator')}</legend>
				<p className="calculator-field">
					<label htmlFor={`${id}-area`}>{t('detail.renovation.surface')}</label>
					<input
						id={`${id}-area`}
						type="text"
						inputMode="decimal"
						autoComplete="off"
						aria-invalid={typed.kind === 'invalid'}
						aria-describedby={`${id}-result`}
						disabled={!ready}
						value={area}
						onChange={(e) => setArea(e.target.value)}
					/>
				</p>
				{letterSelect('current', from, setFrom)}
				{letterSelect('target', to, setTo)}
				<output id={`${id}-result`} className="calculator-result" htmlFor={`${id}-area ${id}-current ${id}-target`} aria-live="polite">
					{result}
				</output>
			</fieldset>
		</form>
	);
}

renderedByReact(RenovationCalculator);
