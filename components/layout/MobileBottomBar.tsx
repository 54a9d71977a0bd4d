'use client';

import { Boxes, Home, LayoutGrid, MessageCircle, Phone } from '@/components/ui/icons';
import { SectionLink } from '@/components/layout/SectionLink';
import { ActionLink } from '@/components/ui/Button';
import { contact, whatsappTexts } from '@/content/site';

const item = 'bar-item';

/** Small screens only, fixed at the bottom of every page; a client component for the reason Header gives. */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Quick actions"
      className="bottom-bar"
    >
      <ul>
        <li>
          <SectionLink section="home" origin="bottom-bar" className={item}>
            <Home aria-hidden="true" /> Home
          </SectionLink>
        </li>
        <li>
          <SectionLink section="services" origin="bottom-bar" className={item}>
            <LayoutGrid aria-hidden="true" /> Services
          </SectionLink>
        </li>
        <li>
          <SectionLink section="products" origin="bottom-bar" className={item}>
            <Boxes aria-hidden="true" /> Products
          </SectionLink>
        </li>
        <li>
          <ActionLink unstyled className={item} action={{ kind: 'call', phone: contact.mainPhone }}>
            <Phone aria-hidden="true" /> Call
          </ActionLink>
        </li>
        <li>
          <ActionLink unstyled className={item} action={{ kind: 'whatsapp', text: whatsappTexts.quickQuestion }}>
            <MessageCircle aria-hidden="true" className="size-5 text-whatsapp" /> WhatsApp
          </ActionLink>
        </li>
      </ul>
    </nav>
  );
}
