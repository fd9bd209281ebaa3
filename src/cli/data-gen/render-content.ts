import { locales } from '../../../i18n/locales.ts';
import type { Article, Testimonial } from '../../schemas/content.ts';
import { aboutArticles } from './content-about.ts';
import { legalArticles } from './content-legal.ts';
import { homeArticle, serviceArticles } from './content-services.ts';
import { nameIn, testimonialSeeds } from './content-testimonials.ts';
import type { ArticleSeed } from './content-types.ts';
import { demoPhotoUrl } from './media.ts';
import { municipalities } from './municipalities.ts';
import { addDays, exportDate } from './plan-draws.ts';

/** Every article seed in id order. */
export const articleSeeds: readonly ArticleSeed[] = [
	homeArticle,
	...serviceArticles,
	...aboutArticles,
	...legalArticles,
];

/** The picture of an article: a demo photo or an agent portrait. */
function articleImage(seed: ArticleSeed, id: number): Article['Image'] {
	if (!seed.image) return undefined;
	const agent = seed.image.kind === 'agent';
	return {
		ID: 8000 + id,
		Url: agent ? `/demo-images/agent-${seed.image.index}.jpg` : demoPhotoUrl(seed.image.index),
		Width: 1360,
		Height: agent ? 1360 : 907,
		Name: seed.title.nl,
	};
}

/** The articles in every language (German title, summary and body empty, spec §1). */
export function renderArticles(): Article[] {
	return locales.flatMap((locale) =>
		articleSeeds.map((seed, index) => {
			const sameCategory = articleSeeds.filter(
				(s) => s.category === seed.category && s.subCategory === seed.subCategory,
			);
			return {
				ID: index + 1,
				Language: locale,
				Category: seed.category,
				SubCategory: seed.subCategory,
				Name: seed.name,
				Title: seed.title[locale],
				Summary: seed.summary[locale],
				Body: locale === 'de' ? [] : [...seed.body[locale]],
				Image: articleImage(seed, index + 1),
				Position: sameCategory.indexOf(seed),
				Status: 'Published' as const,
			};
		}),
	);
}

/** The testimonials in every language (German text empty); the city is named in that language. */
export function renderTestimonials(): Testimonial[] {
	return locales.flatMap((locale) =>
		testimonialSeeds.map((seed, index) => {
			const city = municipalities.find((m) => m.zip === seed.zip)?.name[locale] ?? '';
			return {
				ID: index + 1,
				Language: locale,
				Name: nameIn(seed, locale),
				City: city,
				Text: locale === 'de' ? '' : seed.text[locale],
				Rating: seed.rating,
				Date: addDays(exportDate, -seed.daysAgo),
				Status: 'Published' as const,
			};
		}),
	);
}
