/**
 * Which attributes of a listing the detail page shows, grouped, with their values formatted in
 * the page language (spec §3 detail attributes). An attribute without a value is left out and a
 * group without rows is left out, so a page never shows empty rows.
 *
 * Choices where the spec is silent:
 * - Groups and their order: general, surfaces, energy, legal and planning, financial, comfort,
 *   location. Price, reference and title are in the page header, not in a group.
 * - Booleans read yes/no; enumerations (flood zone, availability, orientation, ...) read a UI
 *   string; texts of the export (heating, kitchen, ...) are shown as written in the record.
 * - Floor 0 reads "ground floor". Facades read the building type (`facadeTypeOf`).
 * - Location shows the street only when PublishAddress is true and the municipality unless the
 *   address is hidden and the site hides the city; coordinates only with a published address.
 * - A certificate reads "yes, compliant (date)", "yes, not compliant", or "no".
 * - Flood (`src/lib/domain/flood.ts`): a P- or G-score reads its class with its meaning ("D:
 *   middelgrote kans op overstromingen") and a class D carries the flood symbol beside it; a
 *   Flemish listing with a score shows no flood zone (the categories are abolished there since
 *   2023), any other listing shows the zone the export gives.
 * - Amounts worked out from the price (notary fees, registration rights, VAT, the deposit, the
 *   agency's fee) and a life annuity's bouquet and monthly annuity (the price terms of a viager)
 *   are left out when the price is not published (spec §5 "Price shown only if PublishPrice is
 *   true"): 12.5 % registration rights would give the hidden price away.
 * - The renter's charges are a monthly amount, as the rent is ("€ 245 per maand",
 *   `rent-charges.ts`); the owner's charges keep a plain amount, since neither the spec nor the
 *   export says over which period they run.
 * - What a buyer or tenant would pay on top (notary fees, registration rights, VAT, the deposit,
 *   the agency's fee, the inventory's cost) is left out on a sold, rented or sold-out listing
 *   (`isClosed`, as the renovation block decides): the page already sends a future buyer or
 *   tenant away. The inventory's cost is not named by the rule but is a tenant's cost like the
 *   deposit. The price itself and a viager's terms stay, as facts of the listing.
 * - An EPC whose end date has passed at the build (`epcExpired`, the information duty's rule: its
 *   last valid day before the build's day in Brussels) reads its date with "(vervallen)", so a
 *   visitor does not take it for a valid certificate; the rest of the certificate stays as exported.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { Property } from '../../schemas/property.ts';
import { formatAddress } from '../domain/address.ts';
import { certificateKey, epbKeys, listingCertificateTerm, type CertificateKey, type CertificateTerm } from '../domain/certificate-term.ts';
import { epcLetter } from '../domain/epc.ts';
import { facadeTypeOf } from '../domain/facades.ts';
import { needsFloodSymbol, showsFloodZone } from '../domain/flood.ts';
import { formatEuro } from '../domain/price.ts';
import { regionOfListing } from '../domain/region.ts';
import { formatArea, formatDate, formatLength, formatNumber, formatYear, type Translate } from './format.ts';
import { epcViewOf } from './epc-view.ts';
import { epcExpired } from './information-duty.ts';
import { keptIn } from '../kept.ts';
import { isClosed } from './status.ts';

/** The attribute groups, in page order. */
export const groupIds = ['general', 'surfaces', 'energy', 'legal', 'financial', 'comfort', 'location'] as const;

/** An attribute group. */
export type GroupId = (typeof groupIds)[number];

/** A symbol shown beside a value, with its accessible name in the page language. */
export type AttributeSymbol = { kind: 'flood'; name: string };

/** One shown attribute: its id, translated label and formatted value (and a symbol beside it). */
export type AttributeRow = { id: string; label: string; value: string; symbol?: AttributeSymbol };

/** A group with at least one row. */
export type AttributeGroup = { id: GroupId; rows: AttributeRow[] };

