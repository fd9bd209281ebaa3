/** The Chart.js line of the last 30 days' visits (spec §9), with its figures as a table for screen readers and on request. */
import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { dayLabel, formatCount, type Tr } from '../../lib/owners/portal-view.ts';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

type Props = { series: { day: string; visits: number }[]; lang: string; t: Tr };

/** Renders the line chart and the same figures in a disclosure table. */
export function VisitChart({ series, lang, t }: Props) {
	const labels = series.map((d) => dayLabel(d.day, lang));
	const data = {
		labels,
		datasets: [{ label: t('portal.chart.visits'), data: series.map((d) => d.visits), borderColor: '#0b5a7a', backgroundColor: 'rgb(11 90 122 / 0.12)', fill: true, tension: 0.25, pointRadius: 3 }],
	};
	const options = {
		responsive: true,
		maintainAspectRatio: false,
		animation: false as const,
		scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } } },
		plugins: { legend: { display: false }, tooltip: { intersect: false, mode: 'index' as const } },
	};
	return (
		<figure className="portal-chart">
			<figcaption id="portal-chart-title">{t('portal.chart.title')}</figcaption>
			<div className="portal-chart__canvas">
				<Line data={data} options={options} role="img" aria-labelledby="portal-chart-title" data-testid="visit-chart" />
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
						{series.map((d, i) => (
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
