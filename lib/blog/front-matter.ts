import { z } from 'zod';
import { RESERVED_SLUGS } from './urls';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A missing field and a wrongly typed one get different advice. */
const typeError = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

/** A calendar date written YYYY-MM-DD (front matter is read as YAML 1.2, so it stays a string, quoted or not). */
const isoDay = z
  .string({ error: typeError('a date written as YYYY-MM-DD') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real calendar date');

const text = (what: string) =>
  z.string({ error: typeError(what) }).trim().min(1, `must be ${what}`);

/** The front matter contract of content/blog/*.mdx (documented in docs/editing.md). */
export const frontMatterSchema = z.strictObject({
  id: z.number({ error: typeError('a positive whole number') }).int('must be a positive whole number').positive('must be a positive whole number'),
  title: text('a non-empty title'),
  slug: z
    .string({ error: typeError('lowercase words joined by hyphens') })
    .regex(slugPattern, 'must be lowercase words joined by hyphens (a-z, 0-9, -)')
    .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), `must not be ${RESERVED_SLUGS.map((slug) => `"${slug}"`).join(' or ')}: the blog's lists use /blog/page/ and /blog/category/`),
  excerpt: text('a one or two sentence excerpt'),
  author: text("the author's name"),
  publishedDate: isoDay,
  updatedDate: isoDay.optional(),
  category: text('a category name'),
  /** Left out, it is computed from the words of the rendered body. */
  readTime: z.number({ error: typeError('the reading time in whole minutes') }).int('must be whole minutes').positive('must be at least 1 minute').optional(),
  image: z
    .string({ error: typeError('a path under /blog-images/') })
    .regex(/^\/blog-images\/[a-z0-9-]+\.webp$/, 'must be a path like /blog-images/<slug>.webp'),
  tags: z.array(text('a non-empty tag'), { error: typeError('a list of tags, e.g. ["AI", "Automation"]') }).min(1, 'must list at least one tag'),
  /** The canned text the AI Summarize button shows; without it the excerpt is shown. */
  summary: text('the summary text').optional(),
  /** A draft shows in `npm run dev` only: never exported, listed, indexed, in the feed or the sitemap. */
  draft: z.boolean({ error: typeError('true or false') }).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Turns zod issues into one line per field, naming the file so the build log points at it. */
export function describeFrontMatterIssues(file: string, issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(front matter)';
    if (issue.code === 'unrecognized_keys') return `${file}: unknown field(s) ${issue.keys.join(', ')}`;
    return `${file}: field "${field}" ${issue.message}`;
  });
  return lines.join('\n');
}
