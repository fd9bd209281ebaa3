/** The spec §1 blocks of the selected property: communications, calendar visits, online media and documents. */
import type { Locale } from '../../../i18n/locales.ts';
import { punctuationOf } from '../../lib/intl/punctuation.ts';
import type { PropertyActivity } from '../../lib/owners/history.ts';
import type { CardView } from '../../lib/listing/card.ts';
import { imageUrl, type ImageBase } from '../../lib/images/image-url.ts';
import { formatCount } from '../../lib/intl/formats.ts';
import { formatDate, historyRow, listCutNote, typeLabel, type Tr } from '../../lib/owners/portal-view.ts';
import { SkeletonLines } from './Skeleton.tsx';

/** `offline`: the property has left the site (no card in its read card file). */
type Props = { activity: PropertyActivity | undefined; card: CardView | undefined; offline?: boolean; imageBase: ImageBase; locale: Locale; lang: string; t: Tr };

/** Two lines of placeholder, where a block's list comes once the activity is there. */
const loadingLines = <SkeletonLines widths={['90%', '70%']} />;

/** Renders the four blocks side by side (stacked on a phone); without the activity yet, their headings and placeholders. */
export function ActivityBlocks({ activity, card, offline = false, imageBase, locale, lang, t }: Props) {
	const busy = activity ? undefined : true;
	const cutAppointments = activity && listCutNote(activity.appointments.length, activity.totals.appointments, t, lang);
	const cutDocuments = activity && listCutNote(activity.documents.length, activity.totals.documents, t, lang);
	return (
		<div className="portal-grid">
			<section className="portal-block" aria-labelledby="portal-communications" aria-busy={busy}>
				<h2 id="portal-communications">{t('portal.communications.title')}</h2>
				{!activity ? (
					loadingLines
				) : activity.communications.length === 0 ? (
					<p>{t('portal.communications.empty')}</p>
				) : (
					<ul className="portal-list">
						{activity.communications.map((c) => (
							<li key={c.type}>
								<strong>{typeLabel(c.type, t)}</strong>
								{punctuationOf(':', locale)} {formatCount(c.count, lang)} <span className="portal-muted">({t('portal.communications.last', { date: formatDate(c.last, lang) })})</span>
							</li>
						))}
					</ul>
				)}
			</section>
			<section className="portal-block" aria-labelledby="portal-calendar" aria-busy={busy}>
				<h2 id="portal-calendar">{t('portal.calendar.title')}</h2>
				{!activity ? (
					loadingLines
				) : activity.appointments.length === 0 ? (
					<p>{t('portal.calendar.empty')}</p>
				) : (
					<ul className="portal-list">
						{activity.appointments.map((a) => (
							<li key={a.reference}>
								<strong>{formatDate(a.start, lang, true)}</strong> – {a.contact || '–'} <span className="portal-muted">({t(`portal.status.${a.status}`)})</span>
							</li>
						))}
					</ul>
				)}
				{cutAppointments && <p className="portal-muted">{cutAppointments}</p>}
			</section>
			<section className="portal-block" aria-labelledby="portal-media" aria-busy={busy}>
				<h2 id="portal-media">{t('portal.media.title')}</h2>
				{!activity && loadingLines}
				{activity && card?.photo && <img className="portal-photo" src={imageUrl({ Url: card.photo.url }, 600, imageBase)} width={card.photo.width} height={card.photo.height} alt={t('portal.media.photo')} loading="lazy" />}
				{activity && card && (
					<ul className="portal-list">
						<li>
							<a href={card.path}>{t('portal.media.page')}</a>
						</li>
						<li>
							<a href={`${card.path}#detail-documents`}>{t('portal.media.documents')}</a>
						</li>
					</ul>
				)}
				{activity && !card && offline && <p>{t('portal.media.offline')}</p>}
			</section>
			<section className="portal-block" aria-labelledby="portal-documents" aria-busy={busy}>
				<h2 id="portal-documents">{t('portal.documents.title')}</h2>
				{!activity ? (
					loadingLines
				) : activity.documents.length === 0 ? (
					<p>{t('portal.documents.empty')}</p>
				) : (
					<ul className="portal-list">
						{activity.documents.map((d) => {
							const row = historyRow(d, t, lang);
							return (
								<li key={d.reference}>
									<strong>{row.date}</strong> – {row.contact} <span className="portal-muted">({row.status})</span>
								</li>
							);
						})}
					</ul>
				)}
				{cutDocuments && <p className="portal-muted">{cutDocuments}</p>}
			</section>
		</div>
	);
}