/** What the groups need besides the listing; `now` is the build's instant (`src/build-time.ts`), which an EPC's end date is checked against. */
export type AttributeContext = { locale: Locale; t: Translate; hideCity: boolean; now: Date };

type Value = string | null | undefined;
type Fmt = ReturnType<typeof formatters>;
type Def = readonly [GroupId, string, (p: Property, f: Fmt, context: AttributeContext) => Value];

/** Formatters bound to a page language and translator; each returns null for a missing value. */
function formatters(locale: Locale, t: Translate) {
	const has = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
	/** The texts of enumerated values by name and value (`detail.value.{name}.{value}`), looked up once. */
	const picked = new Map<string, Map<string, string>>();
	return {
		locale,
		t,
		count: (n: number | null | undefined) => (has(n) ? formatNumber(n, locale) : null),
		area: (n: number | null | undefined) => (has(n) && n > 0 ? formatArea(n, locale) : null),
		length: (n: number | null | undefined) => (has(n) && n > 0 ? formatLength(n, locale) : null),
		year: (n: number | null | undefined) => (has(n) ? formatYear(n) : null),
		euro: (n: number | null | undefined) => (has(n) ? formatEuro(n) : null),
		/** An amount worked out from the price (fees, taxes, deposit): shown only when the price is. */
		priceBound: (p: Pick<Property, 'PublishPrice'>, n: number | null | undefined) => (p.PublishPrice && has(n) ? formatEuro(n) : null),
		/** A monthly amount: "€ 245 per maand". */
		monthly: (n: number | null | undefined) => (has(n) ? t('detail.price.perMonth', { price: formatEuro(n) }) : null),
		/** A cost a future buyer or tenant pays, or when they can move in: none once the listing is sold, rented or sold out. */
		whileOpen: (p: Pick<Property, 'Availability'>, value: string | null) => (isClosed(p.Availability.Status) ? null : value),
		date: (s: string | null | undefined) => (has(s) ? formatDate(s, locale) : null),
		yesNo: (b: boolean | null | undefined) => (has(b) ? t(b ? 'detail.value.yes' : 'detail.value.no') : null),
		text: (s: string | null | undefined) => (has(s) && s.trim() !== '' ? s.trim() : null),
		list: (items: readonly string[] | null | undefined) => (has(items) && items.length > 0 ? items.join(', ') : null),
		pick: (name: string, v: string | null | undefined) => {
			if (!has(v)) return null;
			return keptIn(keptIn(picked, name, () => new Map<string, string>()), v, () => t(`detail.value.${name}.${v}`));
		},
		unit: (key: string, n: number | null | undefined) => (has(n) ? t(key, { value: formatNumber(n, locale) }) : null),
		certificate: (c: { Available: boolean; Compliant?: boolean | null; Date?: string | null } | null | undefined) => {
			if (!has(c)) return null;
			if (!c.Available) return t('detail.value.no');
			const state = has(c.Compliant) ? t(c.Compliant ? 'detail.value.compliant' : 'detail.value.notCompliant') : t('detail.value.yes');
			return has(c.Date) ? `${state} (${formatDate(c.Date, locale)})` : state;
		},
	};
}

