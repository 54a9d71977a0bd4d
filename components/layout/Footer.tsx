'use client';

import Link from '@/components/ui/Link';
import { Mail, MapPin, Phone, ShieldCheck, BadgeCheck } from '@/components/ui/icons';
import { Logo } from '@/components/layout/Logo';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { CookieSettingsButton } from '@/components/layout/CookieSettingsButton';
import { ActionLink } from '@/components/ui/Button';
import { PhoneFold } from '@/components/ui/PhoneFold';
import { footerLinks, newsletter } from '@/content/navigation';
import type { ServiceLink } from '@/lib/services/menu';
import { addressText, claims, contact, site, socialLinks } from '@/content/site';

/** On phones a link group folds behind its title, a 48 px row; wider, the groups stand open in columns. */
const fold = { titleClassName: 'foot-title', summaryClassName: 'foot-summary' } as const;

/**
 * The shared footer, a client component for the reason Header gives. `year` is the build's, handed
 * in by the layout, so the page and its script agree on it whenever the page is opened, and so
 * are the services (lib/services/menu.ts).
 */
export function Footer({ year, services }: { year: number; services: readonly ServiceLink[] }) {
  return (
    // The last row keeps clear of the fixed bottom chrome (the quick-actions bar and the chat
    // launcher on phones, the launcher wider), so a visitor at the end of a page reaches every link.
    // Short class names (.site-footer and the rest in app/globals.css), as for the header.
    <footer className="site-footer">
      <div className="foot-news">
        <div className="container-page">
          <div>
            <h2>{newsletter.title}</h2>
            <p>{newsletter.text}</p>
          </div>
          <NewsletterForm id="footer-newsletter" placeholder="you@company.com" />
        </div>
      </div>

      <div className="container-page foot-grid">
        <div className="foot-brand">
          <Logo />
          <p>{site.description}</p>
          <ul className="foot-badges" aria-label="Certifications">
            <li>
              <ShieldCheck className="size-4 text-accent-400" /> ISO 27001
            </li>
            <li>
              <BadgeCheck className="size-4 text-brand-300" /> GDPR ready
            </li>
          </ul>
          <ul className="foot-row mt-3 flex flex-wrap gap-x-4 text-sm" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <ActionLink unstyled action={{ kind: 'outbound', href: social.href }}>
                  {social.name}
                </ActionLink>
              </li>
            ))}
          </ul>
        </div>

        <PhoneFold as="nav" id="footer-quick" title="Quick links" {...fold}>
          <ul className="foot-links">
            {footerLinks.quick.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </PhoneFold>

        <PhoneFold as="nav" id="footer-services" title="Services" {...fold}>
          <ul className="foot-links">
            {services.map((service) => (
              <li key={service.href}>
                <Link href={service.href}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </PhoneFold>

        <PhoneFold id="footer-contact" title="Contact" titleClassName="foot-title" summaryClassName="foot-summary border-b sm:border-b-0">
          <address className="foot-links not-italic">
            <ActionLink unstyled action={{ kind: 'map' }}>
              <MapPin />
              {addressText}
            </ActionLink>
            <ActionLink unstyled action={{ kind: 'call', phone: contact.mainPhone }}>
              <Phone />
              {contact.mainPhone}
            </ActionLink>
            <ActionLink unstyled action={{ kind: 'email', to: contact.supportEmail }}>
              <Mail />
              {contact.supportEmail}
            </ActionLink>
            <ActionLink unstyled action={{ kind: 'email', to: contact.salesEmail }}>
              <Mail />
              {contact.salesEmail}
            </ActionLink>
          </address>
        </PhoneFold>
      </div>

      <div className="foot-base">
        <div className="container-page">
          <p>
            © {year} {site.name}. Serving businesses since {claims.foundedYear}.
          </p>
          <nav aria-label="Legal">
            <ul className="foot-row flex flex-wrap gap-x-5">
              {footerLinks.legal.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
              <li>
                <CookieSettingsButton className="min-h-9 text-slate-300 hover:text-white sm:min-h-0" />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
