/**
 * Pure helpers for the assistant's knowledge: turning typed content and rendered articles into
 * readable lines, and reading the generated file back defensively. Kept free of `@/`
 * imports so the build-time generator can load it through tsx.
 */
import type { Knowledge, KnowledgePage } from './types';

const looksLikeIdentifier = (s: string) =>
  !/\s/.test(s) && (/[/.#:]/.test(s) || /^[a-z]+(?:[A-Z-][a-z0-9]+)*$/.test(s) || /^[a-z0-9-]+$/.test(s));

const sentence = (s: string) => (/[.!?:]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** "per month", "/month", "a year" or "one-time" as they read after a price. */
function periodText(value: unknown): string {
  const period = str(value);
  if (!period) return '';
  if (period.startsWith('/')) return ` per ${period.slice(1)}`;
  if (/^(per|a|an|every)\b/i.test(period)) return ` ${period}`;
  return ` (${period})`;
}

/** A call to action ({ kind: 'whatsapp', label, text }) is an instruction, not a fact. */
const isAction = (record: Record<string, unknown>) => typeof record.kind === 'string' && typeof record.label === 'string';

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Readable lines from any content value. Objects that look like a pricing plan, an FAQ
 * or a titled item are written as sentences so retrieval quotes them whole; links, paths,
 * ids and icon names are left out.
 */
export function describeContent(value: unknown, skip: ReadonlySet<string> = new Set(), depth = 0): string[] {
  if (depth > 8 || value == null) return [];
  if (typeof value === 'string') {
    const s = value.trim();
    // Prefilled WhatsApp and e-mail texts are what a visitor would send, not what the company says.
    const prefilled = /^(Hello|Hi)\b/.test(s);
    return s && !looksLikeIdentifier(s) && !skip.has(s) && !prefilled ? [s] : [];
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'function') return [];
  if (Array.isArray(value)) return value.flatMap((item) => describeContent(item, skip, depth + 1));
  if (typeof value !== 'object') return [];

  const record = value as Record<string, unknown>;
  if (isAction(record)) return [];
  // A stat such as { value: '₹3,000', label: 'a month to start' } reads as one phrase.
  const statValue = str(record.value);
  const statLabel = str(record.label);
  if (statValue && statLabel && Object.keys(record).length <= 3) return [`${statValue} ${statLabel}.`];

  const question = str(record.question);
  const answer = str(record.answer);
  if (question && answer) return [`${question} ${answer}`];

  const role = str(record.role);
  const bio = str(record.bio) ?? str(record.description) ?? str(record.summary);
  if (str(record.name) && role) {
    const skills = Array.isArray(record.expertise) ? record.expertise.filter((e): e is string => typeof e === 'string') : [];
    return [`${str(record.name)}, ${role}${bio ? `: ${bio}` : '.'}${skills.length ? ` Expertise: ${skills.join(', ')}.` : ''}`];
  }

  const name = str(record.name) ?? str(record.title);
  const price = str(record.price);
  if (name && price) {
    const features = Array.isArray(record.features) ? record.features.filter((f): f is string => typeof f === 'string') : [];
    const parts = [`The ${name} plan costs ${price.replace(/^From\b/, 'from')}${periodText(record.period)}.`];
    if (str(record.description)) parts.push(sentence(str(record.description)!));
    if (features.length) parts.push(`It includes ${features.join(', ')}.`);
    if (record.popular === true) parts.push('It is the most popular plan.');
    return [parts.join(' ')];
  }

  const lines: string[] = [];
  const description = str(record.description) ?? str(record.summary) ?? str(record.excerpt);
  if (name && description) lines.push(`${sentence(name).replace(/\.$/, ':')} ${description}`);
  for (const [key, child] of Object.entries(record)) {
    if (/^(href|url|link|icon|image|img|imgSrc|src|slug|id|tempId|logo|avatar\w*|gradient|color|variant|phone|number|linkedin|email|seo|video|layout|accent|uploadDate|duration|totalTime|subject|body|mail\w*)$/i.test(key)) continue;
    if (name && description && (child === record.name || child === record.title || child === description)) continue;
    lines.push(...describeContent(child, skip, depth + 1));
  }
  return lines;
}

/** A blog article as a visitor reads it: its card facts and the sections of its rendered body. */
export type ArticleKnowledge = {
  url: string;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  sections: readonly { heading: string; text: string }[];
};

/** The article's lines: excerpt, category, tags, then each heading as a sentence followed by its text. */
export function articleLines(article: ArticleKnowledge): string[] {
  return [
    article.excerpt,
    `Category: ${article.category}.`,
    `Tags: ${article.tags.join(', ')}.`,
    ...article.sections.flatMap((section) => [section.heading ? sentence(section.heading) : '', ...section.text.split('\n')]),
  ].filter(Boolean);
}

export function uniqueLines(lines: readonly string[]): string {
  return [...new Set(lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean))].join('\n');
}

/** When the knowledge cannot be loaded, a minimal home page stands in. */
export function minimalKnowledge(description: string, title = 'Home'): Knowledge {
  return { generatedAt: new Date(0).toISOString(), pages: [{ url: '/', title, content: description, lastUpdated: new Date(0).toISOString() }] };
}

const isPage = (p: unknown): p is KnowledgePage =>
  !!p && typeof p === 'object' && typeof (p as KnowledgePage).url === 'string' && typeof (p as KnowledgePage).title === 'string' &&
  typeof (p as KnowledgePage).content === 'string';

/** Accepts the generated file; anything else yields null so the caller falls back. */
export function parseKnowledge(value: unknown): Knowledge | null {
  if (!value || typeof value !== 'object') return null;
  const pages = (value as Knowledge).pages;
  if (!Array.isArray(pages)) return null;
  const valid = pages.filter(isPage);
  if (!valid.length) return null;
  return { generatedAt: String((value as Knowledge).generatedAt ?? ''), pages: valid };
}
