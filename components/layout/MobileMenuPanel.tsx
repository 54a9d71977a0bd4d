'use client';

import Link from '@/components/ui/Link';
import * as Dialog from '@radix-ui/react-dialog';
import { Briefcase, ExternalLink, X } from 'lucide-react';
import { SectionLink } from '@/components/layout/SectionLink';
import { Logo } from '@/components/layout/Logo';
import { mobileMenuSections, navLabels } from '@/content/navigation';
import { quantAlgorithmsUrl } from '@/content/site';
import { trackingAttributes } from '@/lib/actions';
import { buttonClasses } from '@/components/ui/Button';
import { DeferredDialogFrame, type DeferredDialogProps } from '@/components/ui/DeferredDialogFrame';

const entry = 'flex w-full items-center justify-between rounded-xl px-4 py-3.5 text-base font-semibold text-ink transition hover:bg-brand-50';

/**
 * The small-screen menu: Home, Services, Products, About, Contact, Careers, Quant
 * Algorithms. Loaded on the first tap of the menu button (see MobileMenu), so the
 * dialog code is not part of any page's initial JavaScript.
 */
export default function MobileMenuPanel({ open, onOpenChange, returnFocus }: DeferredDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <DeferredDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      overlayClassName="fixed inset-0 z-[60] bg-night/60 backdrop-blur-sm"
      contentClassName="fixed inset-y-0 right-0 z-[61] flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl focus:outline-none"
    >
      <div className="flex items-center justify-between bg-night px-5 py-4">
        <Logo />
        <Dialog.Close className="grid size-10 place-items-center rounded-full text-white hover:bg-white/10" aria-label="Close menu">
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Title className="sr-only">Menu</Dialog.Title>
      <Dialog.Description className="sr-only">Site sections and pages</Dialog.Description>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
        <ul className="space-y-1">
          {mobileMenuSections.map((item) => (
            <li key={item.section}>
              <SectionLink section={item.section} onNavigate={close} className={entry}>
                {item.label}
              </SectionLink>
            </li>
          ))}
          <li>
            <Link
              href="/careers/"
              onClick={close}
              className={entry}
              {...trackingAttributes('hiring_cta_click', { location: 'mobile_menu' })}
            >
              {navLabels.careers}
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-500/15 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
                <Briefcase aria-hidden="true" className="size-3.5" /> Hiring
              </span>
            </Link>
          </li>
          <li>
            <a
              href={quantAlgorithmsUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className={entry}
              {...trackingAttributes('outbound_click', { url: quantAlgorithmsUrl })}
            >
              {navLabels.quant}
              <ExternalLink aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </nav>
      <div className="border-t border-slate-100 p-4">
        <SectionLink section="contact" onNavigate={close} className={buttonClasses({ className: 'w-full' })}>
          {navLabels.consultation}
        </SectionLink>
      </div>
    </DeferredDialogFrame>
  );
}
