/** The history of the selected property (spec §3 owner portal item): date, type, contact, subject, comment, status, source. */
import type { HistoryItem } from '../../lib/owners/history.ts';
import { historyRow, listCutNote, type Tr } from '../../lib/owners/portal-view.ts';
import { SkeletonLines } from './Skeleton.tsx';

/** `total`: how many items there are in all (the list holds the newest of them). */
type Props = { items: HistoryItem[] | undefined; total?: number | undefined; lang: string; t: Tr };

const columns = ['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'] as const;

/** Renders the history as a table that scrolls sideways on a phone; without items yet, placeholders. */
export function HistoryTable({ items, total, lang, t }: Props) {
	const cut = items && total !== undefined ? listCutNote(items.length, total, t, lang) : null;
	return (
		<section className="portal-block" aria-labelledby="portal-history" aria-busy={items ? undefined : true}>
			<h2 id="portal-history">{t('portal.history.title')}</h2>
			{!items ? (
				<SkeletonLines widths={['100%', '100%', '100%']} />
			) : items.length === 0 ? (
				<p>{t('portal.history.empty')}</p>
			) : (
				<div className="portal-table" role="region" aria-labelledby="portal-history" tabIndex={0}>
					<table>
						<thead>
							<tr>
								{columns.map((c) => (
									<th key={c} scope="col">
										{t(`portal.history.${c}`)}
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							{items.map((item) => {
								const row = historyRow(item, t, lang);
								return (
									<tr key={item.reference}>
										{columns.map((c) => (
											<td key={c} data-column={c}>
												{row[c]}
											</td>
										))}
									</tr>
								);
							})}
						</tbody>
					</table>
				</div>
			)}
			{cut && <p className="portal-muted">{cut}</p>}
		</section>
	);
}
