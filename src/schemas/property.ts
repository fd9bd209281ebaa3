import * as v from 'valibot';
import {
	AmountSchema,
	CountSchema,
	CountryIdSchema,
	DateSchema,
	GoalSchema,
	FiniteSchema,
	IdSchema,
	LatitudeSchema,
	LocaleSchema,
	LongitudeSchema,
	NonBlankSchema,
	PhotoSchema,
	UrlSchema,
	WebIdSchema,
	YearSchema,
	ZipSchema,
	opt,
	webIds,
} from './common.ts';
import { availabilityProblem, belgianZipProblem, coordinateProblem, energyLabelProblem, luxembourgLabelProblem, originalTitleProblem, webIdsProblem } from '../lib/data/listing-values.ts';

/** Availability states of spec §4. */
export const availabilities = ['for_sale', 'for_rent', 'sold', 'rented', 'under_offer', 'sold_out'] as const;

/** Comma-separated numeric type ids, each a known WebID (spec §3 WebIDs). */
export const WebIdListSchema = v.pipe(
	v.string(),
	v.regex(/^\d+(,\d+)*$/, 'WebIDs must be comma-separated numbers'),
	v.check(
		(list) => list.split(',').every((id) => (webIds as readonly number[]).includes(Number(id))),
		'WebIDs holds an unknown WebID: expected ids 1 to 8',
	),
);

const Orientation = v.picklist(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
const Score = v.picklist(['A', 'B', 'C', 'D']);

/** Rooms, surfaces (m²), dimensions (m), years and comfort of a listing. */
export const PropertyDetailsSchema = v.object({
	Bedrooms: opt(CountSchema),
	Bathrooms: opt(CountSchema),
	ShowerRooms: opt(CountSchema),
	Toilets: opt(CountSchema),
	Garages: opt(CountSchema),
	Parkings: opt(CountSchema),
	ExternalParkings: opt(CountSchema),
	Floors: opt(CountSchema),
	Floor: opt(v.pipe(v.number(), v.integer())),
	SurfaceTotal: opt(AmountSchema),
	SurfaceLiving: opt(AmountSchema),
	SurfaceGround: opt(AmountSchema),
	SurfaceTerrace: opt(AmountSchema),
	SurfaceGarden: opt(AmountSchema),
	SurfaceOffice: opt(AmountSchema),
	SurfaceStore: opt(AmountSchema),
	SurfaceConstructed: opt(AmountSchema),
	PlotWidth: opt(AmountSchema),
	FrontWidth: opt(AmountSchema),
	Facades: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4))),
	ConstructionYear: opt(YearSchema),
	RenovationYear: opt(YearSchema),
	CadastralIncome: opt(AmountSchema),
	RealEstateTax: opt(AmountSchema),
	Heating: opt(v.string()),
	Glazing: opt(v.string()),
	WindowFrame: opt(v.string()),
	Kitchen: opt(v.string()),
	InteriorComfort: opt(v.array(v.string())),
	ExteriorComfort: opt(v.array(v.string())),
	RoofType: opt(v.string()),
	RoofMaterial: opt(v.string()),
	RoofCondition: opt(v.string()),
	OrientationTerrace: opt(Orientation),
	OrientationGarden: opt(Orientation),
	OrientationRear: opt(Orientation),
});

/** Energy performance certificate (EPC): label, consumption, emissions and validity. */
export const EnergySchema = v.object({
	Status: v.picklist(['available', 'requested', 'not_applicable']),
	Label: opt(v.string()),
	Total: opt(FiniteSchema),
	Specific: opt(FiniteSchema),
	CO2: opt(FiniteSchema),
	EndDate: opt(DateSchema),
	ELevel: opt(FiniteSchema),
	CertificateNumber: opt(v.string()),
});

