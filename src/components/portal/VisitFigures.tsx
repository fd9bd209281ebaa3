/**
 * Visits of the selected property: today, this week, this month, total, the visits by source, then
 * the 30-day chart. The chart comes last so that on a phone the first view (figures and sources)
 * needs no chart library: Chart.js loads once the owner scrolls to the chart.
 */
import type { VisitStats } from '../../lib/owners/visits.ts';
import { visitSources } from '../../lib/owners/visit-source.ts';
import { formatCount } from '../../lib/intl/formats.ts';
import type { Tr } from '../../lib/owners/portal-view.ts';
import { Skeleton } from './Skeleton.tsx';
import { VisitChart } from './VisitChart.tsx';

type Props = { stats: VisitStats | undefined; lang: string; t: Tr };

const figures = ['today', 'week', 'month', 'total'] as const;

/** Renders the figures, the sources and the chart; without figures yet, the same blocks with placeholders. */
export function VisitFigures({ stats, lang, t }: Props) {
	const sources = stats?.sources ?? visitSources.map((source) => ({ source, visits: undefined }));
	const top = Math.max(1, ...(stats?.sources ?? []).map((s) => s.visits));
	return (
		<section className="portal-block portal-visits" aria-labelledby="portal-visits-title" aria-busy={stats ? undefined : true}>
			{/* Focusable by script: the focus goes here when figures asked again have come (PortalView). */}
			<h2 id="portal-visits-title" tabIndex={-1}>
				{t('portal.figures')}
			</h2>
			<dl className="portal-figures">
				{figures.map((key) => (
					<div key={key} className="portal-figure" data-figure={key}>
						<dt>{t(`portal.${key}`)}</dt>
						<dd>{stats ? formatCount(stats[key], lang) : <Skeleton width="2.5ch" />}</dd>
					</div>
				))}
			</dl>
			<h3>{t('portal.sources.title')}</h3>
			<ul className="portal-sources">
				{sources.map((s) => (
					<li key={s.source} data-source={s.source}>
						<span className="portal-sources__name">{t(`portal.source.${s.source}`)}</span>
						{s.visits === undefined ? (
							<span className="portal-sources__bar portal-sources__bar--loading" aria-hidden="true" />
						) : (
							<span className="portal-sources__bar" aria-hidden="true" style={{ inlineSize: `${(s.visits / top) * 100}%` }} />
						)}
						<span className="portal-sources__count">{s.visits === undefined ? <Skeleton width="2ch" /> : formatCount(s.visits, lang)}</span>
					</li>
				))}
			</ul>
			<VisitChart series={stats?.series} lang={lang} t={t} />
		</section>
	);
}
