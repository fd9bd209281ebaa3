import Field from './Field.tsx';
import { PersonFields } from './PersonFields.tsx';
import RequestFrame from './RequestFrame.tsx';
import Textarea from './Textarea.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';
import { friendRemarkMax } from '../../schemas/requests/index.ts';

/** Send a property to a friend (spec §5 friend's email); on success the send-to-friend page. */
function SendToFriendForm({ propertyId, ...props }: FormProps & { propertyId: number }) {
	// The page's own path goes along, so the friend's link opens the page in the mail's language.
	const pagePath = typeof location === 'undefined' ? undefined : location.pathname;
	const form = useRequestForm({ ...props, kind: 'send-to-friend', fixed: { propertyId, pagePath } });
	const { t, field } = form;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={t('form.submit.sendToFriend')}>
			<PersonFields form={form} title={false} phone={false} />
			<div className="form-row">
				<Field field={field('friendName')} autoComplete="off" />
				<Field field={field('friendEmail')} type="email" autoComplete="off" />
			</div>
			<Textarea field={field('remark')} hint={t('form.friend.remarkHint', { max: friendRemarkMax })} />
		</RequestFrame>
	);
}

export default boundedForm(SendToFriendForm);
