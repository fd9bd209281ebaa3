import type { PageKey } from '../../../i18n/paths.ts';
import type { Route } from '../../routing/build-routes.ts';
import HomePage from './HomePage.astro';
import ModulePage from './ModulePage.astro';
import ArticlePage from './ArticlePage.astro';
import TestimonialPage from './TestimonialPage.astro';
import ProjectPage from './ProjectPage.astro';
import LoginPage from './LoginPage.astro';
import OwnerPortalPage from './OwnerPortalPage.astro';
import FeedbackPage from './FeedbackPage.astro';
import ListPage from './ListPage.astro';
import PropertyDetail from './PropertyDetail.astro';
import PropertyNotFound from '../detail/PropertyNotFound.astro';
import NewsletterTokenPage from './NewsletterTokenPage.astro';
import FavouritesPage from './FavouritesPage.astro';

/** An Astro component that renders one route. */
type Template = (props: { route: Route }) => unknown;

const page = ModulePage as Template;
const feedback = FeedbackPage as Template;

/** The template of every page of the path table (a new key without a template fails the type check). */
const pageTemplates: Record<PageKey, Template> = {
	'/': HomePage as Template,
	'/for-sale/': ListPage as Template,
	'/for-rent/': ListPage as Template,
	'/projects/': page,
	'/contact/': page,
	'/services/': page,
	'/qui-sommes-nous/': page,
	'/demand-register/': page,
	'/contact-demand/': page,
	'/privacy-statement/': page,
	'/cookie-policy/': page,
	'/disclaimer/': page,
	'/testimonials/': page,
	'/login/': LoginPage as Template,
	'/owner/': OwnerPortalPage as Template,
	'/property-not-found/': PropertyNotFound as Template,
	'/feedback/contact-me/': feedback,
	'/feedback/contact-appointment/': feedback,
	'/feedback/contact-construction/': feedback,
	'/feedback/contact-demand/': feedback,
	'/feedback/demand-register/': feedback,
	'/feedback/send-to-friend/': feedback,
	'/feedback/site-contact/': feedback,
	'/feedback/sign-newsletter/': feedback,
	'/nieuwsbrief-bevestigen/': NewsletterTokenPage as Template,
	'/nieuwsbrief-uitschrijven/': NewsletterTokenPage as Template,
	'/favorieten/': FavouritesPage as Template,
};

/** The template of each kind of record page. */
const recordTemplates: Record<Exclude<Route['kind'], 'page'>, Template> = {
	property: PropertyDetail as Template,
	project: ProjectPage as Template,
	article: ArticlePage as Template,
	testimonial: TestimonialPage as Template,
};

/** Picks the template that renders a route. */
export function templateOf(route: Route): Template {
	return route.kind === 'page' ? pageTemplates[route.key] : recordTemplates[route.kind];
}
