/** Renders a benchmark run as `.bench/report.md`: machine facts, targets, then one section per part. */
import { lighthouseCategories } from './lighthouse-summary.ts';
import { bullets, mark, markdownTable } from './markdown.ts';
import type { BuildRow } from './build-scale.ts';
import type { BenchReport, Section } from './report-types.ts';
import { formatBytes as b, formatDuration as d, formatNumber as n } from './stats.ts';
import { weightKinds } from './weight-summary.ts';

/** The whole report as Markdown. */
export function renderReport(r: BenchReport): string {
	const m = r.machine;
	const parts = [
		`# Benchmark report`,
		`Ran ${r.startedAt} to ${r.finishedAt} (${d(r.durationS * 1000)}), options: sizes ${r.options.sizes.join(', ')}; parts ${r.options.parts.join(', ')}${r.options.quick ? '; quick' : ''}; Lighthouse runs ${r.options.lighthouseRuns}; build rounds ${r.options.buildRounds}.`,
		`Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB memory (${m.freeMemoryGiB} GiB free at start), load average ${m.loadAverage.join(' / ')} at start; Node ${m.node}; ${m.os}; ${m.chromium}; Astro ${m.astro}. Other work on this machine makes absolute figures noisy: read each beside its reference from the same run.`,
		`## Targets`,
		targetsSummary(r),
		section('1. Build scale', r.build, (data) => [
			markdownTable(
				[
					'listings',
					'pages',
					'wall time',
					'pages/s',
					'HTML written',
					'peak RSS (tree)',
					'max RSS (1 process)',
					'bare Astro pages',
					'bare time',
					'bare HTML',
					'ours / bare',
					'bare peak RSS',
					'bare at our page size',
					'ours / that',
					'data generation',
				],
				data.rows.map((row) => [
					n(row.properties),
					n(row.pages),
					d(row.wallMs),
					n(row.pagesPerSecond, 1),
					htmlWritten(row.htmlBytes, row.pages),
					b(row.peakTreeRssBytes),
					row.maxProcessRssBytes ? b(row.maxProcessRssBytes) : 'n/a',
					n(row.bare.pages),
					d(row.bare.wallMs),
					htmlWritten(row.bare.htmlBytes, row.bare.pages),
					`${row.timeRatio.toFixed(2)}x`,
					b(row.bare.peakTreeRssBytes),
					row.sameBytes ? `${d(row.sameBytes.wallMs)}, ${b(row.sameBytes.htmlBytes / Math.max(1, row.sameBytes.pages))} a page` : 'n/a',
					row.sameBytes ? `${row.sameBytes.timeRatio.toFixed(2)}x` : 'n/a',
					d(row.generateMs),
				]),
			),
			"Peak RSS (tree) sums the resident memory of the build process and its children, sampled every 250 ms; max RSS (1 process) is the kernel's figure for the largest single process (`/usr/bin/time -v`). The bare Astro build renders as many one-line pages with the same Astro and Node, right after ours; the build at our page size renders them again, each padded with constant HTML to the average size of ours: what our bytes alone cost in Astro, so our time over it is what our components add. HTML written is the size of all the pages each build wrote, and per page: a build's time grows with its bytes as well as its pages (see the README's Benchmark section).",
			roundsLine(data.rows),
			data.rows.every((row) => row.cacheDropped)
				? 'Before each build its earlier output was removed, the previous pages written out (`sync`) and the page cache dropped, so every build started from an empty output folder and the same cold cache.'
				: 'Before each build its earlier output was removed and the previous pages written out (`sync`); the page cache could not be dropped (that needs root), so a build may find files of the one before it cached.',
		]),
		section('2. Page weight (first load, empty cache, mobile viewport)', r.weight, (data) => [
			`Site: ${data.site}, served by the bench's static server with brotli and the build's \`_headers\`. Bytes are raw (decoded) / compressed (on the wire).`,
			markdownTable(
				['template', 'path', 'requests', ...weightKinds.map((k) => k), 'islands', 'inline JS'],
				data.rows.map((row) => [
					row.template + (row.placeholder ? ' (placeholder)' : ''),
					row.path,
					String(row.weight.requests),
					...weightKinds.map((k) => {
						const t = row.weight.byKind[k];
						return t.requests === 0
							? '-'
							: `${b(t.rawBytes)} / ${b(t.compressedBytes)} (${t.requests})`;
					}),
					row.interaction ? 'in the page' : row.islands ? 'site-wide only' : 'none',
					row.inlineScriptBytes > 0 ? b(row.inlineScriptBytes) : '-',
				]),
			),
			data.missing.length > 0 ? `Not in the build yet (skipped): ${data.missing.join(', ')}.` : '',
		]),
		section('3. Lighthouse (mobile, simulated throttling)', r.lighthouse, (data) => [
			`Median of ${data.runs} run(s) per template after one that is not counted (it warms the server's compression cache and the browser), the same pages as the page weight, served over HTTP/2 and TLS. Host index: Lighthouse's benchmark of this machine's processor in those runs (higher is faster); the simulated throttling slows the page's main thread by a fixed factor from that speed, so TBT and the performance score fall on a slower machine.`,
			markdownTable(
				['template', 'path', ...lighthouseCategories, 'LCP', 'TBT', 'CLS', 'FCP', 'host index', 'runs', 'errors'],
				data.rows.map((row) => [
					row.template,
					row.path,
					...lighthouseCategories.map((c) => n(row.median.scores[c])),
					d(row.median.lcpMs),
					d(row.median.tbtMs),
					n(row.median.cls, 3),
					d(row.median.fcpMs),
					n(row.median.benchmarkIndex),
					String(row.runs),
					row.errors.join('; ') || '-',
				]),
			),
		]),
		section('4. Search', r.search, (data) => [
			'Index per language (the static JSON fetched on first focus):',
			markdownTable(
				['listings', 'language', 'documents', 'raw', 'gzip', 'brotli', 'from'],
				data.indexRows.map((row) => [
					n(row.properties),
					row.locale,
					n(row.docs),
					b(row.rawBytes),
					b(row.gzipBytes),
					b(row.brotliBytes),
					row.source === 'build' ? 'the build' : 'buildSearchIndex in the bench',
				]),
			),
			'One keystroke = one `querySearch` of the typed text on the nl index (types, cities and properties), mean of 20 repetitions per text; median, p95 and max over the texts typed (prefixes of the most frequent cities and first title words). Index load = fetch + JSON parse + `loadSearchIndex` in the browser, JSON parse + load in Node.',
			markdownTable(
				['listings', 'where', 'typed chars', 'texts', 'median', 'p95', 'max', 'index load'],
				data.timingRows.map((row) => [
					n(row.properties),
					row.where,
					String(row.typed),
					String(row.queries),
					d(row.medianMs),
					d(row.p95Ms),
					d(row.maxMs),
					d(row.loadMs),
				]),
			),
		]),
		section('5. Functions under load', r.functions, (data) => [
			`Emulated Netlify Database (PGlite, in memory) with migrations ${data.migrations.join(', ') || '(none)'}; functions imported once and served warm on loopback: ${data.endpoints.join(', ') || '(none)'}. autocannon, 10 connections, at most ${r.options.loadRequests} requests or ${r.options.loadSeconds} s per scenario; the first row is the reference.`,
			markdownTable(
				[
					'scenario',
					'request',
					'answers',
					'req/s',
					'p50',
					'p95',
					'p99',
					'max',
					'statuses',
					'no answer',
				],
				data.rows.map((row) => [
					row.scenario,
					`${row.method} ${row.path}`,
					n(row.requests),
					n(row.requestsPerSecond, 1),
					d(row.p50Ms),
					d(row.p95Ms),
					d(row.p99Ms),
					d(row.maxMs),
					Object.entries(row.statuses)
						.map(([code, count]) => `${code}: ${count}`)
						.join(', '),
					String(row.errors),
				]),
			),
			data.form
				? `Contact requests afterwards (sent includes one request before the load; answered counts the function's 200 answers, received those autocannon read: at its time bound it closes its connections, and an answer then on its way is lost to it, not the request):\n\n${markdownTable(
						[
							'sent',
							'answered 200',
							'received',
							'rows stored',
							'outbox',
							'mails received',
							'retry rounds',
							'lost requests',
							'lost mails',
							'duplicate mails',
						],
						[
							[
								n(data.form.sent),
								n(data.form.accepted),
								n(data.form.received),
								n(data.form.rows),
								Object.entries(data.form.outbox)
									.map(([status, count]) => `${status}: ${count}`)
									.join(', ') || '-',
								n(data.form.mailsReceived),
								String(data.form.retryRounds),
								String(data.form.lostRequests),
								String(data.form.lostMails),
								String(data.form.duplicateMails),
							],
						],
					)}`
				: '',
			data.beacon
				? `Visits afterwards (answered counts the function's 204 answers, received those autocannon read before its time bound):\n\n${markdownTable(['sent', 'answered 204', 'received', 'counted in property_visits', 'lost'], [[n(data.beacon.sent), n(data.beacon.answered), n(data.beacon.received), n(data.beacon.counted), String(data.beacon.lost)]])}`
				: '',
		]),
	];
	return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

/** The targets of issue 7: a count, the missed ones, then every check folded away. */
function targetsSummary(r: BenchReport): string {
	if (r.targets.length === 0) return 'No target was checked in this run.';
	const table = (checks: BenchReport['targets']) =>
		markdownTable(
			['part', 'subject', 'target', 'measured', ''],
			checks.map((t) => [t.part, t.subject, t.target, t.measured, mark(t.pass)]),
		);
	const missed = r.targets.filter((t) => !t.pass);
	return [
		`${r.targets.length - missed.length} of ${r.targets.length} checks met.${missed.length > 0 ? ' Missed:' : ''}`,
		missed.length > 0 ? table(missed) : '',
		`<details><summary>Every check</summary>\n\n${table(r.targets)}\n\n</details>`,
	]
		.filter((p) => p !== '')
		.join('\n\n');
}

/** One part: its title, its status, its figures (when it ran) and its notes. */
function section<T>(title: string, s: Section<T> | undefined, body: (data: T) => string[]): string {
	if (!s) return `## ${title}\n\nNot run (left out with --only).`;
	const head = `## ${title}\n\n${s.status === 'ok' ? `Took ${d(s.durationS * 1000)}.` : s.status === 'skipped' ? 'Skipped.' : `FAILED after ${d(s.durationS * 1000)}: ${s.error ?? 'unknown error'}`}`;
	const figures = s.data ? body(s.data).filter((p) => p !== '') : [];
	return [head, ...figures, s.notes.length > 0 ? `Notes:\n\n${bullets(s.notes)}` : '']
		.filter((p) => p !== '')
		.join('\n\n');
}

/**
 * The HTML a build wrote: all of it, and per page.
 * @example htmlWritten(2_000_000, 1000) // => '1.9 MB (2.0 KB a page)'
 */
function htmlWritten(bytes: number, pages: number): string {
	return `${b(bytes)} (${b(pages > 0 ? bytes / pages : 0)} a page)`;
}

/**
 * Every round's ratios of each size, when a size was built more than once; the table shows the median round.
 * @example roundsLine([{ properties: 1000, rounds: [{ timeRatio: 2.1, sameBytesRatio: 1.4 }, ...] }]) // => 'Rounds, ours / bare (ours / bare at our page size), in the order they ran: 1,000 listings: 2.10x (1.40x), ...'
 */
export function roundsLine(rows: readonly BuildRow[]): string {
	const repeated = rows.filter((row) => (row.rounds?.length ?? 0) > 1);
	if (repeated.length === 0) return 'Each build ran once (`--rounds 1`).';
	const ratio = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(2)}x`);
	const sizes = repeated.map((row) => `${n(row.properties)} listings: ${(row.rounds ?? []).map((r) => `${ratio(r.timeRatio)} (${ratio(r.sameBytesRatio)})`).join(', ')}`);
	return `Rounds, ours / bare (ours / bare at our page size), in the order they ran: ${sizes.join('; ')}. The table shows the median round by ours / bare (the slower middle one of an even count) and the peak memory of all rounds.`;
}