/** Flood risk: the export's flood zone (the old Flemish categories, still given for Brussels and Wallonia) and the Flemish G- and P-scores. */
export const FloodRiskSchema = v.object({
	FloodZone: v.picklist(['none', 'possible', 'effective']),
	RiverbankZone: v.boolean(),
	GScore: opt(Score),
	PScore: opt(Score),
});

/** Asbestos inventory certificate. */
export const AsbestosSchema = v.object({
	Certificate: v.picklist(['yes', 'no', 'not_applicable']),
	Type: opt(v.string()),
	Date: opt(DateSchema),
});

/** A compliance certificate: present or not, its date and result. */
const CertificateSchema = v.object({ Available: v.boolean(), Compliant: opt(v.boolean()), Date: opt(DateSchema) });

/** Soil, electricity and gas certificates. */
export const CertificatesSchema = v.object({
	Ground: opt(CertificateSchema),
	Electricity: opt(CertificateSchema),
	Gas: opt(CertificateSchema),
});

/** Urban-planning information that Belgian law requires in every listing. */
export const PlanningSchema = v.object({
	Permit: opt(v.boolean()),
	AllotmentPermit: opt(v.boolean()),
	PreemptiveRights: opt(v.boolean()),
	Summons: opt(v.boolean()),
	JudicialDecision: opt(v.boolean()),
	AreaApplication: opt(v.string()),
});

/** Life annuity (viager / lijfrente) terms. */
export const LifeAnnuitySchema = v.object({
	Bouquet: AmountSchema,
	MonthlyAnnuity: AmountSchema,
	Occupied: v.boolean(),
	Ages: v.array(v.pipe(v.number(), v.integer(), v.minValue(18), v.maxValue(120))),
});

/** Costs around the price or rent, in euro. */
export const FinancialSchema = v.object({
	ChargesOwner: opt(AmountSchema),
	ChargesRenter: opt(AmountSchema),
	NotaryFees: opt(AmountSchema),
	RegistrationRights: opt(AmountSchema),
	VAT: opt(AmountSchema),
	Deposit: opt(AmountSchema),
	AgencyCost: opt(AmountSchema),
	InventoryCost: opt(AmountSchema),
	LifeAnnuity: opt(LifeAnnuitySchema),
});

/** When the buyer or tenant can move in. */
export const AvailabilitySchema = v.object({
	Status: v.picklist(availabilities),
	From: opt(v.union([DateSchema, v.picklist(['immediately', 'on_deed', 'to_agree'])])),
});

/** A downloadable document of a listing. */
export const DocumentSchema = v.object({
	ID: IdSchema,
	Name: v.string(),
	Url: UrlSchema,
	Type: v.picklist(['pdf', 'image', 'other']),
});

/** A place near the listing and its distance in metres. */
export const PointOfInterestSchema = v.object({
	Type: v.picklist(['school', 'shop', 'public_transport', 'station', 'health', 'leisure', 'park', 'highway']),
	Name: v.string(),
	Distance: AmountSchema,
});

/** Mobility score (0 to 10) and its parts. */
export const MobilityScoreSchema = v.object({
	Total: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
	Shops: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
	Education: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
	PublicTransport: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
	Health: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
	Leisure: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
});

/** The agent who answers for a listing (spec §6 manager/agent). */
export const ContactPersonSchema = v.object({
	ID: IdSchema,
	Name: v.string(),
	Function: opt(v.string()),
	Phone: v.string(),
	Email: v.pipe(v.string(), v.email()),
	Photo: opt(PhotoSchema),
});

