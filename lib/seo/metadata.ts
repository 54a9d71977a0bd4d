import type { Metadata } from 'next';
import { site } from '@/content/site';
import { OG_HEIGHT, OG_WIDTH, ogImageFor } from './og';

export const DESCRIPTION_LIMIT = 160;

/**
 * A page description longer than 160 characters is cut; one over
 * 163 is cut to 157 characters plus an ellipsis. Read literally, 161–163 characters
 * are cut to 160 without an ellipsis (the ellipsis would not fit in fewer characters
 * than it replaces). The result never exceeds 160 characters.
 */
export function truncateDescription(description: string): string {
  const text = description.trim();
  if (text.length <= DESCRIPTION_LIMIT) return text;
  if (text.length <= 163) return text.slice(0, DESCRIPTION_LIMIT);
  return `${text.slice(0, 157).trimEnd()}...`;
}

export const absoluteUrl = (path: string) => new URL(path, site.url).toString();

export const DEFAULT_SHARE_IMAGE = ogImageFor('default');

export type PageMetadataInput = {
  title: string;
  description: string;
  /** Route path with trailing slash, e.g. '/blog/'. */
  path: string;
  image?: string;
  imageAlt?: string;
  keywords?: readonly string[];
  noindex?: boolean;
  type?: 'website' | 'article';
  /** When the page is an alias, the canonical route it points to. */
  canonicalPath?: string;
  publishedTime?: string;
  modifiedTime?: string;
  authors?: readonly string[];
};

/** One place that turns a page's facts into title, description, canonical and share data. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const description = truncateDescription(input.description);
  const canonical = input.canonicalPath ?? input.path;
  const image = input.image ?? DEFAULT_SHARE_IMAGE;
  const images = [{ url: image, width: OG_WIDTH, height: OG_HEIGHT, alt: input.imageAlt ?? input.title }];
  return {
    title: input.title,
    description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: { canonical },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: input.title,
      description,
      url: canonical,
      siteName: site.name,
      locale: site.locale,
      type: input.type ?? 'website',
      images,
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: input.authors ? [...input.authors] : undefined }
        : {}),
    },
    // X reads og:title, og:description and og:image when its own tags are absent, so only what
    // Open Graph cannot say is written: the card type and the site's handle. (Repeating the three
    // cost about 3 KB a page across its markup and payloads, 4 MB at 1,000 posts.)
    twitter: {
      card: 'summary_large_image',
      site: site.twitterHandle,
    },
  };
}
