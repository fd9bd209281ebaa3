/** What `keptIn` needs of a map: a `Map` or a `WeakMap`. */
type Keeping<K, V> = { get(key: K): V | undefined; set(key: K, value: V): unknown };

/**
 * The value of `key` in `map`: made by `make` the first time it is asked for, the same value after.
 * The build and the islands keep translators, formats and texts this way, made once and reused on
 * tens of thousands of pages.
 * @example keptIn(formats, 'nl-BE', () => new Intl.NumberFormat('nl-BE')) // the same format on every call
 */
export function keptIn<K, V>(map: Keeping<K, V>, key: K, make: () => V): V {
	let value = map.get(key);
	if (value === undefined) map.set(key, (value = make()));
	return value;
}
