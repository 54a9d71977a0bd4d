/**
 * Legal pages as MDX in content/legal/: YAML front matter validated with zod, numbered
 * '## N. Title' sections read from the rendered body for the contents list and the section
 * count, and stable anchors (section-N, or a named one such as #gdpr).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import { z } from 'zod';
import { textOf } from '@/lib/content/html-text';
import { ContentError, readYamlFrontMatter } from '@/lib/content/yaml-front-matter';
import { mdxToTree } from '@/lib/mdx/tree';

export const legalSlugs = ['privacy-policy', 'terms-of-service', 'cookie-policy'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const frontMatter = z.strictObject({
  title: z.string().min(3),
  description: z.string().min(50),
  summary: z.string().min(20),
  /** Absent when the page shows the visitor's current date instead (the privacy policy). */
  updated: z.iso.date().optional(),
  /** Named anchors: id → section number, e.g. { gdpr: 10 } for /privacy-policy/#gdpr. */
  anchors: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.number().int().positive()).default({}),
});

export type LegalSection = { number: number; title: string; id: string };
export type LegalDocument = z.infer<typeof frontMatter> & { slug: LegalSlug; body: string; sections: LegalSection[] };

export function sectionId(number: number, anchors: Record<string, number>): string {
  const named = Object.entries(anchors).find(([, n]) => n === number);
  return named ? named[0] : `section-${number}`;
}

const NUMBERED = /^(\d+)\.\s+(.+)$/;

/** The numbered h2 headings of the rendered body, e.g. '3. Cookies' → { number: 3, title: 'Cookies' }. */
function numberedSections(body: string, anchors: Record<string, number>): LegalSection[] {
  return selectAll('h2', mdxToTree(body)).flatMap((heading) => {
    const match = NUMBERED.exec(textOf(heading));
    if (!match) return [];
    const number = Number(match[1]);
    return [{ number, title: (match[2] ?? '').trim(), id: sectionId(number, anchors) }];
  });
}

/** Parses one document; throws ContentError naming the file and every field that is wrong. */
export function parseLegalDocument(slug: LegalSlug, raw: string): LegalDocument {
  const file = `content/legal/${slug}.mdx`;
  const { data, body } = readYamlFrontMatter(file, raw);
  const parsed = frontMatter.safeParse(data);
  if (!parsed.success) {
    throw new ContentError(
      parsed.error.issues.map((issue) =>
        issue.code === 'unrecognized_keys'
          ? `${file}: unknown field(s) ${issue.keys.join(', ')}`
          : `${file}: field "${issue.path.join('.') || '(front matter)'}" ${issue.message}`,
      ),
    );
  }
  let sections: LegalSection[];
  try {
    sections = numberedSections(body, parsed.data.anchors);
  } catch (error) {
    throw new ContentError([`${file}: the body is not valid MDX: ${(error as Error).message.split('\n')[0]}`]);
  }
  const order = sections.flatMap((section, index) =>
    section.number === index + 1 ? [] : [`${file}: section ${section.number} is out of order (expected ${index + 1})`],
  );
  if (order.length) throw new ContentError(order);
  return { ...parsed.data, slug, body, sections };
}

export function loadLegalDocument(slug: LegalSlug, root = process.cwd()): LegalDocument {
  return parseLegalDocument(slug, readFileSync(path.join(root, 'content', 'legal', `${slug}.mdx`), 'utf8'));
}

/** The anchor for a rendered heading whose text starts with its number ('10. Your rights…'). */
export function headingId(text: string, anchors: Record<string, number>): string | undefined {
  const match = /^(\d+)\.\s/.exec(text.trim());
  return match ? sectionId(Number(match[1]), anchors) : undefined;
}
