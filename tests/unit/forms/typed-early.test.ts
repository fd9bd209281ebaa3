import { describe, expect, test } from 'vitest';
import { formFields } from '../../../src/lib/forms/definitions.ts';
import { typedBeforeReady, type FieldReader } from '../../../src/lib/forms/typed-early.ts';
import { initialValues, type FormValues } from '../../../src/lib/forms/values.ts';

const contact = formFields.contact;
const empty = initialValues(contact);

/** A reader over the strings each control name would send; names not given have no control. */
function controls(sent: Record<string, string[]>): FieldReader {
	return (name) => sent[name] ?? null;
}

/** The contact form's controls as rendered from its values: what a visitor who changed nothing leaves. */
const untouched: Record<string, string[]> = { firstName: [''], lastName: [''], email: [''], phone: [''], remark: [''], goal: [], contactSlots: [], newsletter: [], privacy: [] };

describe('typedBeforeReady: what the visitor did in the page’s form before its island was ready is kept (spec §5, no typed character lost)', () => {
	test.each<{ name: string; sent: Record<string, string[]>; values?: FormValues; expected: FormValues }>([
		{ name: 'nothing changed takes nothing over', sent: untouched, expected: {} },
		{ name: 'a typed text', sent: { ...untouched, email: ['an@example.be'] }, expected: { email: 'an@example.be' } },
		{ name: 'a text typed and emptied again is no change', sent: { ...untouched, remark: [''] }, expected: {} },
		{ name: 'a ticked consent is a flag', sent: { ...untouched, privacy: ['on'] }, expected: { privacy: true } },
		{ name: 'an unticked box that the page had ticked', sent: { ...untouched, newsletter: [] }, values: { ...empty, newsletter: true }, expected: { newsletter: false } },
		{ name: 'boxes of a list, in the page’s order', sent: { ...untouched, contactSlots: ['evening', 'morning'] }, expected: { contactSlots: ['evening', 'morning'] } },
		{ name: 'the same boxes in another order are no change', sent: { ...untouched, contactSlots: ['evening', 'morning'] }, values: { ...empty, contactSlots: ['morning', 'evening'] }, expected: {} },
		{ name: 'a radio chosen', sent: { ...untouched, goal: ['buy'] }, expected: { goal: 'buy' } },
		{ name: 'a field without a control in the form keeps its value', sent: { email: ['an@example.be'] }, values: { ...empty, remark: 'from the page' }, expected: { email: 'an@example.be' } },
	])('$name', ({ sent, values = empty, expected }) => {
		expect(typedBeforeReady(contact, controls(sent), values)).toEqual(expected);
	});
});
