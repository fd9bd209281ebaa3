import type { Availability } from '../../schemas/property.ts';
import type { ListingText } from './listing-text.ts';
import type { VideoKindName } from './media.ts';
import type { Municipality, Region } from './municipalities.ts';
import type { Feature, Localized, PropertyKind } from './text-types.ts';

/** What the set-level plan decides for one listing before its details are drawn. */
export type Slot = {
	id: number;
	kind: PropertyKind;
	municipality: Municipality;
	goal: 0 | 1;
	status: Availability;
	marquee: 1 | 2 | 3 | 4 | null;
	publishPrice: boolean;
	publishAddress: boolean;
	startingFrom: boolean;
	videoKind: VideoKindName | null;
	agent: number;
	lifeAnnuity: boolean;
	project: { id: number; floor: number; street: string; houseNumber: string } | null;
};

/** A point of interest in every language. */
export type PoiPlan = { type: PoiType; name: Localized; distance: number };

/** Kinds of point of interest (as in the schema). */
export type PoiType =
	'school' | 'shop' | 'public_transport' | 'station' | 'health' | 'leisure' | 'park' | 'highway';

/** The EPC of a listing, decided once the whole set is known (boundary values per region). */
export type EnergyPlan =
	| { status: 'not_applicable' }
	| { status: 'requested' }
	| { status: 'available'; specific: number; certificateNumber: string; endDate: string };

/** A compliance certificate as planned. */
export type CertificatePlan = { Available: boolean; Compliant?: boolean; Date?: string };

/** Every language-independent fact of one listing; records per language are rendered from it. */
export type ListingPlan = Slot & {
	region: Region;
	street: string;
	houseNumber: string;
	boxNr: string | undefined;
	lat: number;
	lng: number;
	subtypeIndex: number;
	features: Feature[];
	text: ListingText;
	price: number;
	bedrooms: number;
	bathrooms: number;
	showerRooms: number;
	toilets: number;
	garages: number;
	parkings: number;
	externalParkings: number;
	floors: number;
	floor: number | undefined;
	surfaceLiving: number;
	plot: number;
	garden: number;
	terrace: number;
	frontWidth: number;
	facades: number | undefined;
	year: number | undefined;
	renovationYear: number | undefined;
	cadastralIncome: number | undefined;
	options: {
		heating: number;
		glazing: number;
		frame: number;
		kitchen: number;
		roofType: number;
		roofMaterial: number;
		roofCondition: number;
	};
	interior: number[];
	exterior: number[];
	orientation: { terrace?: Orientation; garden?: Orientation; rear: Orientation };
	energy: EnergyPlan;
	flood:
		| { zone: 'none' | 'possible' | 'effective'; riverbank: boolean; g?: Score; p?: Score }
		| undefined;
	asbestos:
		{ certificate: 'yes' | 'no' | 'not_applicable'; type?: number; date?: string } | undefined;
	certificates: { ground?: CertificatePlan; electricity?: CertificatePlan; gas?: CertificatePlan };
	planning: {
		permit: boolean;
		allotment: boolean;
		preemptive: boolean;
		summons: boolean;
		judicial: boolean;
		area: 'residential' | 'rural' | 'industrial' | 'agricultural' | 'park';
	};
	photos: number[];
	documents: number[];
	video: string | undefined;
	tour: string | undefined;
	pois: PoiPlan[];
	mobility:
		| {
				Total: number;
				Shops: number;
				Education: number;
				PublicTransport: number;
				Health: number;
				Leisure: number;
		  }
		| undefined;
	uniqueCode: string;
	availableFrom: string;
	updatedAt: string;
	charges: number;
	annuity: { bouquet: number; monthly: number; ages: number[] } | undefined;
};

/** A compass direction (as in the schema). */
export type Orientation = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** A flood score (as in the schema). */
export type Score = 'A' | 'B' | 'C' | 'D';
