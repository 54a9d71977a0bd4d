/** @jest-environment node */
import { roles } from '@/content/careers';
import { jobPostingJsonLd, validThrough } from '@/lib/seo/job-posting';

describe('JobPosting JSON-LD', () => {
  const built = new Date('2026-11-21T10:00:00.000Z');

  it('is valid for 60 days from the build date', () => {
    expect(validThrough(built)).toBe('2027-01-20');
  });

  it('is exactly 60 days after datePosted whatever the hour of the build', () => {
    for (const at of ['2026-11-21T00:00:00.000Z', '2026-11-21T12:30:00.000Z', '2026-11-21T23:59:59.999Z']) {
      const data = jobPostingJsonLd(roles[0]!, new Date(at)) as unknown as { datePosted: string; validThrough: string };
      expect(data.datePosted).toBe('2026-11-21');
      expect((Date.parse(data.validThrough) - Date.parse(data.datePosted)) / 86_400_000).toBe(60);
    }
  });

  it.each(roles.map((r) => [r.title, r] as const))('has the required fields for %s', (_title, role) => {
    const data = jobPostingJsonLd(role, built) as unknown as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(role.title);
    expect(data.datePosted).toBe('2026-11-21');
    expect(data.validThrough).toBe('2027-01-20');
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
    expect(data.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Maninfini Automation' });
    expect(String(data.description)).toContain(role.summary.slice(0, 40));
    for (const h of role.highlights) expect(String(data.description)).toContain(h.replace(/&/g, '&amp;'));
  });

  it('escapes HTML in the description', () => {
    const data = jobPostingJsonLd({ ...roles[0]!, summary: 'A <b> & c' }, built) as unknown as { description: string };
    expect(data.description).toContain('A &lt;b&gt; &amp; c');
  });
});
