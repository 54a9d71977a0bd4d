/**
 * JobPosting structured data for each open role: valid for 60 days from
 * the build date, full time, telecommute with India as the applicant location, and the
 * Bengaluru office as the hybrid workplace.
 */
import type { JobPosting, WithContext } from 'schema-dts';
import type { JobRole } from '@/content/careers';
import { companyInfo, site } from '@/content/site';
import { postalAddress } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';

export const JOB_VALIDITY_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Counted from the posting's calendar day (UTC), not the build's clock time, so that the
 * two dates search engines compare are always exactly `days` apart: a build at 23:00
 * would otherwise post "today" and expire 60 days and 23 hours later.
 */
export function validThrough(posted: Date, days = JOB_VALIDITY_DAYS): string {
  const startOfDay = Date.parse(isoDate(posted));
  return isoDate(new Date(startOfDay + days * DAY_MS));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Search engines read the description as HTML; the highlights become a list. */
export function jobDescriptionHtml(role: JobRole): string {
  const items = role.highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('');
  return `<p>${escapeHtml(role.summary)}</p><p>What you bring:</p><ul>${items}</ul><p>Location: ${escapeHtml(role.location)}.</p>`;
}

export function jobPostingJsonLd(role: JobRole, builtAt: Date, pageUrl = `${site.url}/careers/`): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: jobDescriptionHtml(role),
    identifier: { '@type': 'PropertyValue', name: site.name, value: role.slug },
    datePosted: isoDate(builtAt),
    validThrough: validThrough(builtAt),
    employmentType: 'FULL_TIME',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress,
    },
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      legalName: companyInfo.legalName,
      url: site.url,
      sameAs: site.url,
      logo: absoluteUrl('/logo.svg'),
    },
    directApply: false,
    url: `${pageUrl}#${role.slug}`,
  };
}
