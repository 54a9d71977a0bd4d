'use client';

import { useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { SectionLink } from '@/components/layout/SectionLink';
import { headerSectionLinks, navLabels } from '@/content/navigation';
import { quantAlgorithmsUrl } from '@/content/site';
import { trackingAttributes } from '@/lib/actions';

export type SolutionItem = { href: string; title: string; blurb: string; icon: ReactNode };
export type SolutionsNavProps = { solutions: readonly SolutionItem[]; chevron: ReactNode; externalIcon: ReactNode };

export const topItemClass =
  'inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-sm font-semibold text-slate-100 transition hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10';

const focusables = (root: HTMLElement | null) => (root ? [...root.querySelectorAll<HTMLElement>('a[href], button')] : []);

/**
 * Desktop navigation, upgraded on intent. The page first gets plain links (Solutions
 * leads to the services overview); the first pointer or keyboard visit loads the Radix
 * menu (about 13 KiB gzip, more than half of a page's JavaScript budget) and swaps it
 * in with the same look, keeping keyboard focus where it was.
 */
export function SolutionsNav(props: SolutionsNavProps) {
  const [Menu, setMenu] = useState<ComponentType<SolutionsNavProps> | null>(null);
  const requested = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);

  const enhance = () => {
    if (requested.current) return;
    requested.current = true;
    void import('@/components/layout/SolutionsMenu').then((module) => setMenu(() => module.SolutionsMenu));
  };

  useEffect(() => {
    if (!Menu || pendingFocus.current === null) return;
    focusables(root.current)[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  }, [Menu]);

  return (
    <div
      ref={root}
      className="hidden lg:block"
      data-enhanced={Menu ? 'true' : 'false'}
      onPointerEnter={enhance}
      onFocus={(event) => {
        if (Menu) return;
        pendingFocus.current = focusables(root.current).indexOf(event.target as HTMLElement);
        enhance();
      }}
    >
      {Menu ? <Menu {...props} /> : <PlainNav {...props} />}
    </div>
  );
}

function PlainNav({ chevron, externalIcon }: SolutionsNavProps) {
  return (
    <nav aria-label="Main" className="relative">
      <ul className="flex items-center gap-0.5">
        <li>
          <Link href="/services/" className={`${topItemClass} group`}>
            {navLabels.solutions}
            {chevron}
          </Link>
        </li>
        {headerSectionLinks.map((item) => (
          <li key={item.section}>
            <SectionLink section={item.section} className={topItemClass}>
              {item.label}
            </SectionLink>
          </li>
        ))}
        <li>
          <QuantLink icon={externalIcon} />
        </li>
      </ul>
    </nav>
  );
}

/** Spreads the props Radix passes through asChild (handlers, ref, data attributes). */
export function QuantLink({ icon, ...rest }: { icon: ReactNode } & ComponentProps<'a'>) {
  return (
    <a
      {...rest}
      href={quantAlgorithmsUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={topItemClass}
      {...trackingAttributes('outbound_click', { url: quantAlgorithmsUrl })}
    >
      {navLabels.quant}
      {icon}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
