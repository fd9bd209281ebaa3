import * as v from 'valibot';
import { maxFavourites } from '../../lib/favourites/favourites.ts';
import { webIds } from '../common.ts';
import {
	addressEntries,
	beluxZipField,
	contactReasons,
	contactSlotsField,
	comingDateField,
	dateField,
	emailField,
	formObject,
	goals,
	valuationPurposes,
	withoutLinks,
	idField,
	metaEntries,
	multiLine,
	newsletterField,
	optionalLine,
	optionalText,
	pagePathField,
	personEntries,
	requiredLine,
	typesField,
	wholeNumber,
	zipField,
} from './fields.ts';

/**
 * One schema per request form (issue 5). The island validates with it on blur and on submit; the
 * function validates the same payload again. Every schema is strict (unknown keys refused) and
 * carries the meta fields (locale, idempotency key, captcha, honeypot, privacy agreement).
 */

/**
 * The listings a contact request is about, when the visitor sends their favourites: each id once,
 * at most as many as the favourites keep.
 */
const propertyIdsField = v.optional(
	v.pipe(
		v.array(idField('form.error.propertiesInvalid'), 'form.error.propertiesInvalid'),
		v.minLength(1, 'form.error.propertiesInvalid'),
		v.maxLength(maxFavourites, 'form.error.propertiesInvalid'),
		v.check((ids) => new Set(ids).size === ids.length, 'form.error.propertiesInvalid'),
	),
);

/** Contact page form (spec §3 contact form), about the visitor's favourites when sent from them; thank-you page site-contact. */
export const ContactRequestSchema = formObject({
	propertyIds: propertyIdsField,
	...personEntries,
	...addressEntries,
	goal: v.picklist(goals, 'form.error.goalRequired'),
	remark: optionalText(),
	contactSlots: contactSlotsField,
	newsletter: newsletterField,
	...metaEntries,
});

/** "Contact me" about one property, to visit it or for information; thank-you page contact-me. */
export const PropertyContactRequestSchema = formObject({
	propertyId: idField('form.error.propertyRequired'),
	reason: v.picklist(contactReasons, 'form.error.reasonRequired'),
	...personEntries,
	remark: optionalText(),
	contactSlots: contactSlotsField,
	newsletter: newsletterField,
	...metaEntries,
});

/** Free valuation of the visitor's property (spec §5 valuation address); thank-you contact-demand. */
export const ValuationRequestSchema = formObject({
	...personEntries,
	propertyStreet: requiredLine('form.error.valuationAddressRequired', 150),
	/** The property to value lies in Belgium or Luxembourg, where the agency works. */
	propertyZip: beluxZipField('form.error.valuationAddressRequired'),
	propertyCity: requiredLine('form.error.valuationAddressRequired'),
	propertyType: v.optional(v.picklist(webIds, 'form.error.typeRequired')),
	purpose: v.picklist(valuationPurposes, 'form.error.purposeRequired'),
	remark: optionalText(),
	contactSlots: contactSlotsField,
	newsletter: newsletterField,
	...metaEntries,
});

/** Largest budget or amount accepted, in euros. */
export const maxAmount = 100_000_000;

/** Demand register / search alert: goal, at least one type and zone, budget; thank-you demand-register. */
export const DemandRegisterRequestSchema = v.pipe(
	formObject({
		...personEntries,
		goal: v.picklist(goals, 'form.error.goalRequired'),
		types: typesField,
		zones: v.pipe(
			v.array(requiredLine('form.error.zoneRequired', 80), 'form.error.zoneRequired'),
			v.minLength(1, 'form.error.zoneRequired'),
			v.maxLength(30, 'form.error.tooLong'),
		),
		budgetMin: v.optional(wholeNumber(0, maxAmount, 'form.error.numberInvalid')),
		budgetMax: v.optional(wholeNumber(0, maxAmount, 'form.error.numberInvalid')),
		bedrooms: v.optional(wholeNumber(0, 20, 'form.error.numberInvalid')),
		remark: optionalText(),
		newsletter: newsletterField,
		...metaEntries,
	}),
	v.forward(
		v.partialCheck(
			[['budgetMin'], ['budgetMax']],
			(input) => input.budgetMin === undefined || input.budgetMax === undefined || input.budgetMax >= input.budgetMin,
			'form.error.budgetRange',
		),
		['budgetMax'],
	),
);

