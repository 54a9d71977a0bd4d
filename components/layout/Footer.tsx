import Link from '@/components/ui/Link';
import { Mail, MapPin, Phone, ShieldCheck, BadgeCheck } from 'lucide-react';
import { Logo } from '@/components/layout/Logo';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { CookieSettingsButton } from '@/components/layout/CookieSettingsButton';
import { ActionLink } from '@/components/ui/Button';
import { PhoneFold } from '@/components/ui/PhoneFold';
import { footerLinks, newsletter } from '@/content/navigation';
import { services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';
import { addressText, claims, contact, site, socialLinks } from '@/content/site';

/** On phones a link group folds behind its title, a 48 px row; wider, the groups stand open in columns. */
const fold = { titleClassName: 'foot-title', summaryClassName: 'foot-summary' } as const;

export function Footer() {
  return (
    // The last row keeps clear of the fixed bottom chrome (the quick-actions bar and the chat
    // launcher on phones, the launcher wider), so a visitor at the end of a page reaches every link.
    <footer className="bg-night pb-[8.5rem] text-slate-300 md:pb-24">
      <div className="border-b border-white/10">
        <div className="container-page flex flex-col items-start justify-between gap-4 py-8 lg:flex-row lg:items-center lg:py-10">
          <div>
            <h2 className="text-lg font-bold text-white sm:text-xl">{newsletter.title}</h2>
            <p className="mt-1 max-w-xl text-sm text-slate-300">{newsletter.text}</p>
          </div>
          <NewsletterForm id="footer-newsletter" placeholder="you@company.com" />
        </div>
      </div>

      <div className="container-page grid py-8 sm:grid-cols-2 sm:gap-10 sm:py-14 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr]">
        <div className="pb-6 sm:pb-0">
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">{site.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2 text-xs font-semibold text-white *:inline-flex *:items-center *:gap-1.5 *:rounded-lg *:border *:border-white/15 *:px-3 *:py-1.5" aria-label="Certifications">
            <li>
              <ShieldCheck aria-hidden="true" className="size-4 text-accent-400" /> ISO 27001
            </li>
            <li>
              <BadgeCheck aria-hidden="true" className="size-4 text-brand-300" /> GDPR ready
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
              <li key={service.slug}>
                <Link href={serviceHref(service.slug)}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </PhoneFold>

        <PhoneFold id="footer-contact" title="Contact" titleClassName="foot-title" summaryClassName="foot-summary border-b sm:border-b-0">
          <address className="foot-links not-italic">
            <ActionLink unstyled action={{ kind: 'map' }}>
              <MapPin aria-hidden="true" />
              {addressText}
            </ActionLink>
            <ActionLink unstyled action={{ kind: 'call', phone: contact.mainPhone }}>
              <Phone aria-hidden="true" />
              {contact.mainPhone}
            </ActionLink>
            <ActionLink unstyled action={{ kind: 'email', to: contact.supportEmail }}>
              <Mail aria-hidden="true" />
              {contact.supportEmail}
            </ActionLink>
            <ActionLink unstyled action={{ kind: 'email', to: contact.salesEmail }}>
              <Mail aria-hidden="true" />
              {contact.salesEmail}
            </ActionLink>
          </address>
        </PhoneFold>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-slate-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.name}. Serving businesses since {claims.foundedYear}.
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
