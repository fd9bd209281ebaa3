import type { PageKey } from '../../../i18n/paths.ts';
import type { Route } from '../../routing/build-routes.ts';
import Placeholder from './Placeholder.astro';
import HomePage from './HomePage.astro';
import ModulePage from './ModulePage.astro';
import ArticlePage from './ArticlePage.astro';
import TestimonialPage from './TestimonialPage.astro';
import ProjectPage from './ProjectPage.astro';
import LoginPage from './LoginPage.astro';
import FeedbackPage from './FeedbackPage.astro';
import ListPage from './ListPage.astro';

/** An Astro component that renders one route. */
type Template = (props: { route: Route }) => unknown;

/** The template of each table page; pages not listed use the generic article template. */
const pageTemplates: Partial<Record<PageKey, Template>> = {};
pageTemplates['/'] = HomePage as Template;
for (const key of ['/projects/', '/contact/', '/services/', '/qui-sommes-nous/', '/demand-register/', '/contact-demand/', '/privacy-statement/', '/cookie-policy/', '/disclaimer/', '/testimonials/'] as const) pageTemplates[key] = ModulePage as Template;
pageTemplates['/login/'] = LoginPage as Template;
for (const kind of ['contact-me', 'contact-appointment', 'contact-construction', 'contact-demand', 'demand-register', 'send-to-friend', 'site-contact', 'sign-newsletter'] as const) pageTemplates[`/feedback/${kind}/`] = FeedbackPage as Template;
pageTemplates['/for-sale/'] = pageTemplates['/for-rent/'] = ListPage as Template;

/** The template of each kind of record page. */
const recordTemplates: Partial<Record<Exclude<Route['kind'], 'page'>, Template>> = {};
recordTemplates.article = ArticlePage as Template;
recordTemplates.testimonial = TestimonialPage as Template;
recordTemplates.project = ProjectPage as Template;
recordTemplates.property = (await import('./PropertyDetail.astro')).default as Template;

/** Picks the template that renders a route. */
export function templateOf(route: Route): Template {
	const template = route.kind === 'page' ? pageTemplates[route.key] : recordTemplates[route.kind];
	return template ?? (Placeholder as Template);
}
