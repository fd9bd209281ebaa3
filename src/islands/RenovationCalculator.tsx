import { useState } from 'react';
import { createT } from '../i18n/create-t.ts';
import { formatEuro } from '../lib/domain/price.ts';
import { calculatorLetters, estimateRenovationCost, type CalculatorLetter, type RenovationCosts } from '../lib/detail/renovation-cost.ts';
import { renderedByReact } from '../lib/react-renderer.ts';

/** The UI strings the calculator needs. */
export type CalculatorKey =
	| 'detail.renovation.calculator'
	| 'detail.renovation.surface'
	| 'detail.renovation.current'
	| 'detail.renovation.target'
	| 'detail.renovation.estimate'
	| 'detail.renovation.noWork'
	| 'detail.renovation.noSurface';

type Props = { surface: number | null; current: CalculatorLetter; target: CalculatorLetter; costs: RenovationCosts; strings: Record<CalculatorKey, string> };

/** The calculator's field ids: a listing page has one calculator (React's `useId` is not used, as islands render to a plain string). */
const id = 'renovation';

/** Renovation-cost calculator: living surface, current and target label in, estimate out (math in renovation-cost.ts). */
export default function RenovationCalculator({ surface, current, target, costs, strings }: Props) {
	const t = createT(strings, {});
	const [area, setArea] = useState(surface === null ? '' : String(surface));
	const [from, setFrom] = useState<CalculatorLetter>(current);
	const [to, setTo] = useState<CalculatorLetter>(target);
	const estimate = estimateRenovationCost({ surface: Number(area), current: from, target: to }, costs);
	const result =
		estimate === null
			? t('detail.renovation.noSurface')
			: estimate === 0
				? t('detail.renovation.noWork')
				: t('detail.renovation.estimate', { amount: formatEuro(estimate) });

	const letterSelect = (name: 'current' | 'target', value: CalculatorLetter, set: (l: CalculatorLetter) => void) => (
		<p className="calculator-field">
			<label htmlFor={`${id}-${name}`}>{t(`detail.renovation.${name}`)}</label>
			<select id={`${id}-${name}`} value={value} onChange={(e) => set(e.target.value as CalculatorLetter)}>
				{calculatorLetters.map((l) => (
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
					<input id={`${id}-area`} type="number" inputMode="decimal" min="1" step="any" value={area} onChange={(e) => setArea(e.target.value)} />
				</p>
				{letterSelect('current', from, setFrom)}
				{letterSelect('target', to, setTo)}
				<output className="calculator-result" htmlFor={`${id}-area ${id}-current ${id}-target`} aria-live="polite">
					{result}
				</output>
			</fieldset>
		</form>
	);
}

renderedByReact(RenovationCalculator);
