/** The Chart.js line of the last 30 days' visits (spec §9), with its figures as a table for screen readers and on request. */
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { formatCount } from '../../lib/intl/formats.ts';
import { dayLabel, type Tr } from '../../lib/owners/portal-view.ts';
import { whenNear } from '../../lib/when-near.ts';

// Chart.js is most of the portal's script (about 48 KB of 120 KB compressed): it loads only once
// the figures are there and the chart's box enters the viewport.
const VisitLine = lazy(() => import('./VisitLine.tsx'));

type Props = { series: { day: string; visits: number }[] | undefined; lang: string; t: Tr };

/** Whether the element has come into the viewport (it stays true after). */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
	const [seen, setSeen] = useState(false);
	useEffect(() => {
		const element = ref.current;
		if (seen || !element) return;
		return whenNear(element, () => setSeen(true), '0px');
	}, [ref, seen]);
	return seen;
}

/** Renders the line chart in a box of fixed height (empty until the figures are there and the box is seen) and the same figures in a disclosure table. */
export function VisitChart({ series, lang, t }: Props) {
	const box = useRef<HTMLDivElement>(null);
	const seen = useSeen(box);
	const labels = series?.map((d) => dayLabel(d.day, lang)) ?? [];
	return (
		<figure className="portal-chart">
			<figcaption id="portal-chart-title">{t('portal.chart.title')}</figcaption>
			<div className="portal-chart__canvas" ref={box}>
				{series && seen && (
					<Suspense fallback={null}>
						<VisitLine labels={labels} visits={series.map((d) => d.visits)} label={t('portal.chart.visits')} titleId="portal-chart-title" />
					</Suspense>
				)}
			</div>
			<details className="portal-chart__table">
				<summary>{t('portal.chart.table')}</summary>
				<table>
					<thead>
						<tr>
							<th scope="col">{t('portal.chart.day')}</th>
							<th scope="col">{t('portal.chart.visits')}</th>
						</tr>
					</thead>
					<tbody>
						{(series ?? []).map((d, i) => (
							<tr key={d.day}>
								<th scope="row">{labels[i]}</th>
								<td>{formatCount(d.visits, lang)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	);
}
