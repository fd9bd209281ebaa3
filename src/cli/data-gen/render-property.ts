import type { Locale } from '../../../i18n/locales.ts';
import { listingCertificateTerm } from '../../lib/domain/certificate-term.ts';
import { bandOf } from '../../lib/domain/epc.ts';
import type { Property } from '../../schemas/property.ts';
import { getType } from './catalogue.ts';
import { kinds } from './kinds.ts';
import {
	areaApplications,
	asbestosTypes,
	exteriorComforts,
	glazingOptions,
	heatingOptions,
	interiorComforts,
	kitchenOptions,
	marqueeNames,
	roofConditions,
	roofMaterials,
	roofTypes,
	startingFromText,
	windowFrameOptions,
} from './detail-options.ts';
import { agentContact, buildDocuments, buildPhotos } from './media.ts';
import { countryNames } from './municipalities.ts';
import { eLevelOf } from './energy.ts';
import { luxembourgLabelOf } from './plan-set.ts';
import { newBuildVat, registrationDuty } from './registration-duty.ts';
import type { ListingPlan } from './plan-types.ts';

/** Leaves out zero counts and surfaces, as the CRM does for fields it has no value for. */
const positive = (value: number | undefined): number | undefined =>
	value !== undefined && value > 0 ? value : undefined;

/** The Details block of a listing in one language. */
function renderDetails(plan: ListingPlan, locale: Locale): Property['Details'] {
	const o = plan.options;
	const land = plan.kind === 'land';
	const built = !land;
	return {
		Bedrooms: positive(plan.bedrooms),
		Bathrooms: positive(plan.bathrooms),
		ShowerRooms: positive(plan.showerRooms),
		Toilets: positive(plan.toilets),
		Garages: positive(plan.garages),
		Parkings: positive(plan.parkings),
		ExternalParkings: positive(plan.externalParkings),
		Floors: positive(plan.floors),
		Floor: plan.floor,
		SurfaceTotal: positive(land ? plan.plot : Math.round(plan.surfaceLiving * 1.15)),
		SurfaceLiving: ['office', 'warehouse', 'retail'].includes(plan.kind)
			? undefined
			: positive(plan.surfaceLiving),
		SurfaceGround: positive(plan.plot),
		SurfaceTerrace: positive(plan.terrace),
		SurfaceGarden: positive(plan.garden),
		SurfaceOffice:
			plan.kind === 'office'
				? plan.surfaceLiving
				: plan.kind === 'warehouse'
					? Math.round(plan.surfaceLiving * 0.15)
					: undefined,
		SurfaceStore:
			plan.kind === 'retail'
				? plan.surfaceLiving
				: plan.kind === 'warehouse'
					? Math.round(plan.surfaceLiving * 0.85)
					: undefined,
		SurfaceConstructed: built && plan.plot > 0 ? Math.round(plan.surfaceLiving * 0.6) : undefined,
		PlotWidth: land || plan.kind === 'house' ? plan.frontWidth : undefined,
		FrontWidth: built ? plan.frontWidth : undefined,
		Facades: plan.facades,
		ConstructionYear: plan.year,
		RenovationYear: plan.renovationYear,
		CadastralIncome: plan.cadastralIncome,
		RealEstateTax:
			plan.cadastralIncome === undefined ? undefined : Math.round(plan.cadastralIncome * 0.92),
		Heating: built ? heatingOptions[o.heating]?.[locale] : undefined,
		Glazing: built ? glazingOptions[o.glazing]?.[locale] : undefined,
		WindowFrame: built ? windowFrameOptions[o.frame]?.[locale] : undefined,
		Kitchen: built && plan.kind !== 'warehouse' ? kitchenOptions[o.kitchen]?.[locale] : undefined,
		InteriorComfort:
			plan.interior.length > 0
				? plan.interior.map((i) => interiorComforts[i]?.[locale] ?? '')
				: undefined,
		ExteriorComfort:
			plan.exterior.length > 0
				? plan.exterior.map((i) => exteriorComforts[i]?.[locale] ?? '')
				: undefined,
		RoofType: built ? roofTypes[o.roofType]?.[locale] : undefined,
		RoofMaterial: built ? roofMaterials[o.roofMaterial]?.[locale] : undefined,
		RoofCondition: built ? roofConditions[o.roofCondition]?.[locale] : undefined,
		OrientationTerrace: plan.orientation.terrace,
		OrientationGarden: plan.orientation.garden,
		OrientationRear: built ? plan.orientation.rear : undefined,
	};
}

/** The Energy block and the two top-level EPC fields of a listing. */
function renderEnergy(
	plan: ListingPlan,
): Pick<Property, 'Energy' | 'EnergyPerformance' | 'EPCLabelText'> {
	const e = plan.energy;
	if (e.status !== 'available') return { Energy: { Status: e.status } };
	const lux = luxembourgLabelOf(plan);
	const label =
		lux ??
		(plan.region === 'luxembourg' ? undefined : (bandOf(plan.region, e.specific) ?? undefined));
	const area = Math.max(1, plan.surfaceLiving);
	return {
		EnergyPerformance: e.specific,
		EPCLabelText: lux,
		Energy: {
			Status: 'available',
			Label: label,
			Total: Math.round(e.specific * area),
			Specific: e.specific,
			CO2: Math.max(0, Math.round(e.specific * 0.21)),
			EndDate: e.endDate,
			ELevel:
				plan.region === 'flanders' && plan.features.includes('newBuild')
					? eLevelOf(e.specific)
					: undefined,
			CertificateNumber: e.certificateNumber,
		},
	};
}

