import type { Availability } from '../../schemas/property.ts';
import { kindOrder, kinds, kindWeights } from './kinds.ts';
import { boundaryValues, eLevelOf, luxembourgLabel, maxNewBuildELevel, typicalEnergyUse } from './energy.ts';
import { videoKinds } from './media.ts';
import { municipalities, regionOf } from './municipalities.ts';
import type { Municipality, Region } from './municipalities.ts';
import { addDays, exportDate, isStillToBeBuilt } from './plan-draws.ts';
import { planListing } from './plan-listing.ts';
import type { ListingPlan, Slot } from './plan-types.ts';
import { projectCountFor, projectMunicipality, projectPoint, projectSeeds } from './projects.ts';
import type { ProjectSeed } from './projects.ts';
import type { Random } from './random.ts';
import type { PropertyKind } from './text-types.ts';

/** A project with the ids of its units. */
export type ProjectPlan = { id: number; seed: ProjectSeed; unitIds: number[]; photos: number[] };

/** The whole demo set before it is rendered per language. */
export type SetPlan = { listings: ListingPlan[]; projects: ProjectPlan[] };

/** Regions in a repeating cycle of 20: Brussels 7, Wallonia 6, Flanders 5, Luxembourg 2. */
const regionCycle: readonly Region[] = [
	'brussels',
	'flanders',
	'wallonia',
	'brussels',
	'luxembourg',
	'flanders',
	'wallonia',
	'brussels',
	'flanders',
	'wallonia',
	'brussels',
	'flanders',
	'wallonia',
	'brussels',
	'luxembourg',
	'brussels',
	'flanders',
	'wallonia',
	'brussels',
	'wallonia',
];
const saleCycle: readonly Availability[] = [
	'for_sale',
	'for_sale',
	'sold',
	'for_sale',
	'for_sale',
	'under_offer',
	'for_sale',
	'for_sale',
];
const rentCycle: readonly Availability[] = [
	'for_rent',
	'for_rent',
	'rented',
	'for_rent',
	'under_offer',
	'for_rent',
	'for_rent',
];
const marqueeCycle: readonly Slot['marquee'][] = [1, 2, 3, 4, null, null, null, null];
const agentByRegion: Record<Region, readonly number[]> = {
	brussels: [0, 1],
	wallonia: [1],
	flanders: [2, 0],
	luxembourg: [3],
};
/** Kinds that are rare in the Brussels region and not drawn there at random. */
const notInBrussels: ReadonlySet<PropertyKind> = new Set(['land', 'warehouse']);

/** Draws a kind by weight, leaving out those that do not fit the region. */
function drawKind(random: Random, region: Region): PropertyKind {
	const options = kindOrder.filter((k) => region !== 'brussels' || !notInBrussels.has(k));
	const total = options.reduce((sum, k) => sum + kindWeights[k], 0);
	let roll = random.next() * total;
	for (const kind of options) {
		roll -= kindWeights[kind];
		if (roll < 0) return kind;
	}
	return 'apartment';
}

/** Hands out the municipalities of each region in a shuffled round robin, so many get used. */
function municipalityDealer(random: Random): (region: Region) => Municipality {
	const decks = new Map<Region, Municipality[]>();
	const used = new Map<Region, number>();
	return (region) => {
		let deck = decks.get(region);
		if (!deck) {
			deck = random.shuffle(municipalities.filter((m) => regionOf(m.zip, m.countryId) === region));
			decks.set(region, deck);
		}
		const n = used.get(region) ?? 0;
		used.set(region, n + 1);
		return deck[n % deck.length] as Municipality;
	};
}

