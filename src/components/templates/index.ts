import type { PageKey } from '../../../i18n/paths.ts';
import type { Route } from '../../routing/build-routes.ts';
import Placeholder from './Placeholder.astro';

/** An Astro component that renders one route. */
type Template = (props: { route: Route }) => unknown;

/** The template of each table page; pages not listed use the generic article template. */
const pageTemplates: Partial<Record<PageKey, Template>> = {};

/** The template of each kind of record page. */
const recordTemplates: Partial<Record<Exclude<Route['kind'], 'page'>, Template>> = {};

/** Picks the template that renders a route. */
export function templateOf(route: Route): Template {
	const template = route.kind === 'page' ? pageTemplates[route.key] : recordTemplates[route.kind];
	return template ?? (Placeholder as Template);
}
