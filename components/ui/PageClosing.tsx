/**
 * The way a page ends: its story on the dark band, then the call to action on white.
 * One component, so the pages that close this way keep looking alike.
 */
import type { ReactNode } from 'react';
import { Section, SectionHeading } from './Section';

type Props = { headingId: string; eyebrow: string; title: string; story: ReactNode; cta: ReactNode };

export function PageClosing({ headingId, eyebrow, title, story, cta }: Props) {
  return (
    <>
      <Section labelledBy={headingId} className="bg-hero text-white">
        <SectionHeading id={headingId} tone="dark" eyebrow={eyebrow} title={title} />
        {story}
      </Section>
      <Section>{cta}</Section>
    </>
  );
}
