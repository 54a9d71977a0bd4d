/** @jest-environment node */
// The owner's details are stand-ins until launch (README, "Before launch"), chosen so that
// nothing reaches a real person: addresses on `.example` domains, numbers full of zeros.
import { directNumbers, emails, leaderProfiles, phones, quantAlgorithmsSite, registration, siteOrigin, socialProfiles } from '@/content/company-details';

const host = (url: string) => new URL(url).hostname;

describe('content/company-details.ts before launch', () => {
  it('puts the site and every e-mail address on a .example domain', () => {
    expect(host(siteOrigin)).toMatch(/\.example$/);
    expect(host(quantAlgorithmsSite)).toMatch(/\.example$/);
    for (const address of Object.values(emails)) expect(address).toMatch(/^[a-z]+@[a-z.]+\.example$/);
  });

  it('gives every number a run of zeros no real line has', () => {
    const numbers = [...Object.values(phones), ...Object.values(directNumbers).flatMap((entry) => [entry.number, entry.phone])];
    for (const number of numbers) expect(number.replace(/\D/g, '')).toMatch(/0000/);
    expect(registration.cin).toMatch(/000000/);
  });

  it('links no leader to a profile, and each company profile to its platform over https', () => {
    expect(Object.keys(leaderProfiles)).toEqual([]);
    const platforms: Record<string, string> = { LinkedIn: 'linkedin.com', X: 'x.com', Instagram: 'instagram.com', YouTube: 'youtube.com', Facebook: 'facebook.com' };
    for (const profile of socialProfiles) {
      expect(profile.href.startsWith('https://')).toBe(true);
      expect(host(profile.href).endsWith(platforms[profile.name] ?? '(unknown platform)')).toBe(true);
    }
  });
});
