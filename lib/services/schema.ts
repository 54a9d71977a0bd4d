/**
 * The shape of a service page's content. Every file in
 * content/service-pages/ is parsed with this schema when it is loaded, so a missing
 * FAQ, a second "most popular" plan or a malformed ISO duration fails the build with
 * the page and field named.
 */
import { z } from 'zod';
import { stillSceneSchema, storyboardSchema } from '@/lib/media/storyboard';

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(12);

/** Icon names the service components know how to draw (components/services/icons.tsx). */
export const serviceIconNames = [
  'code', 'layers', 'server', 'database', 'gauge', 'plug', 'palette', 'pen', 'package', 'image', 'printer',
  'megaphone', 'cart', 'boxes', 'truck', 'barcode', 'chart', 'refresh', 'message', 'bot', 'send', 'phone',
  'users', 'building', 'mail', 'calendar', 'briefcase', 'map', 'shield', 'lock', 'radar', 'alert', 'scan',
  'cloud', 'cpu', 'wallet', 'trending', 'eye', 'flask', 'brain', 'search', 'clipboard', 'rocket', 'headset',
  'globe', 'check',
] as const;
export const iconSchema = z.enum(serviceIconNames);
export type ServiceIconName = z.infer<typeof iconSchema>;

/**
 * A button's destination. `contact` is the site's own contact page; the others are
 * outbound actions (lib/actions/describe.ts) and `external` is reserved for another site,
 * which always opens in a new tab.
 */
export const ctaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('whatsapp'), label: text, text: sentence }),
  z.object({ kind: z.literal('email'), label: text, subject: text, body: sentence }),
  z.object({ kind: z.literal('call'), label: text }),
  z.object({ kind: z.literal('contact'), label: text }),
  z.object({ kind: z.literal('external'), label: text, href: z.url({ protocol: /^https$/ }) }),
]);
export type ServiceCta = z.infer<typeof ctaSchema>;

const statSchema = z.object({ value: text, label: text });

const heroSchema = z.object({
  badge: text,
  headline: text,
  /** The part of the headline drawn in the brand gradient; must occur in the headline. */
  accent: text.optional(),
  intro: sentence,
  primary: ctaSchema,
  secondary: ctaSchema,
  stats: z.array(statSchema).min(2).max(4),
});

const cardSchema = z.object({ icon: iconSchema, title: text, description: sentence });
export const stepSchema = z.object({ title: text, description: sentence, duration: text.optional() });

export const pricingPlanSchema = z.object({
  name: text,
  /** As shown: '₹35,000', 'From ₹25,000' or 'Custom'. */
  price: text,
  /** As shown after the price: 'per month', 'one-time project', or '' for custom quotes. */
  period: z.string(),
  description: sentence,
  features: z.array(text).min(3).max(8),
  popular: z.boolean().default(false),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

const pricingSchema = z
  .object({ heading: text, intro: sentence, plans: z.array(pricingPlanSchema).min(3).max(4), note: sentence.optional() })
  .refine((p) => p.plans.filter((plan) => plan.popular).length <= 1, {
    message: 'at most one plan may be marked popular',
    path: ['plans'],
  });

export const testimonialSchema = z.object({
  name: text,
  role: text,
  content: sentence,
  rating: z.number().int().min(1).max(5),
});

export const faqSchema = z.object({ question: z.string().trim().endsWith('?'), answer: sentence });

/** Reviews are rated 5 and dated in January 2024. */
export const reviewSchema = z.object({
  author: text,
  rating: z.literal(5),
  reviewTitle: text,
  reviewBody: sentence,
  datePublished: z.iso.date().refine((d) => d.startsWith('2024-01-'), 'reviews are dated in January 2024'),
});

export const howToSchema = z.object({
  name: text,
  description: sentence,
  totalTime: z.iso.duration(),
  steps: z.array(z.object({ name: text, text: sentence })).length(4),
  tools: z.array(text).min(1),
});

/**
 * The page's video, drawn at build time from its storyboard (lib/media/storyboard.ts), or a
 * still where a video would add nothing a single picture cannot show. Its length is not
 * written here: it is measured from the encoded file (lib/media/rendered.ts).
 */
export const videoSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('video'),
    name: text,
    description: sentence,
    keywords: z.array(text).min(3),
    genre: text,
    scenes: storyboardSchema,
  }),
  z.object({ format: z.literal('still'), name: text, description: sentence, scene: stillSceneSchema }),
]);

export const seoSchema = z.object({
  title: z.string().trim().min(20).max(70),
  description: z.string().trim().min(70),
  keywords: z.array(text).min(5),
});

export const closingSchema = z.object({ heading: text, text: sentence, primary: ctaSchema, secondary: ctaSchema });

const shared = {
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  seo: seoSchema,
  hero: heroSchema,
  closing: closingSchema,
  reviews: z.array(reviewSchema).length(2),
  howTo: howToSchema,
  video: videoSchema,
};

export const fourItemKinds = ['platforms', 'use-cases', 'benefits', 'process', 'applications'] as const;

export const commonPageSchema = z.object({
  layout: z.literal('common'),
  ...shared,
  highlights: z.object({
    eyebrow: text,
    heading: text,
    intro: sentence,
    checklist: z.array(text).min(4).max(8),
    why: z.object({ title: text, points: z.array(sentence).min(3).max(5), tone: z.enum(['brand', 'accent', 'night']) }),
  }),
  features: z.object({ eyebrow: text, heading: text, intro: sentence, items: z.array(cardSchema).length(6) }),
  fourItems: z.object({
    kind: z.enum(fourItemKinds),
    eyebrow: text,
    heading: text,
    intro: sentence,
    items: z.array(stepSchema.extend({ icon: iconSchema })).length(4),
  }),
  pricing: pricingSchema.optional(),
  faqs: z.array(faqSchema).length(5),
});

export const cyberCloudPageSchema = z.object({
  layout: z.literal('cyber-cloud'),
  ...shared,
  features: z.object({ eyebrow: text, heading: text, intro: sentence, items: z.array(cardSchema).length(6) }),
  process: z.object({ eyebrow: text, heading: text, intro: sentence, steps: z.array(stepSchema).length(4) }),
  testimonials: z.array(testimonialSchema).length(3),
  pricing: pricingSchema,
  faqs: z.array(faqSchema).length(6),
});

export const servicePageSchema = z
  .discriminatedUnion('layout', [commonPageSchema, cyberCloudPageSchema])
  .refine((page) => !page.hero.accent || page.hero.headline.includes(page.hero.accent), {
    message: 'hero.accent must be part of hero.headline',
    path: ['hero', 'accent'],
  });

/** What a content file is written as (popular may be left out). */
export type ServicePageInput = z.input<typeof servicePageSchema>;
export type ServicePage = z.output<typeof servicePageSchema>;
export type CommonServicePage = Extract<ServicePage, { layout: 'common' }>;
export type CyberCloudServicePage = Extract<ServicePage, { layout: 'cyber-cloud' }>;

/** The /services overview's own copy (the cards come from the services list). */
export const overviewSchema = z.object({
  seo: seoSchema,
  hero: z.object({ badge: text, headline: text, accent: text, intro: text, primary: ctaSchema, secondary: ctaSchema }),
  catalogue: z.object({ eyebrow: text, heading: text, intro: text }),
  engagement: z.object({ eyebrow: text, heading: text, intro: text, steps: z.array(stepSchema).length(4) }),
  closing: closingSchema,
});
export type ServicesOverviewInput = z.input<typeof overviewSchema>;