/** Every attribute the page can show, in order within its group. */
const defs: readonly Def[] = [
	['general', 'type', (p, f) => f.text(p.TypeDescription) ?? f.text(p.MainTypeName)],
	// When a buyer or tenant could move in: no longer said once the listing is sold, rented or sold out.
	['general', 'availability', (p, f) => { const from = p.Availability.From; return f.whileOpen(p, from && /^\d/.test(from) ? f.date(from) : f.pick('from', from)); }],
	['general', 'bedrooms', (p, f) => f.count(p.Details.Bedrooms)],
	['general', 'bathrooms', (p, f) => f.count(p.Details.Bathrooms)],
	['general', 'showerRooms', (p, f) => f.count(p.Details.ShowerRooms)],
	['general', 'toilets', (p, f) => f.count(p.Details.Toilets)],
	['general', 'garages', (p, f) => f.count(p.Details.Garages)],
	['general', 'parkings', (p, f) => f.count(p.Details.Parkings)],
	['general', 'externalParkings', (p, f) => f.count(p.Details.ExternalParkings)],
	['general', 'floors', (p, f) => f.count(p.Details.Floors)],
	['general', 'floor', (p, f) => (p.Details.Floor === 0 ? f.pick('floor', 'ground') : f.count(p.Details.Floor))],
	['general', 'facades', (p, f) => f.pick('facades', facadeTypeOf(p.Details.Facades))],
	['general', 'constructionYear', (p, f) => f.year(p.Details.ConstructionYear)],
	['general', 'renovationYear', (p, f) => f.year(p.Details.RenovationYear)],
	['general', 'uniqueCode', (p, f) => f.text(p.UniqueCode)],
	['surfaces', 'surfaceTotal', (p, f) => f.area(p.Details.SurfaceTotal)],
	['surfaces', 'surfaceLiving', (p, f) => f.area(p.Details.SurfaceLiving)],
	['surfaces', 'surfaceGround', (p, f) => f.area(p.Details.SurfaceGround)],
	['surfaces', 'surfaceConstructed', (p, f) => f.area(p.Details.SurfaceConstructed)],
	['surfaces', 'surfaceTerrace', (p, f) => f.area(p.Details.SurfaceTerrace)],
	['surfaces', 'surfaceGarden', (p, f) => f.area(p.Details.SurfaceGarden)],
	['surfaces', 'surfaceOffice', (p, f) => f.area(p.Details.SurfaceOffice)],
	['surfaces', 'surfaceStore', (p, f) => f.area(p.Details.SurfaceStore)],
	['surfaces', 'plotWidth', (p, f) => f.length(p.Details.PlotWidth)],
	['surfaces', 'frontWidth', (p, f) => f.length(p.Details.FrontWidth)],
	['energy', 'epcLabel', (p) => { const epc = epcViewOf(p); return epc.label === null ? null : epcLetter(epc.label); }],
	['energy', 'epcSpecific', (p, f) => f.unit('detail.unit.kwhPerM2Year', p.Energy.Specific ?? p.EnergyPerformance)],
	['energy', 'epcTotal', (p, f) => f.unit('detail.unit.kwhPerYear', p.Energy.Total)],
	['energy', 'epcCo2', (p, f) => f.unit('detail.unit.co2PerM2Year', p.Energy.CO2)],
	['energy', 'epcELevel', (p, f) => (p.Energy.ELevel == null ? null : `E${formatNumber(p.Energy.ELevel, f.locale)}`)],
	['energy', 'epcEndDate', (p, f, c) => { const date = f.date(p.Energy.EndDate); return date !== null && epcExpired(p.Energy, c.now) ? f.t('detail.value.epcExpired', { date }) : date; }],
	['energy', 'epcCertificate', (p, f) => f.text(p.Energy.CertificateNumber)],
	['energy', 'epcStatus', (p, f) => (p.Energy.Status === 'available' ? null : f.pick('epcStatus', p.Energy.Status))],
	// The old zone categories are abolished in Flanders: a Flemish listing with a score shows its scores only.
	['legal', 'floodZone', (p, f) => (p.FloodRisk && showsFloodZone(regionOfListing(p), p.FloodRisk) ? f.pick('floodZone', p.FloodRisk.FloodZone) : null)],
	['legal', 'riverbankZone', (p, f) => (regionOfListing(p) === 'flanders' ? f.yesNo(p.FloodRisk?.RiverbankZone) : null)],
	['legal', 'gScore', (p, f) => f.pick('floodScore', p.FloodRisk?.GScore)],
	['legal', 'pScore', (p, f) => f.pick('floodScore', p.FloodRisk?.PScore)],
	['legal', 'asbestos', (p, f) => f.pick('asbestos', p.Asbestos?.Certificate)],
	['legal', 'asbestosType', (p, f) => f.text(p.Asbestos?.Type)],
	['legal', 'asbestosDate', (p, f) => f.date(p.Asbestos?.Date)],
	['legal', 'certificateGround', (p, f) => f.certificate(p.Certificates?.Ground)],
	['legal', 'certificateElectricity', (p, f) => f.certificate(p.Certificates?.Electricity)],
	['legal', 'certificateGas', (p, f) => f.certificate(p.Certificates?.Gas)],
	['legal', 'permit', (p, f) => f.yesNo(p.Planning?.Permit)],
	['legal', 'allotmentPermit', (p, f) => f.yesNo(p.Planning?.AllotmentPermit)],
	['legal', 'preemptiveRights', (p, f) => f.yesNo(p.Planning?.PreemptiveRights)],
	['legal', 'summons', (p, f) => f.yesNo(p.Planning?.Summons)],
	['legal', 'judicialDecision', (p, f) => f.yesNo(p.Planning?.JudicialDecision)],
	['legal', 'areaApplication', (p, f) => f.text(p.Planning?.AreaApplication)],
	['financial', 'cadastralIncome', (p, f) => f.euro(p.Details.CadastralIncome)],
	['financial', 'realEstateTax', (p, f) => f.euro(p.Details.RealEstateTax)],
	['financial', 'chargesOwner', (p, f) => f.euro(p.Financial?.ChargesOwner)],
	['financial', 'chargesRenter', (p, f) => f.monthly(p.Financial?.ChargesRenter)],
	['financial', 'notaryFees', (p, f) => f.whileOpen(p, f.priceBound(p, p.Financial?.NotaryFees))],
	['financial', 'registrationRights', (p, f) => f.whileOpen(p, f.priceBound(p, p.Financial?.RegistrationRights))],
	['financial', 'vat', (p, f) => f.whileOpen(p, f.priceBound(p, p.Financial?.VAT))],
	['financial', 'deposit', (p, f) => f.whileOpen(p, f.priceBound(p, p.Financial?.Deposit))],
	['financial', 'agencyCost', (p, f) => f.whileOpen(p, f.priceBound(p, p.Financial?.AgencyCost))],
	['financial', 'inventoryCost', (p, f) => f.whileOpen(p, f.euro(p.Financial?.InventoryCost))],
	['financial', 'lifeAnnuityBouquet', (p, f) => f.priceBound(p, p.Financial?.LifeAnnuity?.Bouquet)],
	['financial', 'lifeAnnuityMonthly', (p, f) => f.priceBound(p, p.Financial?.LifeAnnuity?.MonthlyAnnuity)],
	['financial', 'lifeAnnuityOccupied', (p, f) => f.yesNo(p.Financial?.LifeAnnuity?.Occupied)],
	['financial', 'lifeAnnuityAges', (p, f) => f.list(p.Financial?.LifeAnnuity?.Ages.map((age) => f.unit('detail.unit.years', age) ?? ''))],
	['comfort', 'kitchen', (p, f) => f.text(p.Details.Kitchen)],
	['comfort', 'heating', (p, f) => f.text(p.Details.Heating)],
	['comfort', 'glazing', (p, f) => f.text(p.Details.Glazing)],
	['comfort', 'windowFrame', (p, f) => f.text(p.Details.WindowFrame)],
	['comfort', 'roofType', (p, f) => f.text(p.Details.RoofType)],
	['comfort', 'roofMaterial', (p, f) => f.text(p.Details.RoofMaterial)],
	['comfort', 'roofCondition', (p, f) => f.text(p.Details.RoofCondition)],
	['comfort', 'interiorComfort', (p, f) => f.list(p.Details.InteriorComfort)],
	['comfort', 'exteriorComfort', (p, f) => f.list(p.Details.ExteriorComfort)],
	['location', 'address', (p, f) => (p.PublishAddress ? f.text(formatAddress(addressOf(p), { hideCity: true, boxLabel: f.t('detail.boxLabel') })) : null)],
	['location', 'municipality', (p, f, c) => (p.PublishAddress || !c.hideCity ? f.text(`${p.Zip} ${p.City}`) : null)],
	['location', 'region', (p, f) => f.pick('region', regionOfListing(p))],
	['location', 'country', (p, f) => f.text(p.CountryName)],
	['location', 'orientationTerrace', (p, f) => f.pick('orientation', p.Details.OrientationTerrace)],
	['location', 'orientationGarden', (p, f) => f.pick('orientation', p.Details.OrientationGarden)],
	['location', 'orientationRear', (p, f) => f.pick('orientation', p.Details.OrientationRear)],
];

