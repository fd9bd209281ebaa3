/**
 * Field values of a request form as the browser holds them (strings, lists of strings, flags) and
 * their conversion to the request body the function validates. The form island keeps what the
 * visitor typed; only the body is converted, so a refused request never loses a character.
 *
 * Choices where the issue is silent:
 * - Amounts, budgets and counts are typed in plain text fields (`inputmode="numeric"`), so the
 *   Belgian way of writing `350.000`, `€ 350 000` or `€ 350.000,-` reads as 350000, and so does the
 *   English `350,000`; zero cents (`1.225,00`, `1225.00`) are whole euros. Anything else (`12,5`,
 *   `3.5`, `1.2345`) is NaN, which the schema refuses with 'form.error.numberInvalid': a dot or a
 *   comma separates thousands only before groups of three digits.
 * - An empty optional number, date or choice is left out of the body (the schema then applies its
 *   "required" message or its default), never sent as ''.
 * - A date input holding a partly typed or impossible date has the value '' (its
 *   `validity.badInput` is set): the form keeps `incompleteDate` for it instead, which the schema
 *   refuses, so such a date is never dropped silently (spec §5 "dates complete and valid").
 */

/** How a field's value goes into the body. */
export type FieldKind =
	/** A string, sent as typed (trimming is the schema's job). */
	| 'text'
	/** A string left out when blank (optional dates). */
	| 'optional'
	/** A whole number (amount, budget, count, slot id), left out when blank. */
	| 'number'
	/** A list of strings (contact slots, zones). */
	| 'list'
	/** A list of whole numbers (property types). */
	| 'numberList'
	/** A yes/no flag (newsletter, privacy agreement). */
	| 'flag';

/** The value of one field in the browser. */
export type FieldValue = string | string[] | boolean;

/** The values of a form, by field name. */
export type FormValues = Record<string, FieldValue>;

/** The kind of each field a form shows, by field name. */
export type FieldKinds = Record<string, FieldKind>;

/**
 * Reads a whole number the way people type amounts in Belgium (and in English): spaces,
 * apostrophes and the euro sign are left out, a dot or a comma before each group of three digits
 * separates thousands, and zero cents or `,-` close a whole amount; '' gives undefined; anything
 * else gives NaN.
 * @example parseWholeNumber('€ 350.000') // => 350000
 * @example parseWholeNumber('350,000') // => 350000
 * @example parseWholeNumber('12,5') // => NaN
 */
export function parseWholeNumber(raw: string): number | undefined {
	const compact = raw.replace(/[\s\u00a0\u202f'’€]/g, '').replace(/[.,]-$/, '');
	if (compact === '') return undefined;
	const cents = /^(.+)[.,](\d{1,2})$/.exec(compact);
	if (cents && !/^0+$/.test(cents[2]!)) return Number.NaN;
	const whole = cents ? cents[1]! : compact;
	if (!/^\d{1,12}$|^\d{1,3}(?:[.,]\d{3}){1,3}$/.test(whole)) return Number.NaN;
	return Number(whole.replace(/[.,]/g, ''));
}

/**
 * The value of a date field whose input holds a partly typed or impossible date. It goes into the
 * body as is, where the schema refuses it with 'form.error.dateInvalid', so the form is not sent.
 */
export const incompleteDate = 'incomplete';

/** What the form reads of a date input. */
export type DateInput = { name: string; value: string; validity: { badInput: boolean } };

/**
 * The value of a date input for the form: its date, '' when empty, `incompleteDate` while the
 * browser holds a date it cannot read (the input's value is then '' too).
 * @example dateInputValue({ name: 'validUntil', value: '', validity: { badInput: true } }) // => 'incomplete'
 */
export function dateInputValue(input: DateInput): string {
	return input.validity.badInput ? incompleteDate : input.value;
}

/**
 * The values with each date field read again from its input (a submit by Enter in a date input
 * comes without a change or blur of that input); the same object when nothing changed.
 * @example withDateInputs({ validUntil: '' }, [{ name: 'validUntil', value: '', validity: { badInput: true } }]) // => { validUntil: 'incomplete' }
 */
export function withDateInputs(values: FormValues, inputs: Iterable<DateInput>): FormValues {
	let next = values;
	for (const input of inputs) {
		const value = dateInputValue(input);
		if (input.name in values && values[input.name] !== value) next = { ...next, [input.name]: value };
	}
	return next;
}

/** The empty value of a field kind. */
export function emptyValue(kind: FieldKind): FieldValue {
	return kind === 'list' || kind === 'numberList' ? [] : kind === 'flag' ? false : '';
}

/**
 * The starting values of a form: each field empty unless `initial` gives a value.
 * @example initialValues({ email: 'text', newsletter: 'flag' }) // => { email: '', newsletter: false }
 */
export function initialValues(kinds: FieldKinds, initial: Partial<FormValues> = {}): FormValues {
	return Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, initial[name] ?? emptyValue(kind)]));
}

/** Converts one field value to its body value; undefined leaves the key out. */
export function toBodyValue(kind: FieldKind, value: FieldValue): unknown {
	const text = typeof value === 'string' ? value : '';
	const list = Array.isArray(value) ? value : [];
	switch (kind) {
		case 'text':
			return text;
		case 'optional':
			return text.trim() === '' ? undefined : text;
		case 'number':
			return parseWholeNumber(text);
		case 'list':
			return list;
		case 'numberList':
			return list.map(Number);
		case 'flag':
			return value === true;
	}
}

/**
 * Converts the values of the fields a form shows to body entries (keys left out where the value is
 * undefined).
 * @example valuesToEntries({ amount: 'number' }, { amount: '350.000' }) // => { amount: 350000 }
 */
export function valuesToEntries(kinds: FieldKinds, values: FormValues): Record<string, unknown> {
	const entries: Record<string, unknown> = {};
	for (const [name, kind] of Object.entries(kinds)) {
		const value = toBodyValue(kind, values[name] ?? emptyValue(kind));
		if (value !== undefined) entries[name] = value;
	}
	return entries;
}
