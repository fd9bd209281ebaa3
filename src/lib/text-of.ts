/**
 * A value as text for an error message, a mail or a receipt: what `String` gives for a string,
 * number, boolean or bigint, and JSON for anything else, so an object where a data file or a
 * request had a text reads as what it holds instead of "[object Object]".
 * @example textOf(1042) // => '1042'
 * @example textOf({ nl: 'Gent' }) // => '{"nl":"Gent"}'
 */
export function textOf(value: unknown): string {
	if (typeof value === 'string') return value;
	if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
	return JSON.stringify(value) ?? typeof value;
}

/**
 * The text a form's field holds: its value, or '' when the form has no such field or holds a file there.
 * @example formText(new FormData(loginForm), 'email') // => 'an@example.be'
 */
export function formText(data: FormData, name: string): string {
	const value = data.get(name);
	return typeof value === 'string' ? value : '';
}