/** The Financial block: purchase costs for a sale, deposit and charges for a let. */
function renderFinancial(plan: ListingPlan): Property['Financial'] {
	if (plan.goal !== 0) {
		return {
			ChargesRenter: positive(plan.charges),
			Deposit: plan.price * 3,
			InventoryCost: plan.kind === 'apartment' || plan.kind === 'house' ? 250 : undefined,
			AgencyCost:
				plan.kind === 'office' || plan.kind === 'retail' || plan.kind === 'warehouse'
					? plan.price
					: undefined,
		};
	}
	return {
		ChargesOwner: positive(plan.charges),
		NotaryFees: Math.round(1_500 + plan.price * 0.012),
		RegistrationRights: plan.features.includes('newBuild')
			? undefined
			: registrationDuty({
					price: plan.price,
					region: plan.region,
					webId: kinds[plan.kind].webId,
					// Every demo life annuity is occupied (`Occupied: true` below).
					occupied: plan.annuity !== undefined,
				}),
		VAT: plan.features.includes('newBuild') ? newBuildVat(plan.price, plan.region) : undefined,
		LifeAnnuity:
			plan.annuity === undefined
				? undefined
				: {
						Bouquet: plan.annuity.bouquet,
						MonthlyAnnuity: plan.annuity.monthly,
						Occupied: true,
						Ages: plan.annuity.ages,
					},
	};
}

/**
 * The demo's one listing without a description in any language, as exports have them: its page
 * then shows no empty description heading (`tests/e2e/detail.test.ts`).
 */
export const undescribedListingId = 1090;

/** Renders a planned listing as a CRM record in one language (German title and description empty). */
export function renderProperty(plan: ListingPlan, locale: Locale): Property {
	const entry = kinds[plan.kind];
	const type = getType(entry.webId);
	const photos = buildPhotos(plan.photos, plan.id, locale);
	const m = plan.municipality;
	return {
		ID: plan.id,
		Language: locale,
		WebID: entry.webId,
		WebIDs: [entry.webId, ...(plan.id % 4 === 0 ? entry.alsoWebIds : [])].join(','),
		Goal: plan.goal,
		Title: plan.text.title[locale],
		Description: plan.id === undescribedListingId ? '' : plan.text.description[locale],
		City: m.name[locale],
		Zip: String(m.zip).padStart(4, '0'),
		TypeDescription: entry.subtypes[plan.subtypeIndex]?.[locale] ?? type.name[locale],
		MainTypeName: type.name[locale],
		SmallPictureItem: photos[0],
		Photos: photos,
		RecordFile: `IDL-${plan.id}`,
		Marquee: plan.marquee ?? undefined,
		MarqueeName: plan.marquee === null ? undefined : marqueeNames[plan.marquee][locale],
		PublishPrice: plan.publishPrice,
		Price: plan.price,
		PriceUnit: plan.startingFrom ? 7 : undefined,
		PriceUnitText: plan.startingFrom ? startingFromText[locale] : undefined,
		PublishAddress: plan.publishAddress,
		Street: plan.street,
		HouseNumber: plan.houseNumber,
		BoxNr: plan.boxNr,
		CountryID: m.countryId,
		CountryName: countryNames[m.countryId][locale],
		...renderEnergy(plan),
		Latitude: plan.lat,
		Longitude: plan.lng,
		ProjectID: plan.project?.id,
		UniqueCode: plan.uniqueCode,
		Availability: {
			Status: plan.status,
			From: plan.availableFrom,
		},
		Details: renderDetails(plan, locale),
		FloodRisk:
			plan.flood === undefined
				? undefined
				: {
						FloodZone: plan.flood.zone,
						RiverbankZone: plan.flood.riverbank,
						GScore: plan.flood.g,
						PScore: plan.flood.p,
					},
		Asbestos:
			plan.asbestos === undefined
				? undefined
				: {
						Certificate: plan.asbestos.certificate,
						Type:
							plan.asbestos.type === undefined
								? undefined
								: asbestosTypes[plan.asbestos.type]?.[locale],
						Date: plan.asbestos.date,
					},
		Certificates: {
			Ground: plan.certificates.ground,
			Electricity: plan.certificates.electricity,
			Gas: plan.certificates.gas,
		},
		Planning: {
			Permit: plan.planning.permit,
			AllotmentPermit: plan.planning.allotment,
			PreemptiveRights: plan.planning.preemptive,
			Summons: plan.planning.summons,
			JudicialDecision: plan.planning.judicial,
			AreaApplication: areaApplications[plan.planning.area][locale],
		},
		Financial: renderFinancial(plan),
		Documents: buildDocuments(
			plan.documents,
			plan.id,
			locale,
			listingCertificateTerm({ CountryID: m.countryId, Zip: m.zip }),
			plan.region === 'flanders' && plan.asbestos?.certificate === 'yes',
		),
		Video: plan.video,
		VirtualTour: plan.tour,
		PointsOfInterest: plan.pois.map((p) => ({
			Type: p.type,
			Name: p.name[locale],
			Distance: p.distance,
		})),
		MobilityScore: plan.mobility,
		ContactPerson: agentContact(plan.agent, locale),
		UpdatedAt: plan.updatedAt,
	};
}