/** A listing in one language, as exported by the CRM (spec §3), and the rules of `listing-values.ts`. */
export const PropertySchema = v.pipe(v.object({
	ID: IdSchema,
	Language: LocaleSchema,
	WebID: WebIdSchema,
	WebIDs: WebIdListSchema,
	Goal: GoalSchema,
	Title: v.string(),
	Description: v.string(),
	City: NonBlankSchema,
	Zip: ZipSchema,
	TypeDescription: v.string(),
	MainTypeName: v.string(),
	SmallPictureItem: opt(PhotoSchema),
	Photos: v.array(PhotoSchema),
	RecordFile: NonBlankSchema,
	Marquee: opt(v.picklist([1, 2, 3, 4], 'Marquee must be 1, 2, 3 or 4')),
	MarqueeName: opt(v.string()),
	PublishPrice: v.boolean(),
	Price: opt(AmountSchema),
	PriceUnit: opt(v.pipe(v.number(), v.integer())),
	PriceUnitText: opt(v.string()),
	PublishAddress: v.boolean(),
	Street: v.string(),
	HouseNumber: v.string(),
	BoxNr: opt(v.string()),
	CountryID: CountryIdSchema,
	CountryName: v.string(),
	EnergyPerformance: opt(FiniteSchema),
	EPCLabelText: opt(v.string()),
	Latitude: opt(LatitudeSchema),
	Longitude: opt(LongitudeSchema),
	ProjectID: opt(IdSchema),
	UniqueCode: opt(v.string()),
	Availability: AvailabilitySchema,
	Details: PropertyDetailsSchema,
	Energy: EnergySchema,
	FloodRisk: opt(FloodRiskSchema),
	Asbestos: opt(AsbestosSchema),
	Certificates: opt(CertificatesSchema),
	Planning: opt(PlanningSchema),
	Financial: opt(FinancialSchema),
	Documents: v.array(DocumentSchema),
	Video: opt(UrlSchema),
	VirtualTour: opt(UrlSchema),
	PointsOfInterest: v.array(PointOfInterestSchema),
	MobilityScore: opt(MobilityScoreSchema),
	ContactPerson: opt(ContactPersonSchema),
	UpdatedAt: DateSchema,
}),
	v.rawCheck(({ dataset, addIssue }) => {
		if (!dataset.typed) return;
		const p = dataset.value;
		const title = originalTitleProblem(p);
		if (title !== null) addIssue({ message: title, path: [pathItem(p, 'Title')] });
		const zip = belgianZipProblem(p.CountryID, p.Zip);
		if (zip !== null) addIssue({ message: zip, path: [pathItem(p, 'Zip')] });
		const label = zip === null ? energyLabelProblem(p.CountryID, p.Zip, p.Energy.Label) : null;
		if (label !== null) addIssue({ message: label, path: [pathItem(p, 'Energy'), pathItem(p.Energy, 'Label')] });
		const text = p.CountryID === 50 ? luxembourgLabelProblem(p.EPCLabelText) : null;
		if (text !== null) addIssue({ message: text, path: [pathItem(p, 'EPCLabelText')] });
		const types = webIdsProblem(p.WebID, p.WebIDs);
		if (types !== null) addIssue({ message: types, path: [pathItem(p, 'WebIDs')] });
		const status = availabilityProblem(p.Goal, p.Availability.Status);
		if (status !== null) addIssue({ message: status, path: [pathItem(p, 'Availability'), pathItem(p.Availability, 'Status')] });
		const place = coordinateProblem(p.Latitude, p.Longitude);
		if (place !== null) addIssue({ message: place.message, path: [pathItem(p, place.field)] });
	}),
);

/** One step of an issue's path: the key of a field in a record. */
export function pathItem<T extends object>(input: T, key: keyof T & string): v.ObjectPathItem {
	return { type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value: (input as Record<string, unknown>)[key] };
}

export type Availability = (typeof availabilities)[number];
export type PropertyDetails = v.InferOutput<typeof PropertyDetailsSchema>;
export type Energy = v.InferOutput<typeof EnergySchema>;
export type Property = v.InferOutput<typeof PropertySchema>;
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;
export type PropertyDocument = v.InferOutput<typeof DocumentSchema>;
export type PointOfInterest = v.InferOutput<typeof PointOfInterestSchema>;
