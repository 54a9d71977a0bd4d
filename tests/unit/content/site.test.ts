/** @jest-environment node */
// The facts content/site.ts keeps once, checked for what every page relies on.
import { addressText, claims, contact, hours, location, site, teamContactName, teamContacts } from '@/content/site';
import { emails, phones } from '@/content/company-details';

describe('content/site.ts', () => {
  it('states a founding year in the past and the years of experience it allows', () => {
    expect(claims.foundedYear).toBeLessThanOrEqual(new Date().getFullYear());
    expect(Number.parseInt(claims.yearsExperience, 10)).toBeLessThanOrEqual(new Date().getFullYear() - claims.foundedYear);
  });

  it('places the office in Bengaluru, on the map and in the address line', () => {
    expect(location.locality).toBe('Bengaluru');
    // Bengaluru lies within about 12.8–13.2 °N and 77.4–77.8 °E.
    expect(location.lat).toBeGreaterThan(12.8);
    expect(location.lat).toBeLessThan(13.2);
    expect(location.lng).toBeGreaterThan(77.4);
    expect(location.lng).toBeLessThan(77.8);
    expect(addressText).toContain(`${location.locality}, ${location.region} ${location.postalCode}`);
  });

  it('gives the hours one reading: the opening times the structured data states are the ones the lines show', () => {
    const [opening] = hours.structuredData;
    expect(opening?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(hours.lines[0]).toMatch(/Mon – Sat: 9:00 AM – 7:00 PM/);
    expect([opening?.opens, opening?.closes]).toEqual(['09:00', '19:00']);
  });

  it('reads the contacts from company-details.ts, never a copy', () => {
    expect(contact.supportEmail).toBe(emails.support);
    expect(contact.whatsappNumber).toBe(phones.whatsappDigits);
    expect(new URL(site.url).protocol).toBe('https:');
  });

  it('names the three people reachable on WhatsApp by role', () => {
    expect(teamContacts.map((person) => person.role)).toEqual(['CEO', 'AIO and CTO', 'COO']);
    for (const person of teamContacts) expect(teamContactName(person.role)).toBe(person.name);
  });
});
