/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { clients } from '@/content/clients';
import { hasProfile, leadership } from '@/content/leadership';
import { services } from '@/content/services';
import { teamContacts } from '@/content/site';
import { testimonials } from '@/content/testimonials';
import { chatbotProduct, certificatesDoc, suite } from '@/content/home';
import { videoPoster, videoSources } from '@/lib/home/media';

const publicFile = (p: string) => existsSync(path.join(process.cwd(), 'public', p));

describe('home content', () => {
  it('names each leader once, with the CEO, AIO and CTO and COO named as in teamContacts', () => {
    expect(leadership.length).toBeGreaterThan(0);
    const names = leadership.map((l) => l.name);
    for (const contact of teamContacts) expect(names).toContain(contact.name);
    expect(new Set(names).size).toBe(leadership.length);
    for (const leader of leadership) {
      expect(leader.role && leader.experience && leader.background).toBeTruthy();
      expect(publicFile(leader.image)).toBe(true);
    }
  });

  it('shows a Connect link only for real profile addresses', () => {
    expect(hasProfile({ ...leadership[0]!, linkedin: '#' })).toBe(false);
    expect(hasProfile({ ...leadership[0]!, linkedin: undefined })).toBe(false);
    expect(hasProfile({ ...leadership[0]!, linkedin: 'https://www.linkedin.com/in/x' })).toBe(true);
  });

  it('gives every testimonial its own tempId, 1–5 stars and an existing portrait', () => {
    expect(testimonials.length).toBeGreaterThan(0);
    expect(new Set(testimonials.map((t) => t.tempId)).size).toBe(testimonials.length);
    for (const t of testimonials) {
      expect(t.stars).toBeGreaterThanOrEqual(1);
      expect(t.stars).toBeLessThanOrEqual(5);
      expect(publicFile(t.imgSrc)).toBe(true);
    }
  });

  it('ships every client logo it names', () => {
    expect(clients.length).toBeGreaterThan(0);
    for (const c of clients) expect(publicFile(c.logo)).toBe(true);
  });

  it('ships every portfolio file and demo video it names', () => {
    const videos = [chatbotProduct.demoVideo, ...services.flatMap((s) => (s.demo ? [s.demo] : []))];
    for (const video of videos) {
      for (const source of videoSources(video)) expect(publicFile(source.src)).toBe(true);
      expect(publicFile(videoPoster(video))).toBe(true);
    }
    const files = [certificatesDoc.file, ...services.flatMap((s) => (s.portfolio ? [s.portfolio] : []))];
    for (const file of files) expect(publicFile(file)).toBe(true);
  });

  it('has the ERP, CRM and HRM tabs in that order, each with a subtitle and four features', () => {
    expect(suite.tabs.map((t) => t.label)).toEqual(['ERP', 'CRM', 'HRM']);
    for (const tab of suite.tabs) {
      expect(tab.subtitle).toBeTruthy();
      expect(tab.features).toHaveLength(4);
    }
  });
});