/** Plans the listings that are not project units: coverage first, then weighted draws. */
function planFreeSlots(random: Random, count: number, firstId: number): Slot[] {
	const deal = municipalityDealer(random.fork('municipalities'));
	const videoAt = new Map(
		random
			.sample([...Array(count).keys()], Math.min(count, videoKinds.length))
			.map((slot, i) => [slot, videoKinds[i] ?? null]),
	);
	const counters = { sale: 0, rent: 0, active: 0, homesForSale: 0 };
	const slots: Slot[] = [];
	for (let i = 0; i < count; i++) {
		const region = regionCycle[i % regionCycle.length] as Region;
		const kind = i < kindOrder.length ? (kindOrder[i] as PropertyKind) : drawKind(random, region);
		const rentable = kinds[kind].rent !== null;
		const goal: 0 | 1 = rentable && (i === 0 || random.chance(0.33)) ? 1 : 0;
		const status =
			goal === 0
				? saleCycle[counters.sale++ % saleCycle.length]
				: rentCycle[counters.rent++ % rentCycle.length];
		const active = status === 'for_sale' || status === 'for_rent';
		const home = goal === 0 && (kind === 'house' || kind === 'apartment') && status === 'for_sale';
		const homeIndex = home ? counters.homesForSale++ : -1;
		const agents = agentByRegion[region];
		slots.push({
			id: firstId + i,
			kind,
			municipality: deal(region),
			goal,
			status: status as Availability,
			marquee: active ? (marqueeCycle[counters.active++ % marqueeCycle.length] ?? null) : null,
			publishPrice: i % 12 !== 7,
			publishAddress: i % 5 !== 2,
			startingFrom: goal === 0 && i % 13 === 4,
			videoKind: videoAt.get(i) ?? null,
			agent: agents[i % agents.length] ?? 0,
			lifeAnnuity: homeIndex === 1 || homeIndex === 9,
			project: null,
		});
	}
	return slots;
}

/** Plans the projects and their units (each unit is also a listing). */
function planProjects(
	random: Random,
	total: number,
	firstId: number,
): { projects: ProjectPlan[]; slots: Slot[] } {
	const seeds = projectSeeds.slice(0, projectCountFor(total));
	const projects: ProjectPlan[] = [];
	const slots: Slot[] = [];
	let id = firstId;
	seeds.forEach((seed, p) => {
		const m = projectMunicipality(seed);
		const region = regionOf(m.zip, m.countryId);
		const unitIds: number[] = [];
		for (let u = 0; u < seed.units; u++) {
			const status: Availability = seed.soldOut
				? 'sold_out'
				: seed.goal === 1
					? u % 2 === 0
						? 'for_rent'
						: 'rented'
					: ((['for_sale', 'sold', 'under_offer', 'for_sale', 'sold'] as const)[u % 5] ??
						'for_sale');
			unitIds.push(id);
			slots.push({
				id: id++,
				kind: seed.kind,
				municipality: m,
				goal: seed.goal,
				status,
				marquee: null,
				publishPrice: true,
				publishAddress: seed.publicAddress,
				startingFrom: false,
				videoKind: null,
				agent: agentByRegion[region][0] ?? 0,
				lifeAnnuity: false,
				project: {
					id: 501 + p,
					floor: seed.kind === 'house' ? 0 : u,
					street: seed.street,
					houseNumber: seed.houseNumber,
				},
			});
		}
		projects.push({
			id: 501 + p,
			seed,
			unitIds,
			photos: random.sample(
				[...Array(24).keys()].map((k) => k + 1),
				6,
			),
		});
	});
	return { projects, slots };
}

/** The year of the export's date. */
const exportYear = Number(exportDate.slice(0, 4));

/**
 * The day an EPC was issued, `daysBack` days before the export, moved into the construction year
 * or later when that would fall before it: a certificate is drawn up for a standing building.
 * @example issueDate(2000, 2025) // => '2026-09-08' (2021-05-25 would be before 2025)
 */
export function issueDate(daysBack: number, year: number | undefined): string {
	const issued = addDays(exportDate, -daysBack);
	if (year === undefined || issued >= `${year}-01-01`) return issued;
	const sinceBuilt = Math.round((Date.parse(exportDate) - Date.parse(`${year}-01-01`)) / 86_400_000);
	const span = Math.max(1, sinceBuilt - 30 + 1);
	return addDays(exportDate, -Math.min(sinceBuilt, 30 + (daysBack % span)));
}

