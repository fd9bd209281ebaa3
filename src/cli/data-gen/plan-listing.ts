import { kinds } from './kinds.ts';
import {
	exteriorComforts,
	glazingOptions,
	heatingOptions,
	interiorComforts,
	kitchenOptions,
	roofConditions,
	roofMaterials,
	roofTypes,
	windowFrameOptions,
} from './detail-options.ts';
import { composeListingText } from './listing-text.ts';
import { documentKinds, pickPhotos, tourKinds, videoKinds, videoUrl } from './media.ts';
import { regionOf } from './municipalities.ts';
import { planCompliance } from './plan-compliance.ts';
import {
	addDays,
	drawBedrooms,
	drawFeatures,
	drawMobility,
	drawPrice,
	exportDate,
	isStillToBeBuilt,
	roundTo,
} from './plan-draws.ts';
import type { ListingPlan, Orientation, Slot } from './plan-types.ts';
import { planPois } from './pois.ts';
import type { Random } from './random.ts';
import { streetsByRegion } from './streets.ts';
import type { ListingFacts } from './text-types.ts';

const orientations: readonly Orientation[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/**
 * A listing's availability, "to agree" instead of "immediately" when it is still to be built (its
 * construction year after the export's).
 * @example notBeforeBuilt('immediately', 2027) // => 'to_agree'
 */
export function notBeforeBuilt(from: string, year: number | undefined): string {
	return from === 'immediately' && isStillToBeBuilt(year) ? 'to_agree' : from;
}

/** Draws every language-independent fact of a listing from its slot. */
export function planListing(random: Random, slot: Slot): ListingPlan {
	const entry = kinds[slot.kind];
	const m = slot.municipality;
	const region = regionOf(m.zip, m.countryId);
	const isHome = ['apartment', 'house', 'villa', 'exceptional'].includes(slot.kind);
	const isLand = slot.kind === 'land';
	const newBuild =
		slot.project !== null || (entry.features.includes('newBuild') && random.chance(0.15));
	const features = drawFeatures(random, entry.features, newBuild);
	const surfaceLiving = isLand ? 0 : random.int(entry.surface[0], entry.surface[1]);
	const plot = entry.plot[1] === 0 ? 0 : roundTo(random.int(entry.plot[0], entry.plot[1]), 5);
	const share = isLand
		? (plot - entry.plot[0]) / (entry.plot[1] - entry.plot[0])
		: (surfaceLiving - entry.surface[0]) / Math.max(1, entry.surface[1] - entry.surface[0]);
	const bedrooms = drawBedrooms(random, slot.kind, surfaceLiving);
	const year = isLand
		? undefined
		: newBuild
			? random.int(2024, 2027)
			: random.int(entry.years[0], entry.years[1]);
	const renovated = features.includes('renovated') && year !== undefined;
	const renovationYear = renovated
		? random.int(Math.min(2025, Math.max(year + 10, 2008)), 2025)
		: undefined;
	const subtypeIndex = slot.project !== null ? 0 : random.int(0, entry.subtypes.length - 1);
	const floors = isLand
		? 0
		: slot.kind === 'apartment'
			? random.int(3, 8)
			: isHome
				? random.int(2, 3)
				: random.int(1, 3);
	const penthouse = slot.kind === 'apartment' && subtypeIndex === 1;
	const floor =
		slot.project !== null
			? slot.project.floor
			: slot.kind === 'apartment'
				? penthouse
					? floors - 1
					: random.int(0, floors - 1)
				: undefined;
	const garden = features.includes('garden')
		? roundTo(random.int(60, Math.max(80, plot - surfaceLiving / 2)), 5)
		: 0;
	const terrace = features.includes('terrace') ? random.int(6, 40) : 0;
	const units = slot.kind === 'investment' ? random.int(3, 8) : 0;
	const frontWidth = roundTo(random.float(isLand ? 9 : 5, isLand ? 25 : 14), 0.5);
	const facts: ListingFacts = {
		kind: slot.kind,
		goal: slot.goal === 0 ? 'sale' : 'rent',
		city: m.name,
		bedrooms,
		livingArea: surfaceLiving,
		plotArea: plot,
		gardenArea: garden,
		terraceArea: terrace,
		floor: floor ?? 0,
		constructionYear: year ?? 0,
		units,
		grossYield: roundTo(random.float(3.6, 6.2), 0.1),
		frontWidth,
		features,
	};
	// A new house is not "a charming house built in 2025": it gets one of the other openings.
	const opening = entry.subtypeMatchesOpening
		? subtypeIndex
		: slot.kind === 'house' && newBuild
			? random.pick([0, 2])
			: undefined;
	const text = composeListingText(random, facts, opening);
	const street = slot.project?.street ?? random.pick(streetsByRegion[region]);
	const houseNumber =
		slot.project?.houseNumber ??
		`${random.int(1, 240)}${random.chance(0.1) ? random.pick(['A', 'B', 'bis']) : ''}`;
	const facades = isLand
		? undefined
		: slot.kind === 'house'
			? [2, 3, 4][subtypeIndex]
			: ['villa', 'exceptional'].includes(slot.kind)
				? 4
				: random.int(2, 3);
	const heating = newBuild ? random.pick([2, 3]) : random.int(0, heatingOptions.length - 1);
	const south = features.includes('southFacing');
	const pickOrientation = (): Orientation =>
		south ? random.pick(['S', 'SW', 'SE'] as const) : random.pick(orientations);
	const belgium = m.countryId === 10;
	const flanders = region === 'flanders';
	const videoKind = slot.videoKind ?? (random.chance(0.12) ? random.pick(videoKinds) : null);
	const tourChance = random.chance(isHome ? 0.15 : 0.05);
	return {
		...slot,
		region,
		street,
		houseNumber,
		boxNr: slot.kind === 'apartment' ? `${floor ?? 0}.${random.int(1, 4)}` : undefined,
		lat: Math.round((m.lat + (random.next() - 0.5) * 0.03) * 1e6) / 1e6,
		lng: Math.round((m.lng + (random.next() - 0.5) * 0.045) * 1e6) / 1e6,
		subtypeIndex,
		features,
		text,
		price: drawPrice(random, slot, share),
		bedrooms,
		bathrooms: isHome ? 1 + (bedrooms >= 4 ? 1 : 0) + (slot.kind === 'exceptional' ? 2 : 0) : 0,
		showerRooms: isHome && random.chance(0.4) ? 1 : 0,
		toilets: isLand ? 0 : random.int(1, isHome ? 3 : 4),
		garages: features.includes('garage') ? random.int(1, 2) : 0,
		parkings: features.includes('parking') ? random.int(1, slot.kind === 'office' ? 12 : 2) : 0,
		externalParkings: ['warehouse', 'office', 'retail'].includes(slot.kind) ? random.int(0, 10) : 0,
		floors: Math.max(floors, (floor ?? 0) + 1),
		floor,
		surfaceLiving,
		plot,
		garden,
		terrace,
		frontWidth,
		facades,
		year,
		renovationYear,
		cadastralIncome: belgium
			? roundTo(isLand ? random.int(20, 90) : surfaceLiving * random.float(6, 11), 5)
			: undefined,
		options: {
			heating,
			glazing: newBuild ? 2 : random.int(0, glazingOptions.length - 1),
			frame: random.int(0, windowFrameOptions.length - 1),
			kitchen: random.int(0, kitchenOptions.length - 1),
			roofType: random.int(0, roofTypes.length - 1),
			roofMaterial: random.int(0, roofMaterials.length - 1),
			roofCondition: newBuild ? 0 : random.int(0, roofConditions.length - 1),
		},
		interior: isLand
			? []
			: random.sample(
					interiorComforts.map((_, i) => i),
					random.int(2, 4),
				),
		exterior: isLand
			? []
			: random.sample(
					exteriorComforts.map((_, i) => i),
					random.int(1, 3),
				),
		orientation: {
			terrace: terrace > 0 ? pickOrientation() : undefined,
			garden: garden > 0 ? pickOrientation() : undefined,
			rear: pickOrientation(),
		},
		energy: entry.hasEpc ? { status: 'requested' } : { status: 'not_applicable' },
		...planCompliance(random, { kind: slot.kind, region, isLand, year, heating }),
		photos: pickPhotos(random, isLand ? random.int(3, 5) : random.int(5, 10)),
		documents: random.sample(
			documentKinds.map((_, i) => i),
			random.int(1, 4),
		),
		video: videoKind === null ? undefined : videoUrl(random, videoKind, slot.id),
		tour: tourChance ? videoUrl(random, random.pick(tourKinds), slot.id) : undefined,
		pois: planPois(random, m, region, features.includes('nearStation')),
		mobility: flanders || region === 'brussels' ? drawMobility(random) : undefined,
		uniqueCode: `${slot.id}-${random.int(1000, 9999)}`,
		availableFrom: notBeforeBuilt(
			slot.goal === 0
				? random.pick(['on_deed', 'immediately', 'to_agree'])
				: random.chance(0.5)
					? 'immediately'
					: addDays(exportDate, random.int(14, 120)),
			year,
		),
		updatedAt: addDays(exportDate, -random.int(0, 180)),
		charges: slot.kind === 'apartment' ? roundTo(random.int(60, 250), 5) : 0,
		annuity: slot.lifeAnnuity
			? {
					bouquet: roundTo(random.int(40_000, 90_000), 1_000),
					monthly: roundTo(random.int(600, 1_400), 10),
					ages: random.chance(0.5)
						? [random.int(72, 88)]
						: [random.int(74, 86), random.int(72, 84)],
				}
			: undefined,
	};
}
