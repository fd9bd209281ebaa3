import type { ChangeEvent } from 'react';
import { cvAccept, cvBytesMessage, cvSizeMessage } from '../../lib/requests/cv-file.ts';
import { describedBy, FieldNotes } from './Field.tsx';
import type { RequestForm } from './use-request-form.ts';

/**
 * The optional CV of a form (contact form, rental application): PDF, DOC, DOCX or ODT, at most
 * 4 MB, checked as soon as it is chosen (size first, then the file's bytes), so a refused file
 * never travels.
 */
export default function FileField({ form, hint }: { form: RequestForm; hint?: string }) {
	const { kind, t, state, setFile } = form;
	const id = `${kind}-cv`;
	const message = state.errors.cv ? t(state.errors.cv) : null;
	const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
		const file = e.target.files?.[0] ?? null;
		if (!file) return setFile(null, null);
		const tooLarge = cvSizeMessage(file.size);
		setFile(file, tooLarge ?? cvBytesMessage(new Uint8Array(await file.arrayBuffer())));
	};
	return (
		<div className="form-field" data-invalid={message ? '' : undefined}>
			<label htmlFor={id}>{t('form.field.cv')}</label>
			<input
				id={id}
				name="cv"
				type="file"
				accept={cvAccept}
				aria-invalid={message ? true : undefined}
				aria-describedby={describedBy({ id, message }, hint)}
				onChange={(e) => void onChange(e)}
			/>
			<FieldNotes field={{ id, message }} hint={hint} />
		</div>
	);
}