/** Decides every EPC: boundary values per Belgian region first (newest buildings lowest), then typical values. */
function assignEnergy(random: Random, listings: ListingPlan[]): void {
	for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
		const eligible = listings
			.filter((l) => l.region === region && kinds[l.kind].hasEpc)
			.sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id - b.id);
		const edges = region === 'luxembourg' ? [] : boundaryValues(region);
		const chosen = new Map<number, number>();
		if (edges.length > 0 && eligible.length > 0) {
			edges.forEach((value, j) => {
				const index = Math.floor((j * eligible.length) / Math.max(edges.length, eligible.length));
				const target = eligible[index];
				if (target && !chosen.has(target.id)) chosen.set(target.id, value);
			});
		}
		for (const listing of eligible) {
			const edge = chosen.get(listing.id);
			if (edge === undefined && random.chance(0.1)) continue; // stays 'requested'
			const issued = issueDate(random.int(30, 3000), listing.year);
			listing.energy = {
				status: 'available',
				specific: edge ?? typicalEnergyUse(random, listing.year ?? 1980),
				certificateNumber: `${issued.replaceAll('-', '')}-${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
				endDate: addDays(issued, 3652),
			};
		}
	}
}

/** Tells whether a listing may carry an EPC of this specific use (a Flemish new build within E30). */
function fitsEnergy(listing: ListingPlan, specific: number): boolean {
	if (isStillToBeBuilt(listing.year)) return false;
	return listing.region !== 'flanders' || !listing.features.includes('newBuild') || eLevelOf(specific) <= maxNewBuildELevel;
}

/**
 * Settles the EPCs that cannot stand: a unit still to be built has its EPC requested, and a
 * Flemish new build whose value gives an E-level above the legal E30 gets a new build's typical
 * value. A boundary value they held goes to the newest listing of the region with a certificate
 * and no boundary value that may carry it, so the set still carries every edge. Done after
 * `assignEnergy`, so the other listings keep what they drew.
 */
function settleEnergy(random: Random, listings: ListingPlan[]): void {
	for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
		const edges = new Set(region === 'luxembourg' ? [] : boundaryValues(region));
		const eligible = listings
			.filter((l) => l.region === region && kinds[l.kind].hasEpc)
			.sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id - b.id);
		for (const listing of eligible) {
			const energy = listing.energy;
			if (energy.status !== 'available' || fitsEnergy(listing, energy.specific)) continue;
			if (edges.has(energy.specific)) {
				const heir = eligible.find(
					(l) => l.energy.status === 'available' && !edges.has(l.energy.specific) && fitsEnergy(l, energy.specific),
				);
				if (heir?.energy.status === 'available') heir.energy = { ...heir.energy, specific: energy.specific };
			}
			listing.energy = isStillToBeBuilt(listing.year)
				? { status: 'requested' }
				: { ...energy, specific: typicalEnergyUse(random, listing.year ?? exportYear) };
		}
	}
}

/** The Luxembourg label text of a listing with an EPC, or undefined. */
export function luxembourgLabelOf(listing: ListingPlan): string | undefined {
	return listing.region === 'luxembourg' && listing.energy.status === 'available'
		? luxembourgLabel(listing.energy.specific)
		: undefined;
}

/**
 * Puts the units of each project in its building: the project's point, and the points of interest
 * and mobility score of one unit (the first whose text says the station is near, so that no text
 * promises a station the nearby places lack; else the first), so a unit's map, nearby places and
 * distances are those of its building. Done after the listings are drawn, so the rest of a seed's
 * set stays as it was.
 */
function placeUnits(listings: ListingPlan[], projects: readonly ProjectPlan[]): void {
	const byId = new Map(listings.map((l) => [l.id, l]));
	for (const project of projects) {
		const units = project.unitIds.map((id) => byId.get(id)).filter((u): u is ListingPlan => u !== undefined);
		const first = units.find((u) => u.features.includes('nearStation')) ?? units[0];
		if (!first) continue;
		const point = projectPoint(project.seed);
		for (const unit of units) {
			unit.lat = point.lat;
			unit.lng = point.lng;
			unit.pois = first.pois;
			unit.mobility = first.mobility;
		}
	}
}

/** Plans a whole demo set of `total` listings (project units included). */
export function planSet(random: Random, total: number): SetPlan {
	const unitCount = projectSeeds
		.slice(0, projectCountFor(total))
		.reduce((sum, p) => sum + p.units, 0);
	const freeCount = Math.max(0, total - unitCount);
	const { projects, slots: unitSlots } = planProjects(
		random.fork('projects'),
		total,
		1001 + freeCount,
	);
	const slots = [...planFreeSlots(random.fork('slots'), freeCount, 1001), ...unitSlots];
	const listingRandom = random.fork('listings');
	const listings = slots.map((slot) => planListing(listingRandom.fork(String(slot.id)), slot));
	assignEnergy(random.fork('energy'), listings);
	placeUnits(listings, projects);
	settleEnergy(random.fork('energy-settle'), listings);
	return { listings, projects };
}
