/**
 * The instant the build runs, taken once: every page and build file that judges a date against
 * today reads it here (an EPC's end date on the property page, the information duty's `epcExpired`
 * in the build's log, the year of purchase the renovation obligation is told for, the footer's
 * copyright year), so a build that runs across midnight in Brussels never tells them apart.
 */
export const buildNow: Date = new Date();
