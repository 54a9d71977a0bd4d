import { Clock, PackageCheck } from '@/components/ui/icons';
import { Section, SectionHeading } from '@/components/ui/Section';
import { durationWords } from '@/lib/services/format';
import type { ServicePage } from '@/lib/services/schema';
import { StepList } from './StepList';

/**
 * The page's how-to guide, shown as well as described in structured data.
 *
 * A contrast checker reading the page before any scroll, as Lighthouse does, lays out the
 * deferred blocks' contents at full height inside their shorter placeholders, so their
 * text and cards spill over whatever follows. This dark band is therefore rendered with
 * the page (its own steps stay inside it) and positioned (`relative`), so it paints above
 * any positioned card spilling from the blocks before it; otherwise its light text is
 * judged against those white cards (tests/e2e/contrast-unscrolled.spec.ts).
 */
export function GettingStarted({ howTo }: { howTo: ServicePage['howTo'] }) {
  return (
    <Section labelledBy="start-heading" className="relative bg-night text-white">
      <SectionHeading id="start-heading" eyebrow="Getting started" title={howTo.name} intro={howTo.description} tone="dark" />
      <StepList tone="dark" steps={howTo.steps.map((step) => ({ title: step.name, description: step.text }))} />
      <div className="mt-12 flex flex-col gap-4 rounded-2xl border border-white/10 bg-white/5 p-6 sm:flex-row sm:items-start sm:gap-10">
        <p className="flex shrink-0 items-center gap-2 font-semibold text-white">
          <Clock aria-hidden="true" className="size-5 text-accent-300" />
          About {durationWords(howTo.totalTime)} of your time
        </p>
        <div className="flex gap-2">
          <PackageCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
          <p className="text-slate-300">
            <span className="font-semibold text-white">Have ready: </span>
            {howTo.tools.join(' · ')}
          </p>
        </div>
      </div>
    </Section>
  );
}