/** Whether an attribute's value carries the flood symbol: a P- or G-score of class D. */
const floodSymbolOn: Readonly<Record<string, (p: Property) => boolean>> = {
	gScore: (p) => needsFloodSymbol(p.FloodRisk?.GScore),
	pScore: (p) => needsFloodSymbol(p.FloodRisk?.PScore),
};

/** The address fields of a listing for the address rule. */
const addressOf = (p: Property) => ({
	publishAddress: p.PublishAddress,
	street: p.Street,
	houseNumber: p.HouseNumber,
	boxNr: p.BoxNr,
	zip: p.Zip,
	city: p.City,
});

/** Every attribute id, for the UI-string invariant test. */
export const attributeIds: readonly string[] = defs.map(([, id]) => id);

/** What the groups need per translator and language: the formatters, and the labels in `defs` order (for an EPC and for an EPB listing). */
type Prepared = { f: Fmt; labels: Readonly<Record<CertificateTerm, readonly string[]>>; floodSymbol: AttributeSymbol };

/** The label key of an attribute; the certificate's rows name it as the listing's region does. */
function labelKeyOf(id: string, term: CertificateTerm): string {
	const key = `detail.attr.${id}`;
	return key in epbKeys ? certificateKey(key as CertificateKey, term) : key;
}

