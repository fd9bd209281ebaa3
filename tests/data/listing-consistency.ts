import { demoZoneOfScores } from '../../src/cli/data-gen/plan-compliance.ts';
import { regionOfPostcode } from '../../src/lib/domain/region.ts';
import type { Property } from '../../src/schemas/index.ts';

/** The region of a listing, or 'luxembourg'. */
const regionOf = (p: Property) => (p.CountryID === 50 ? 'luxembourg' : regionOfPostcode(p.Zip));

/** The year after which a construction year is still to come (the demo export is dated 2026-11-15). */
export const exportYear = 2026;

/**
 * The rules that make a listing's flood, asbestos and energy data agree with each other, each
 * named, with the listings that break it (`1042: zone none, G D, P A`). Shared by the data test of
 * data/ and the generator's test.
 */
export function consistencyProblems(listings: readonly Property[]): Record<string, string[]> {
	const problems: Record<string, string[]> = {
		'a Flemish listing\'s old flood zone in the demo export agrees with its P- and G-scores (D effective, C or B possible, A none; never shown beside them)': [],
		'P- and G-scores only in Flanders': [],
		'building land has no G-score': [],
		'asbestos attest document only on a Flemish listing whose certificate is available': [],
		'EPC not dated before the construction year': [],
		'a unit still to be built has its EPC requested': [],
		'a Flemish new build of the last three years is E30 or below': [],
		'a listing built in a future year is not available immediately': [],
	};
	const [zone, flemish, land, asbestos, dated, requested, eLevel, immediately] = Object.values(problems) as string[][];
	for (const p of listings) {
		const f = p.FloodRisk;
		const year = p.Details.ConstructionYear ?? undefined;
		const flanders = regionOf(p) === 'flanders';
		if (f && flanders && f.FloodZone !== demoZoneOfScores(f.GScore ?? undefined, f.PScore ?? undefined)) zone?.push(`${p.ID}: zone ${f.FloodZone}, G ${f.GScore}, P ${f.PScore}`);
		if (f && !flanders && (f.GScore != null || f.PScore != null)) flemish?.push(`${p.ID} (${regionOf(p)})`);
		if (f && p.WebID === 7 && f.GScore != null) land?.push(`${p.ID}: G ${f.GScore}`);
		if (p.Documents.some((d) => d.Url.endsWith('/asbest.pdf')) && !(flanders && p.Asbestos?.Certificate === 'yes'))
			asbestos?.push(`${p.ID} (${regionOf(p)}, certificate ${p.Asbestos?.Certificate})`);
		const e = p.Energy;
		if (e.Status === 'available' && year !== undefined) {
			const issued = Number(e.CertificateNumber?.slice(0, 4));
			const fromEnd = Number(e.EndDate?.slice(0, 4)) - 10;
			if (issued < year || fromEnd < year) dated?.push(`${p.ID}: built ${year}, EPC ${e.CertificateNumber} until ${e.EndDate}`);
		}
		if (year !== undefined && year > exportYear && e.Status === 'available') requested?.push(`${p.ID}: built ${year}`);
		if (flanders && year !== undefined && year > exportYear - 3 && (e.ELevel ?? 0) > 30) eLevel?.push(`${p.ID}: E${e.ELevel}`);
		if (year !== undefined && year > exportYear && p.Availability.From === 'immediately') immediately?.push(`${p.ID}: built ${year}`);
	}
	return problems;
}
