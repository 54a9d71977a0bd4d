/** The /services overview's own copy, validated like the service pages. */
import { z } from 'zod';
import overview from '@/content/service-pages/overview';
import { closingSchema, ctaSchema, seoSchema, stepSchema } from './schema';

const text = z.string().trim().min(1);

export const overviewSchema = z.object({
  seo: seoSchema,
  hero: z.object({ badge: text, headline: text, accent: text, intro: text, primary: ctaSchema, secondary: ctaSchema }),
  catalogue: z.object({ eyebrow: text, heading: text, intro: text }),
  engagement: z.object({ eyebrow: text, heading: text, intro: text, steps: z.array(stepSchema).length(4) }),
  closing: closingSchema,
});
export type ServicesOverview = z.output<typeof overviewSchema>;

export const servicesOverview: ServicesOverview = (() => {
  const result = overviewSchema.safeParse(overview);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`content/service-pages/overview.ts is invalid:\n${problems}`);
})();