/**
 * Formatters and labels kept per translator and language: a build shows the same eighty labels on
 * tens of thousands of pages, so they are looked up once (a page passes its language's translator,
 * `useLooseTranslations`, which is the same function on every page).
 */
const preparedBy = new WeakMap<Translate, Map<Locale, Prepared>>();

/** The formatters and labels for a translator and language (made on first use). */
function preparedFor(t: Translate, locale: Locale): Prepared {
	return keptIn(keptIn(preparedBy, t, () => new Map<Locale, Prepared>()), locale, () => {
		const epc = defs.map(([, id]) => t(labelKeyOf(id, 'epc')));
		const epb = defs.map(([, id], i) => (labelKeyOf(id, 'epb') === labelKeyOf(id, 'epc') ? epc[i]! : t(labelKeyOf(id, 'epb'))));
		return { f: formatters(locale, t), labels: { epc, epb }, floodSymbol: { kind: 'flood', name: t('detail.flood.symbol') } };
	});
}

/**
 * The groups of attributes a listing has values for, each with its rows in order.
 * @example attributeGroups(listing, ctx)[0] // => { id: 'general', rows: [{ id: 'type', label: 'Type', value: 'Loft' }, …] }
 */
export function attributeGroups(property: Property, context: AttributeContext): AttributeGroup[] {
	const { f, labels: byTerm, floodSymbol } = preparedFor(context.t, context.locale);
	const labels = byTerm[listingCertificateTerm(property)];
	const rowsOf = new Map<GroupId, AttributeRow[]>();
	defs.forEach(([group, id, read], i) => {
		const value = read(property, f, context);
		if (value === null || value === undefined || value.trim() === '') return;
		const row: AttributeRow = { id, label: labels[i] ?? id, value };
		if (floodSymbolOn[id]?.(property)) row.symbol = floodSymbol;
		const rows = rowsOf.get(group);
		if (rows) rows.push(row);
		else rowsOf.set(group, [row]);
	});
	return groupIds.flatMap((id) => {
		const rows = rowsOf.get(id);
		return rows ? [{ id, rows }] : [];
	});
}
