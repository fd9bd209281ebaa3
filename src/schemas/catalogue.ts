import * as v from 'valibot';
import {
	AmountSchema,
	CountSchema,
	CountryIdSchema,
	GoalSchema,
	IdSchema,
	LatitudeSchema,
	LocaleSchema,
	LongitudeSchema,
	NonBlankSchema,
	PhotoSchema,
	UrlSchema,
	WebIdSchema,
	ZipSchema,
	opt,
} from './common.ts';
import { pathItem } from './property.ts';
import { coordinateProblem, originalTitleProblem } from '../lib/data/listing-values.ts';

/** A unit of a project: also a listing in properties.json (spec §3 project units). */
export const ProjectUnitSchema = v.object({
	PropertyID: IdSchema,
	Floor: v.pipe(v.number(), v.integer()),
	Price: AmountSchema,
	Sold: v.boolean(),
});

/** A new-build project in one language (spec §3); its Dutch title is required, and its coordinates lie in Belgium or Luxembourg, as a listing's. */
export const ProjectSchema = v.pipe(v.object({
	ID: IdSchema,
	Language: LocaleSchema,
	Goal: GoalSchema,
	Title: v.string(),
	Description: v.string(),
	City: NonBlankSchema,
	Zip: ZipSchema,
	WebID: WebIdSchema,
	WebIDName: v.string(),
	SmallPicture: opt(PhotoSchema),
	Photos: v.array(PhotoSchema),
	PriceMin: AmountSchema,
	PriceMax: AmountSchema,
	PublicAddress: v.boolean(),
	Street: v.string(),
	HouseNumber: v.string(),
	BoxNr: opt(v.string()),
	CountryID: CountryIdSchema,
	CountryName: v.string(),
	Latitude: opt(LatitudeSchema),
	Longitude: opt(LongitudeSchema),
	ExternalLink: opt(UrlSchema),
	Units: v.array(ProjectUnitSchema),
}),
	v.rawCheck(({ dataset, addIssue }) => {
		if (!dataset.typed) return;
		const title = originalTitleProblem(dataset.value);
		if (title !== null) addIssue({ message: title, path: [pathItem(dataset.value, 'Title')] });
		const place = coordinateProblem(dataset.value.Latitude, dataset.value.Longitude);
		if (place !== null) addIssue({ message: place.message, path: [pathItem(dataset.value, place.field)] });
	}),
);

/** A property type in one language with its order and the goals it is offered for (spec §3 webIDs). */
export const PropertyTypeSchema = v.object({
	ID: IdSchema,
	Language: LocaleSchema,
	WebID: WebIdSchema,
	Name: v.pipe(v.string(), v.minLength(1)),
	ShowOrder: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
	Sale: v.boolean(),
	Rent: v.boolean(),
});

/** A municipality in one language (spec §3 city list); counts are computed at build. */
export const CitySchema = v.object({
	Name: v.pipe(v.string(), v.minLength(1)),
	Zip: ZipSchema,
	CountryID: CountryIdSchema,
	CountryName: v.string(),
	Language: LocaleSchema,
	PropertyCount: opt(CountSchema),
});

/** A node of the CRM's type tree (spec §3). */
export const TreeNodeSchema = v.object({
	ID: IdSchema,
	ParentID: opt(IdSchema),
	Name: v.string(),
	WebID: opt(WebIdSchema),
});

export type Project = v.InferOutput<typeof ProjectSchema>;
export type ProjectUnit = v.InferOutput<typeof ProjectUnitSchema>;
export type PropertyType = v.InferOutput<typeof PropertyTypeSchema>;
export type City = v.InferOutput<typeof CitySchema>;
export type TreeNode = v.InferOutput<typeof TreeNodeSchema>;
