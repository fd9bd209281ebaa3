/** Placeholders of the portal while its data loads: each takes the size of the text it stands for, so nothing moves when the data arrives. */

type Props = { width?: string };

/** One word or figure still loading: a bar one line of the surrounding text high. */
export function Skeleton({ width = '4em' }: Props) {
	return (
		<span className="portal-skeleton" aria-hidden="true" style={{ inlineSize: width }}>
			{'\u00a0'}
		</span>
	);
}

/** A block of text still loading: one bar a line, of the given widths. */
export function SkeletonLines({ widths }: { widths: readonly string[] }) {
	return (
		<p className="portal-skeleton-lines" aria-hidden="true">
			{widths.map((width, i) => (
				<Skeleton key={i} width={width} />
			))}
		</p>
	);
}
