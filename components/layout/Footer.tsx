import Link from '@/components/ui/Link';
import { Mail, MapPin, Phone, ShieldCheck, BadgeCheck } from 'lucide-react';
import { Logo } from '@/components/layout/Logo';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { CookieSettingsButton } from '@/components/layout/CookieSettingsButton';
import { ActionLink } from '@/components/ui/Button';
import { footerLinks, newsletter } from '@/content/navigation';
import { services, serviceHref } from '@/content/services';
import { addressText, claims, contact, site, socialLinks } from '@/content/site';

const heading = 'text-sm font-semibold tracking-wide text-white uppercase';
const link = 'text-sm text-slate-300 transition hover:text-white';

export function Footer() {
  return (
    <footer className="bg-night text-slate-300">
      <div className="border-b border-white/10">
        <div className="container-page flex flex-col items-start justify-between gap-6 py-10 lg:flex-row lg:items-center">
          <div>
            <h2 className="text-xl font-bold text-white">{newsletter.title}</h2>
            <p className="mt-1 max-w-xl text-sm text-slate-300">{newsletter.text}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr]">
        <div>
          <Logo />
          <p className="mt-5 max-w-sm text-sm leading-6 text-slate-300">{site.description}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Certifications">
            <li className="inline-flex items-center gap-1.5 rounded-lg border border-white/15 px-3 py-1.5 text-xs font-semibold text-white">
              <ShieldCheck aria-hidden="true" className="size-4 text-accent-400" /> ISO 27001
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-lg border border-white/15 px-3 py-1.5 text-xs font-semibold text-white">
              <BadgeCheck aria-hidden="true" className="size-4 text-brand-300" /> GDPR ready
            </li>
          </ul>
          <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-2" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <ActionLink unstyled className={link} action={{ kind: 'outbound', href: social.href }}>
                  {social.name}
                </ActionLink>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={heading}>Quick links</h2>
          <ul className="mt-4 space-y-2.5">
            {footerLinks.quick.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={link}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>Services</h2>
          <ul className="mt-4 space-y-2.5">
            {services.map((service) => (
              <li key={service.slug}>
                <Link href={serviceHref(service.slug)} className={link}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <ActionLink unstyled className={`${link} flex gap-2`} action={{ kind: 'map' }}>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {addressText}
            </ActionLink>
            <ActionLink unstyled className={`${link} flex gap-2`} action={{ kind: 'call', phone: contact.mainPhone }}>
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {contact.mainPhone}
            </ActionLink>
            <ActionLink unstyled className={`${link} flex gap-2`} action={{ kind: 'email', to: contact.supportEmail }}>
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {contact.supportEmail}
            </ActionLink>
            <ActionLink unstyled className={`${link} flex gap-2`} action={{ kind: 'email', to: contact.salesEmail }}>
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {contact.salesEmail}
            </ActionLink>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs text-slate-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.name}. Serving businesses since {claims.foundedYear}.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footerLinks.legal.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="hover:text-white">{item.label}</Link>
                </li>
              ))}
              <li>
                <CookieSettingsButton className="hover:text-white" />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