/**
 * The longest remark the friend mail carries. The friend mail goes from the agency's domain to an
 * address anyone can type, so what the sender adds is a short note without links
 * ('form.error.linksNotAllowed'), and the names it shows carry no link either.
 */
export const friendRemarkMax = 300;

/** Send a property to a friend (spec §5 friend's email required and valid); thank-you send-to-friend. */
export const SendToFriendRequestSchema = formObject({
	propertyId: idField('form.error.propertyRequired'),
	firstName: v.pipe(requiredLine('form.error.firstNameRequired'), withoutLinks),
	lastName: v.pipe(requiredLine('form.error.lastNameRequired'), withoutLinks),
	email: emailField(),
	friendName: v.optional(v.pipe(optionalLine().wrapped, withoutLinks), ''),
	friendEmail: emailField('form.error.friendEmailRequired', 'form.error.friendEmailInvalid'),
	remark: v.optional(v.pipe(optionalText(friendRemarkMax).wrapped, withoutLinks), ''),
	/** The page the visitor sent, so the friend's link opens it in the language of the mail. */
	pagePath: pagePathField,
	...metaEntries,
});

/** The fewest characters a testimonial's text takes (the form's hint names it). */
export const testimonialMinLength = 20;

/** A testimonial for the agency, published after moderation; answered inline (spec §8). */
export const TestimonialRequestSchema = formObject({
	firstName: requiredLine('form.error.firstNameRequired'),
	lastName: requiredLine('form.error.lastNameRequired'),
	email: emailField(),
	city: optionalLine(),
	rating: v.optional(wholeNumber(1, 5, 'form.error.ratingInvalid')),
	text: v.pipe(
		v.string('form.error.testimonialRequired'),
		v.trim(),
		v.nonEmpty('form.error.testimonialRequired'),
		v.minLength(testimonialMinLength, 'form.error.tooShort'),
		v.maxLength(2000, 'form.error.tooLong'),
		v.regex(multiLine, 'form.error.invalidCharacters'),
	),
	/**
	 * The visitor's consent to have the testimonial and rating published on the site with their first
	 * name, the initial of their last name and their city, as the testimonial pages show it (GDPR
	 * art. 6(1)(a), 7): given apart from the privacy agreement, and kept in the stored payload.
	 */
	publication: v.literal(true, 'form.error.publicationRequired'),
	...metaEntries,
});

/** Booking of one appointment slot (spec §4 appointment confirmed or full); thank-you contact-appointment. */
export const AppointmentRequestSchema = formObject({
	slotId: idField('form.error.slotRequired'),
	propertyId: v.optional(idField('form.error.propertyRequired')),
	...personEntries,
	remark: optionalText(),
	...metaEntries,
});

/** Request for a property's documents (spec §8 already requested / will be sent); answered inline. */
export const DocumentRequestSchema = formObject({
	propertyId: idField('form.error.propertyRequired'),
	...personEntries,
	newsletter: newsletterField,
	...metaEntries,
});

/** How many years ahead an offer may stay valid ('form.error.validUntilTooFar' says one year). */
export const offerValidityYears = 1;

/** How many years ahead a move-in date may lie ('form.error.moveInTooFar' says two years). */
export const moveInYears = 2;

/** Purchase offer on a property (spec §9: the buyer pays a 10 % advance); thank-you contact-me. */
export const OfferRequestSchema = formObject({
	propertyId: idField('form.error.propertyRequired'),
	...personEntries,
	...addressEntries,
	amount: wholeNumber(1, maxAmount, 'form.error.amountTooLow', 'form.error.amountTooHigh'),
	financingCondition: v.optional(v.boolean('form.error.invalid'), false),
	validUntil: v.optional(comingDateField(offerValidityYears, 'form.error.validUntilTooFar')),
	remark: optionalText(),
	...metaEntries,
});

/** Largest monthly net income a rental application takes, in euros. */
export const maxMonthlyIncome = 10_000_000;

/** Most occupants a rental application takes, whatever the site's `maximumPersons`. */
export const maxPersons = 99;

/** The rental parameters of `data/site.json` (spec §9: minimum income and maximum persons). */
export type RentalParameters = { minimumIncomeFactor: number; maximumPersons: number };

/**
 * Whether an optional end date closes a period: none, or one after a start date that is given
 * (spec §5: "start and end dates complete and valid"; each date is checked as a date on its own).
 * @example isPeriod('2027-03-01', '2028-02-29') // => true
 * @example isPeriod(undefined, '2028-02-29') // => false
 */
