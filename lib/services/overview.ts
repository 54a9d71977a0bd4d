/** The /services overview's own copy, validated like the service pages. */
import type { z } from 'zod';
import overview from '@/content/service-pages/overview';
import { overviewSchema } from './schema';

export type ServicesOverview = z.output<typeof overviewSchema>;

export const servicesOverview: ServicesOverview = (() => {
  const result = overviewSchema.safeParse(overview);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`content/service-pages/overview.ts is invalid:\n${problems}`);
})();
