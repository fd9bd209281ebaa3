/** Visits of the selected property: today, this week, this month, total, the 30-day chart and the visits by source. */
import type { VisitStats } from '../../lib/owners/visits.ts';
import { formatCount, type Tr } from '../../lib/owners/portal-view.ts';
import { VisitChart } from './VisitChart.tsx';

type Props = { stats: VisitStats; lang: string; t: Tr };

/** Renders the figures, the chart and the sources. */
export function VisitFigures({ stats, lang, t }: Props) {
	const figures = [
		['today', stats.today],
		['week', stats.week],
		['month', stats.month],
		['total', stats.total],
	] as const;
	const top = Math.max(1, ...stats.sources.map((s) => s.visits));
	return (
		<section className="portal-block portal-visits" aria-labelledby="portal-visits-title">
			<h2 id="portal-visits-title">{t('portal.figures')}</h2>
			<dl className="portal-figures">
				{figures.map(([key, value]) => (
					<div key={key} className="portal-figure" data-figure={key}>
						<dt>{t(`portal.${key}`)}</dt>
						<dd>{formatCount(value, lang)}</dd>
					</div>
				))}
			</dl>
			<VisitChart series={stats.series} lang={lang} t={t} />
			<h3>{t('portal.sources.title')}</h3>
			<ul className="portal-sources">
				{stats.sources.map((s) => (
					<li key={s.source} data-source={s.source}>
						<span className="portal-sources__name">{t(`portal.source.${s.source}`)}</span>
						<span className="portal-sources__bar" aria-hidden="true" style={{ inlineSize: `${(s.visits / top) * 100}%` }} />
						<span className="portal-sources__count">{formatCount(s.visits, lang)}</span>
					</li>
				))}
			</ul>
		</section>
	);
}
