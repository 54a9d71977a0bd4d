'use client';

import Link from '@/components/ui/Link';
import { Briefcase, ExternalLink, Menu } from '@/components/ui/icons';
import { Logo } from '@/components/layout/Logo';
import { DialogClose } from '@/components/ui/ModalDialog';
import { SectionLink } from '@/components/layout/SectionLink';
import { ActionLink, buttonClasses } from '@/components/ui/Button';
import { mobileMenuPages, mobileMenuSections, navLabels } from '@/content/navigation';
import { quantAlgorithmsUrl } from '@/content/site';
import { trackingAttributes } from '@/lib/actions/describe';

const MENU_ID = 'mobile-menu';
/** `.sheet-entry` in app/globals.css: a short class name, as the menu is in every page (twice, HTML and payload). */
const entry = 'sheet-entry';

/** The header's menu button for small screens: it opens MobileMenu with no script. */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={MENU_ID}
      aria-label="Open menu"
      aria-haspopup="dialog"
      className="menu-button"
    >
      <Menu className="size-6" />
    </button>
  );
}

/**
 * The small-screen menu: Home, Services, Products, About, Contact, Careers, Quant Algorithms, then
 * Blog and Our Team, which a phone would otherwise reach only through the footer.
 * A native modal dialog opened by the button's invoker command, so it opens from the first
 * paint without any script: the browser traps focus in it, closes it on Escape or a tap
 * outside it (closedby) and gives focus back to the button. Following one of its links closes
 * it (components/first-paint/head/page-controls.ts, which also opens it in browsers without invoker commands).
 * It sits at the end of the page, after the content the first paint needs. A client component
 * for the reason Header gives: its HTML is in the page, its code comes once.
 */
export function MobileMenu() {
  return (
    <dialog id={MENU_ID} aria-label="Menu" closedby="any" className="sheet-dialog mobile-menu">
      <div className="sheet-head">
        <Logo />
        <DialogClose dialogId={MENU_ID} label="Close menu" className="sheet-close" />
      </div>
      <nav aria-label="Mobile" className="sheet-nav">
        <ul>
          {mobileMenuSections.map((item) => (
            <li key={item.section}>
              <SectionLink section={item.section} className={entry}>
                {item.label}
              </SectionLink>
            </li>
          ))}
          <li>
            <Link href="/careers/" className={entry} {...trackingAttributes('hiring_cta_click', { location: 'mobile_menu' })}>
              {navLabels.careers}
              <span className="hiring-tag">
                <Briefcase className="size-3.5" /> Hiring
              </span>
            </Link>
          </li>
          <li>
            <ActionLink action={{ kind: 'outbound', href: quantAlgorithmsUrl }} unstyled className={entry}>
              {navLabels.quant}
              <ExternalLink className="size-4 text-slate-500" />
            </ActionLink>
          </li>
          {mobileMenuPages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} className={entry}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sheet-foot">
        <SectionLink section="contact" className={buttonClasses({ className: 'w-full' })}>
          {navLabels.consultation}
        </SectionLink>
      </div>
    </dialog>
  );
}
