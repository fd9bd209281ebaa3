/**
 * Message keys of the request forms (spec §5 validation messages, spec §8 answers). Schemas and
 * functions speak in these keys, never in text: the island and the function look them up in the
 * page language (`i18n/ui/*.json`), so a message reads the same in the browser and in an answer.
 */

/** Field-level validation messages (spec §5), shown under the field in red. */
export const fieldMessageKeys = [
	'form.error.required',
	'form.error.invalid',
	'form.error.unknownField',
	'form.error.tooLong',
	'form.error.tooShort',
	'form.error.invalidCharacters',
	'form.error.titleRequired',
	'form.error.firstNameRequired',
	'form.error.lastNameRequired',
	'form.error.emailRequired',
	'form.error.emailInvalid',
	'form.error.phoneRequired',
	'form.error.phoneInvalid',
	'form.error.addressRequired',
	'form.error.zipRequired',
	'form.error.zipInvalid',
	'form.error.cityRequired',
	'form.error.goalRequired',
	'form.error.purposeRequired',
	'form.error.typeRequired',
	'form.error.zoneRequired',
	'form.error.friendEmailRequired',
	'form.error.friendEmailInvalid',
	'form.error.valuationAddressRequired',
	'form.error.dateInvalid',
	'form.error.datePast',
	'form.error.periodInvalid',
	'form.error.captchaInvalid',
	'form.error.privacyRequired',
	'form.error.propertyRequired',
	'form.error.propertiesInvalid',
	'form.error.reasonRequired',
	'form.error.slotRequired',
	'form.error.contactSlotInvalid',
	'form.error.numberInvalid',
	'form.error.budgetRange',
	'form.error.amountRequired',
	'form.error.rentRequired',
	'form.error.incomeRequired',
	'form.error.incomeTooLow',
	'form.error.personsRequired',
	'form.error.personsTooMany',
	'form.error.testimonialRequired',
	'form.error.ratingInvalid',
	'form.error.fileTooLarge',
	'form.error.fileType',
	'form.error.idempotencyConflict',
	'form.error.propertyNotFound',
	'form.error.projectNotFound',
	'form.error.linksNotAllowed',
] as const;

/** Answer-level messages (spec §8): the form shows them above the submit button. */
export const requestMessageKeys = [
	'request.success',
	'request.error.checkFields',
	'request.error.mailNotSent',
	'request.error.methodNotAllowed',
	'request.error.forbidden',
	'request.error.unsupportedMediaType',
	'request.error.tooLarge',
	'request.error.malformed',
	'request.error.tooManyRequests',
	'request.error.tooManyRequests.minutes',
	'request.error.server',
	'request.error.notConfigured',
	'request.appointment.confirmed',
	'request.appointment.full',
	'request.appointment.alreadyBooked',
	'request.listing.sold',
	'request.listing.rented',
	'request.listing.notForSale',
	'request.listing.notForRent',
	'request.listing.rentNotPublished',
	'request.documents.willBeSent',
	'request.documents.alreadyRequested',
	'request.documents.error',
	'request.testimonial.success',
	'request.testimonial.failure',
] as const;

/** A validation message key of a form field. */
export type FieldMessageKey = (typeof fieldMessageKeys)[number];

/** A message key of a whole answer. */
export type RequestMessageKey = (typeof requestMessageKeys)[number];
