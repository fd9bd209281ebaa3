import * as v from 'valibot';
import { LocaleSchema, opt } from './common.ts';
import { mediaTypes } from './site.ts';

/** A rule that shows or hides something depending on a listing's fields (spec §3 property conditions). */
export const PropertyConditionSchema = v.object({
	field: v.pipe(v.string(), v.minLength(1)),
	logic: v.picklist(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'empty', 'notEmpty']),
	compareWithField: opt(v.string()),
	compareWithValue: opt(v.union([v.string(), v.number(), v.boolean()])),
	advancedCondition: opt(v.string()),
});

/** The device and settings slice the islands share (spec §3). */
export const DeviceSettingsSchema = v.object({
	isMobile: v.boolean(),
	isTablet: v.boolean(),
	isDesktop: v.boolean(),
	topBarShow: v.boolean(),
	language: LocaleSchema,
	mediaType: v.picklist(mediaTypes),
});

/** An item of an owner's history (spec §3 owner portal item). */
export const OwnerItemSchema = v.object({
	date: v.pipe(v.string(), v.isoTimestamp()),
	type: v.picklist(['visit_request', 'information_request', 'document_request', 'offer', 'rental_application', 'appointment', 'send_to_friend', 'communication']),
	contact: v.string(),
	subject: v.string(),
	comment: v.string(),
	status: v.picklist(['new', 'in_progress', 'done', 'cancelled']),
	source: v.string(),
});

export type PropertyCondition = v.InferOutput<typeof PropertyConditionSchema>;
export type DeviceSettings = v.InferOutput<typeof DeviceSettingsSchema>;
export type OwnerItem = v.InferOutput<typeof OwnerItemSchema>;
