/**
 * Property conditions (spec §3: field, logic, compareWithField, compareWithValue,
 * advancedCondition); a failed check counts as false (spec §5).
 *
 * The spec does not list the logic values. Supported, by name:
 * - `eq`, `neq`: equal / not equal. Numbers and numeric strings compare as numbers (`'3'` eq `3`),
 *   other strings and booleans compare exactly; values of different kinds are a failure (false,
 *   also for `neq`).
 * - `gt`, `gte`, `lt`, `lte`: numeric comparisons; non-numeric operands are a failure.
 * - `contains`: a string field contains the operand's text (case-insensitive), or an array field
 *   has an element that is `eq` to the operand.
 * - `empty`, `notEmpty`: the field is (not) null, undefined, blank text or an empty array. They take
 *   no operand.
 * The operand is the record's `compareWithField` value when that is set, else `compareWithValue`.
 * Failures, all false: record or field missing (also for `empty`), operand missing, unknown logic,
 * a set `advancedCondition` (its meaning is not shown, so it cannot be checked; null, false, blank,
 * `[]` and `{}` count as not set), any exception.
 * `checkConditions` with an empty list gives true for `all` and false for `any`.
 */

/** Supported comparison names. */
export const conditionLogics = [
	'eq',
	'neq',
	'gt',
	'gte',
	'lt',
	'lte',
	'contains',
	'empty',
	'notEmpty',
] as const;

/** A supported comparison name. */
export type ConditionLogic = (typeof conditionLogics)[number];

/** A condition as configured; `logic` stays a string because configuration is not trusted. */
export type PropertyCondition = {
	field: string;
	logic: string;
	compareWithField?: string | null;
	compareWithValue?: unknown;
	advancedCondition?: unknown;
};

/** A record the conditions are checked against (a property, a project, …). */
export type ConditionRecord = Readonly<Record<string, unknown>>;

type Scalar = { kind: 'number'; value: number } | { kind: 'string' | 'boolean'; value: unknown };

/** Reads a value as a number when numeric, else as a string or boolean; null for anything else. */
function toScalar(value: unknown): Scalar | null {
	if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : null;
	if (typeof value === 'boolean') return { kind: 'boolean', value };
	if (typeof value !== 'string') return null;
	const n = value.trim() === '' ? Number.NaN : Number(value);
	return Number.isFinite(n) ? { kind: 'number', value: n } : { kind: 'string', value };
}

/** Compares two values for equality; null when they cannot be compared. */
function isEqual(a: unknown, b: unknown): boolean | null {
	const x = toScalar(a);
	const y = toScalar(b);
	if (x === null || y === null || x.kind !== y.kind) return null;
	return x.value === y.value;
}

/** Orders two numeric values (negative, zero, positive); null when either is not numeric. */
function compareNumbers(a: unknown, b: unknown): number | null {
	const x = toScalar(a);
	const y = toScalar(b);
	return x?.kind === 'number' && y?.kind === 'number' ? x.value - y.value : null;
}

/** Tells whether a value counts as empty. */
function isEmptyValue(value: unknown): boolean {
	if (value === null || value === undefined) return true;
	if (typeof value === 'string') return value.trim() === '';
	return Array.isArray(value) && value.length === 0;
}

/** Tells whether an advancedCondition is set: not null, false, blank, `[]` or `{}`. */
function hasAdvancedCondition(value: unknown): boolean {
	if (value === false || isEmptyValue(value)) return false;
	return !(typeof value === 'object' && value !== null && Object.keys(value).length === 0);
}

/** Tells whether a field value contains the operand; null when it cannot. */
function contains(value: unknown, operand: unknown): boolean | null {
	if (Array.isArray(value)) return value.some((item) => isEqual(item, operand) === true);
	if (typeof value !== 'string') return null;
	const needle = toScalar(operand);
	if (needle === null || needle.kind === 'boolean') return null;
	return value.toLowerCase().includes(String(operand).toLowerCase());
}

/** Applies one logic to a field value and operand; null means failure. */
function apply(logic: ConditionLogic, value: unknown, operand: unknown): boolean | null {
	if (logic === 'empty') return isEmptyValue(value);
	if (logic === 'notEmpty') return !isEmptyValue(value);
	if (operand === undefined) return null;
	if (logic === 'contains') return contains(value, operand);
	if (logic === 'eq' || logic === 'neq') {
		const equal = isEqual(value, operand);
		return equal === null ? null : equal === (logic === 'eq');
	}
	const order = compareNumbers(value, operand);
	if (order === null) return null;
	return { gt: order > 0, gte: order >= 0, lt: order < 0, lte: order <= 0 }[logic];
}

/** Tells whether a string is a supported logic. */
export function isConditionLogic(logic: string): logic is ConditionLogic {
	return (conditionLogics as readonly string[]).includes(logic);
}

/** Checks one condition against a record; every failure counts as false. */
export function checkCondition(record: ConditionRecord, condition: PropertyCondition): boolean {
	try {
		const { field, logic, compareWithField, advancedCondition } = condition;
		if (hasAdvancedCondition(advancedCondition) || !isConditionLogic(logic)) return false;
		if (!Object.hasOwn(record, field)) return false;
		let operand = condition.compareWithValue;
		if (compareWithField !== null && compareWithField !== undefined && compareWithField !== '') {
			if (!Object.hasOwn(record, compareWithField)) return false;
			operand = record[compareWithField];
		}
		return apply(logic, record[field], operand) === true;
	} catch {
		return false;
	}
}

/** Checks a list of conditions, requiring all of them or any of them to hold. */
export function checkConditions(
	record: ConditionRecord,
	conditions: readonly PropertyCondition[],
	mode: 'all' | 'any',
): boolean {
	const check = (c: PropertyCondition): boolean => checkCondition(record, c);
	return mode === 'all' ? conditions.every(check) : conditions.some(check);
}
