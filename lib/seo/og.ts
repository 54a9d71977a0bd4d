/**
 * Open Graph share images (1200×630 JPEG), drawn at build time by
 * scripts/prebuild/30-og-images.ts. Pages pass `ogImageFor(kind, slug?)` as `image` to
 * `pageMetadata`; the generator draws exactly the files these paths name.
 *
 * JPEG because every platform that reads Open Graph images takes it (Facebook, LinkedIn, X,
 * WhatsApp, Slack, Telegram, iMessage), while WebP is not read by all of them and a PNG of these
 * gradients is about four times larger (some 250 KB an image, a quarter of a gigabyte at 1,000
 * posts). Encoded with mozjpeg at quality 72: about 45 KB an image against 71 KB for
 * libjpeg-turbo at 80, with the title as sharp on the dark background (compared side by side).
 */
import { claims, site } from '@/content/site';
import { services } from '@/content/services';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_QUALITY = 72;

export type OgKind = 'default' | 'home' | 'blog' | 'category' | 'article' | 'services' | 'service' | 'team' | 'careers' | 'contact' | 'search' | 'legal';

/** Category slug rule: lower case, spaces to hyphens. */
const slugify = (value: string) => value.toLowerCase().trim().replace(/\s+/g, '-');

/**
 * Public path of a page's share image. Articles, categories and service pages get their
 * own (with their title); other kinds share one image per page type.
 */
export function ogImageFor(kind: OgKind, slug?: string): string {
  if (kind === 'home' || kind === 'default') return '/og/default.jpg';
  if (kind === 'article') return slug ? `/og/blog/${slug}.jpg` : '/og/blog.jpg';
  if (kind === 'category') return slug ? `/og/blog/category/${slugify(slug)}.jpg` : '/og/blog.jpg';
  if (kind === 'service') return slug ? `/og/services/${slug}.jpg` : '/og/services.jpg';
  return `/og/${kind}.jpg`;
}

/** What one image says: a small label over a title and one supporting line. */
export type OgCard = { path: string; eyebrow: string; title: string; subtitle: string };

/** Cards for every page type and service; articles and categories are added from the posts. */
export function pageTypeCards(): OgCard[] {
  const fixed: Array<[OgKind, Omit<OgCard, 'path'>]> = [
    ['default', { eyebrow: `Bengaluru · since ${claims.foundedYear}`, title: site.tagline, subtitle: `${claims.projects} projects · ${claims.businesses} businesses · ${claims.support} support · ${claims.satisfaction} satisfaction` }],
    ['blog', { eyebrow: 'Blog', title: 'Automation & Digital Transformation Blog', subtitle: 'Expert insights on business automation, AI solutions, and digital transformation strategies' }],
    ['services', { eyebrow: 'Services', title: 'Nine ways we automate, secure and grow your business', subtitle: services.map((service) => service.shortTitle).slice(0, 5).join(' · ') }],
    ['team', { eyebrow: 'Our team', title: 'The people and AI agents behind the work', subtitle: `Leadership, engineers and specialists building since ${claims.foundedYear}` }],
    ['careers', { eyebrow: 'Careers', title: 'Build automation that real businesses run on', subtitle: 'Open roles in Bengaluru, hybrid or remote' }],
    ['contact', { eyebrow: 'Contact', title: 'Tell us what you want to automate', subtitle: 'Free consultation · a reply within 24 hours' }],
    ['search', { eyebrow: 'Search', title: 'Find articles, services and answers', subtitle: site.name }],
    ['legal', { eyebrow: 'Legal', title: 'Privacy, terms and cookies', subtitle: 'How we handle your data and what you can expect from us' }],
  ];
  return [
    ...fixed.map(([kind, card]) => ({ path: ogImageFor(kind), ...card })),
    ...services.map((service) => ({ path: ogImageFor('service', service.slug), eyebrow: `Services · ${service.category}`, title: service.title, subtitle: service.description })),
  ];
}

export type OgPost = { slug: string; title: string; category: string; excerpt: string };

const guideCount = (count: number) => `${count} in-depth ${count === 1 ? 'guide' : 'guides'} from the ${site.name} team`;

export function postCards(posts: readonly OgPost[]): OgCard[] {
  const categories = [...new Set(posts.map((post) => post.category))];
  return [
    ...posts.map((post) => ({ path: ogImageFor('article', post.slug), eyebrow: `Blog · ${post.category}`, title: post.title, subtitle: post.excerpt })),
    ...categories.map((category) => ({
      path: ogImageFor('category', category),
      eyebrow: 'Blog · Category',
      title: `${category} articles`,
      subtitle: guideCount(posts.filter((post) => post.category === category).length),
    })),
  ];
}
