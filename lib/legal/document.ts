/**
 * Legal pages as MDX in content/legal/ (spec 001 §2.9): front matter validated with zod,
 * numbered '## N. Title' sections read from the source for the contents list and the
 * section count, and stable anchors (section-N, or a named one such as #gdpr).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';

export const legalSlugs = ['privacy-policy', 'terms-of-service', 'cookie-policy'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const frontMatter = z.object({
  title: z.string().min(3),
  description: z.string().min(50),
  summary: z.string().min(20),
  /** Absent when the page shows the visitor's current date instead (the privacy policy). */
  // YAML reads an unquoted 2026-11-21 as a Date; accept both spellings.
  updated: z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date()).optional(),
  /** Named anchors: id → section number, e.g. { gdpr: 10 } for /privacy-policy/#gdpr. */
  anchors: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.number().int().positive()).default({}),
});

export type LegalSection = { number: number; title: string; id: string };
export type LegalDocument = z.infer<typeof frontMatter> & { slug: LegalSlug; body: string; sections: LegalSection[] };

const HEADING = /^## (\d+)\. (.+)$/gm;

export function sectionId(number: number, anchors: Record<string, number>): string {
  const named = Object.entries(anchors).find(([, n]) => n === number);
  return named ? named[0] : `section-${number}`;
}

/** Parses one document; throws naming the file and field when the front matter is wrong. */
export function parseLegalDocument(slug: LegalSlug, raw: string): LegalDocument {
  const { data, content } = matter(raw);
  const parsed = frontMatter.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/legal/${slug}.mdx: ${issue?.path.join('.') || 'front matter'}: ${issue?.message}`);
  }
  const sections = [...content.matchAll(HEADING)].map((match) => {
    const number = Number(match[1]);
    return { number, title: (match[2] ?? '').trim(), id: sectionId(number, parsed.data.anchors) };
  });
  sections.forEach((section, index) => {
    if (section.number !== index + 1) throw new Error(`content/legal/${slug}.mdx: section ${section.number} is out of order`);
  });
  return { ...parsed.data, slug, body: content, sections };
}

export function loadLegalDocument(slug: LegalSlug, root = process.cwd()): LegalDocument {
  return parseLegalDocument(slug, readFileSync(path.join(root, 'content', 'legal', `${slug}.mdx`), 'utf8'));
}

/** The anchor for a rendered heading whose text starts with its number ('10. Your rights…'). */
export function headingId(text: string, anchors: Record<string, number>): string | undefined {
  const match = /^(\d+)\.\s/.exec(text.trim());
  return match ? sectionId(Number(match[1]), anchors) : undefined;
}
