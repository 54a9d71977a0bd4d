/**
 * Builds the assistant's knowledge from the site's own content: home, services overview,
 * each service page, products, about, contact and the blog articles. Sources that do not
 * exist yet are skipped, so the generator runs at every stage of the content.
 *
 * Articles are what their pages show: after a build, scripts/site-index.ts passes the sections
 * read from the exported pages; without them (tests, or no build yet) each published post's body
 * is rendered by the same sanitising pipeline, so hidden text never reaches the assistant.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { claims, companyInfo, certifications, contact, hours, site, addressText, teamContacts } from '../../content/site';
import { services } from '../../content/services';
import { fallbackPriceFacts } from '../../content/chat';
import { loadPosts, postSections } from '../../lib/content/posts';
import { articleLines, describeContent, uniqueLines, type ArticleKnowledge } from '../../lib/chat/knowledge';
import { postUrl } from '../../lib/search/documents';
import type { Knowledge, KnowledgePage } from '../../lib/chat/types';

type Module = Record<string, unknown>;
type Warn = (message: string) => void;

/** The contact section's reading of the hours is left out: the assistant states hours.assistantKnowledge. */
const SKIP = new Set<string>([...hours.contactSection.lines, hours.contactSection.summary]);

async function optionalModule(root: string, relative: string, warn: Warn): Promise<Module | null> {
  const file = path.join(root, relative);
  if (!existsSync(file)) return null;
  try {
    return (await import(file)) as Module;
  } catch (error) {
    warn(`chat knowledge: skipped ${relative}: ${(error as Error).message}`);
    return null;
  }
}

/** technicalTeam -> "Technical team" */
const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Exports of a module whose name matches, described as text under a heading named after the export. */
function exportsText(module: Module | null, pattern: RegExp): string[] {
  if (!module) return [];
  return Object.entries(module)
    .filter(([name, value]) => typeof value !== 'function' && (name === 'default' || pattern.test(name)))
    .flatMap(([name, value]) => {
      const lines = describeContent(value, SKIP);
      return lines.length && name !== 'default' ? [`${humanize(name)}:`, ...lines] : lines;
    });
}

const hasPrice = (lines: readonly string[]) => lines.some((line) => /₹\s?\d/.test(line));

/** Published posts with the sections of their body rendered by the page's pipeline. */
export function renderedArticles(root: string): ArticleKnowledge[] {
  return loadPosts(path.join(root, 'content', 'blog'), { includeDrafts: false }).map((post) => ({
    url: postUrl(post.slug),
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags,
    sections: postSections(post),
  }));
}

export async function collectKnowledge(
  root: string = process.cwd(),
  warn: Warn = console.warn,
  now = new Date(),
  articles: readonly ArticleKnowledge[] = renderedArticles(root),
): Promise<Knowledge> {
  const stamp = now.toISOString();
  const page = (url: string, title: string, lines: readonly string[]): KnowledgePage => ({ url, title, content: uniqueLines(lines), lastUpdated: stamp });
  const pages: KnowledgePage[] = [];

  const home = await optionalModule(root, 'content/home.ts', warn);
  pages.push(
    page('/', 'Home', [
      `${site.name}: ${site.tagline}.`,
      site.description,
      `Founded in ${claims.foundedYear}, with ${claims.yearsExperience} years of experience, ${claims.projects} projects delivered, ${claims.businesses} businesses served, ${claims.satisfaction} client satisfaction and ${claims.support} support.`,
      ...exportsText(home, /^(?!.*(product|suite|about|story|leader|value|certificate|team|testimonial|client|contact)).*/i),
    ]),
  );

  const overview = await optionalModule(root, 'content/service-pages/overview.ts', warn);
  pages.push(
    page('/services/', 'Services', [
      `${site.name} offers ${services.length} services.`,
      ...exportsText(overview, /.*/),
      ...services.map((s) => `${s.title}: ${s.description} Features: ${s.features.join(', ')}.`),
    ]),
  );

  for (const service of services) {
    const data = await optionalModule(root, `content/service-pages/${service.slug}.ts`, warn);
    const lines = [`${service.title}: ${service.description}`, `Features: ${service.features.join(', ')}.`, ...exportsText(data, /.*/)];
    const prices = hasPrice(lines.slice(2)) ? [] : (fallbackPriceFacts[service.slug] ?? []);
    pages.push(page(`/services/${service.slug}/`, service.title, [...lines, ...prices]));
  }

  const products = exportsText(home, /product|suite/i);
  if (products.length) pages.push(page('/#products', 'Products', products));

  pages.push(
    page('/#about', 'About us', [
      `${site.name} was founded in ${claims.foundedYear} in ${companyInfo.headquarters.split(',').slice(-3).join(',').trim()}.`,
      `We have ${claims.yearsExperience} years of experience, ${claims.teamMembers} team members and ${claims.projects} projects delivered.`,
      `Certifications the company holds: ${certifications.join(' and ')}.`,
      `Leadership contacts: ${teamContacts.map((c) => `${c.name} (${c.role})`).join(', ')}.`,
      ...exportsText(home, /about|story|leader|value|certificate/i),
    ]),
  );

  pages.push(
    page('/contact/', 'Contact', [
      `Call us on ${contact.mainPhone} or message us on WhatsApp at ${contact.whatsappDisplay}.`,
      `Our e-mail addresses: ${contact.salesEmail} for sales and ${contact.supportEmail} for support.`,
      `Our office address is ${addressText}.`,
      `Office hours: ${hours.assistantKnowledge}.`,
      `We respond to every enquiry within ${claims.responseTime}, and the first consultation is free.`,
    ]),
  );

  for (const [file, url, title] of [
    ['content/leadership.ts', '/#about', 'About us'],
    ['content/team.ts', '/our-team/', 'Our team'],
    ['content/roles.ts', '/careers/', 'Careers'],
    ['content/careers.ts', '/careers/', 'Careers'],
  ] as const) {
    // The roster is generated sample data, not facts to quote.
    const lines = exportsText(await optionalModule(root, file, warn), /^(?!.*roster).*$/i);
    const existing = pages.find((p) => p.url === url);
    if (existing && lines.length) existing.content = uniqueLines([...existing.content.split('\n'), ...lines]);
    else if (lines.length) pages.push(page(url, title, lines));
  }

  for (const article of articles) pages.push(page(article.url, article.title, articleLines(article)));

  return { generatedAt: stamp, pages };
}
