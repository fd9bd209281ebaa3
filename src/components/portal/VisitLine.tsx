/**
 * The Chart.js line of the last 30 days' visits (spec §9). Only the parts the line uses are
 * registered, and the portal imports this module lazily, so Chart.js loads when a chart is shown.
 */
import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

type Props = { labels: string[]; visits: number[]; label: string; titleId: string };

const options = {
	responsive: true,
	maintainAspectRatio: false,
	animation: false as const,
	scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } } },
	plugins: { legend: { display: false }, tooltip: { intersect: false, mode: 'index' as const } },
};

/** Draws the line of visits per day on a canvas labelled by the chart's caption. */
export default function VisitLine({ labels, visits, label, titleId }: Props) {
	const data = {
		labels,
		datasets: [{ label, data: visits, borderColor: '#0b5a7a', backgroundColor: 'rgb(11 90 122 / 0.12)', fill: true, tension: 0.25, pointRadius: 3 }],
	};
	return <Line data={data} options={options} role="img" aria-labelledby={titleId} data-testid="visit-chart" />;
}