export function isPeriod(start: string | undefined, end: string | undefined): boolean {
	return end === undefined || (start !== undefined && end > start);
}

/**
 * Whether a monthly income meets the minimum of a rent (spec §9: rent × `minimumIncomeFactor`).
 * @example meetsMinimumIncome(2850, 950, { minimumIncomeFactor: 3, maximumPersons: 4 }) // => true
 */
export function meetsMinimumIncome(income: number, rent: number, params: RentalParameters): boolean {
	return income >= rent * params.minimumIncomeFactor;
}

/**
 * Rental application (spec §9: 3 months deposit; minimum income = rent × factor; at most
 * `maximumPersons` occupants). The CV travels as a separate multipart part, not in this payload.
 * `monthlyRent` is the rent shown on the listing the visitor applies for. The wished rental period
 * is a move-in date (required, spec §5 "start and end dates complete and valid") and, for a lease
 * of short duration, an optional end date after it.
 */
export function createRentalApplicationSchema(params: RentalParameters) {
	return v.pipe(
		formObject({
			propertyId: idField('form.error.propertyRequired'),
			...personEntries,
			...addressEntries,
			monthlyRent: wholeNumber(1, 1_000_000, 'form.error.rentRequired'),
			// Below 0 is below any minimum income; above the cap is a typing slip, not a missing income.
			monthlyIncome: wholeNumber(0, maxMonthlyIncome, 'form.error.incomeTooLow', 'form.error.incomeTooHigh'),
			// The site's maximum comes before the generic cap: above it the visitor reads "too many".
			persons: v.pipe(
				v.number('form.error.numberInvalid'),
				v.integer('form.error.numberInvalid'),
				v.minValue(1, 'form.error.personsTooFew'),
				v.maxValue(params.maximumPersons, 'form.error.personsTooMany'),
				v.maxValue(maxPersons, 'form.error.personsTooMany'),
			),
			moveInDate: comingDateField(moveInYears, 'form.error.moveInTooFar'),
			moveOutDate: v.optional(dateField),
			remark: optionalText(),
			...metaEntries,
		}),
		v.forward(
			v.partialCheck([['moveInDate'], ['moveOutDate']], (input) => isPeriod(input.moveInDate, input.moveOutDate), 'form.error.periodInvalid'),
			['moveOutDate'],
		),
		v.forward(
			v.partialCheck(
				[['monthlyRent'], ['monthlyIncome']],
				(input) => meetsMinimumIncome(input.monthlyIncome, input.monthlyRent, params),
				'form.error.incomeTooLow',
			),
			['monthlyIncome'],
		),
	);
}

/** Newsletter sign-up; thank-you sign-newsletter. */
export const NewsletterRequestSchema = formObject({
	email: emailField(),
	firstName: optionalLine(),
	...metaEntries,
});

/** Contact about a new-build (construction) project; thank-you contact-construction. */
export const ConstructionRequestSchema = formObject({
	projectId: v.optional(idField('form.error.propertyRequired')),
	...personEntries,
	street: optionalLine(150),
	zip: v.optional(v.union([v.literal(''), zipField()], 'form.error.zipInvalid'), ''),
	city: optionalLine(),
	remark: optionalText(),
	contactSlots: contactSlotsField,
	newsletter: newsletterField,
	...metaEntries,
});

export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;
export type PropertyContactRequest = v.InferOutput<typeof PropertyContactRequestSchema>;
export type ValuationRequest = v.InferOutput<typeof ValuationRequestSchema>;
export type DemandRegisterRequest = v.InferOutput<typeof DemandRegisterRequestSchema>;
export type SendToFriendRequest = v.InferOutput<typeof SendToFriendRequestSchema>;
export type TestimonialRequest = v.InferOutput<typeof TestimonialRequestSchema>;
export type AppointmentRequest = v.InferOutput<typeof AppointmentRequestSchema>;
export type DocumentRequest = v.InferOutput<typeof DocumentRequestSchema>;
export type OfferRequest = v.InferOutput<typeof OfferRequestSchema>;
export type RentalApplicationRequest = v.InferOutput<ReturnType<typeof createRentalApplicationSchema>>;
export type NewsletterRequest = v.InferOutput<typeof NewsletterRequestSchema>;
export type ConstructionRequest = v.InferOutput<typeof ConstructionRequestSchema>;
