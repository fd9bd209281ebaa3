import { locales } from '../../../i18n/locales.ts';
import type { City, Project, PropertyType, TreeNode } from '../../schemas/catalogue.ts';
import { buildTree, getType, propertyTypes } from './catalogue.ts';
import { kinds } from './kinds.ts';
import { buildPhotos } from './media.ts';
import { countryNames } from './municipalities.ts';
import type { Municipality } from './municipalities.ts';
import type { ProjectPlan } from './plan-set.ts';
import { projectPoint } from './projects.ts';
import type { ListingPlan } from './plan-types.ts';

/** The eight property types in every language (spec §3). */
export function renderPropertyTypes(): PropertyType[] {
	return locales.flatMap((locale) =>
		propertyTypes.map((t) => ({
			ID: t.webId,
			Language: locale,
			WebID: t.webId,
			Name: t.name[locale],
			ShowOrder: t.showOrder,
			Sale: t.sale,
			Rent: t.rent,
		})),
	);
}

/** The municipalities that have listings, in every language, with their listing counts. */
export function renderCities(listings: readonly ListingPlan[]): City[] {
	const byZip = new Map<number, { m: Municipality; count: number }>();
	for (const l of listings) {
		const entry = byZip.get(l.municipality.zip) ?? { m: l.municipality, count: 0 };
		entry.count++;
		byZip.set(l.municipality.zip, entry);
	}
	const sorted = [...byZip.values()].sort(
		(a, b) => a.m.zip - b.m.zip || a.m.countryId - b.m.countryId,
	);
	return locales.flatMap((locale) =>
		sorted.map(({ m, count }) => ({
			Name: m.name[locale],
			Zip: String(m.zip).padStart(4, '0'),
			CountryID: m.countryId,
			CountryName: countryNames[m.countryId][locale],
			Language: locale,
			PropertyCount: count,
		})),
	);
}

/** The CRM type tree (names in Dutch, as the CRM keeps them). */
export function renderTree(): TreeNode[] {
	return buildTree('nl').map((n) => ({
		ID: n.ID,
		ParentID: n.ParentID ?? undefined,
		Name: n.Name,
		WebID: n.WebID ?? undefined,
	}));
}

/** Renders the projects in every language; prices and units come from the unit listings. */
export function renderProjects(
	projects: readonly ProjectPlan[],
	listings: readonly ListingPlan[],
): Project[] {
	const byId = new Map(listings.map((l) => [l.id, l]));
	return locales.flatMap((locale) =>
		projects.map((project): Project => {
			const units = project.unitIds
				.map((id) => byId.get(id))
				.filter((u): u is ListingPlan => u !== undefined);
			const prices = units.map((u) => u.price);
			const first = units[0];
			const seed = project.seed;
			const m = first?.municipality;
			const type = getType(kinds[seed.kind].webId);
			const photos = buildPhotos(project.photos, project.id, locale);
			return {
				ID: project.id,
				Language: locale,
				Goal: seed.goal,
				Title: seed.name,
				Description: seed.description[locale],
				City: m?.name[locale] ?? '',
				Zip: String(seed.zip).padStart(4, '0'),
				WebID: type.webId,
				WebIDName: `${type.name[locale]} (${units.length})`,
				SmallPicture: photos[0],
				Photos: photos,
				PriceMin: prices.length > 0 ? Math.min(...prices) : 0,
				PriceMax: prices.length > 0 ? Math.max(...prices) : 0,
				PublicAddress: seed.publicAddress,
				Street: seed.street,
				HouseNumber: seed.houseNumber,
				CountryID: m?.countryId ?? 10,
				CountryName: countryNames[m?.countryId ?? 10][locale],
				Latitude: projectPoint(seed).lat,
				Longitude: projectPoint(seed).lng,
				ExternalLink: seed.externalLink,
				Units: units.map((u) => ({
					PropertyID: u.id,
					Floor: u.floor ?? 0,
					Price: u.price,
					Sold: u.status === 'sold' || u.status === 'rented' || u.status === 'sold_out',
				})),
			};
		}),
	);
}
