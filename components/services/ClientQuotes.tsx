import { Quote } from '@/components/ui/icons';
import { Section, SectionHeading } from '@/components/ui/Section';
import { StarRating } from '@/components/ui/StarRating';
import { cn } from '@/lib/cn';

export type ClientQuote = { name: string; role?: string; title?: string; content: string; rating: number };

const initials = (name: string) =>
  name
    .replace(/^(Dr|Mr|Ms|Mrs)\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

/** Testimonials (cyber/cloud layout) and the two client reviews (common layout) share one card. */
export function ClientQuotes({
  quotes,
  eyebrow,
  heading,
  intro,
}: {
  quotes: readonly ClientQuote[];
  eyebrow: string;
  heading: string;
  intro?: string;
}) {
  return (
    <Section labelledBy="quotes-heading">
      <SectionHeading id="quotes-heading" eyebrow={eyebrow} title={heading} intro={intro} />
      <ul className={cn('mx-auto grid gap-6', quotes.length === 2 ? 'max-w-5xl md:grid-cols-2' : 'lg:grid-cols-3')}>
        {quotes.map((quote) => (
          <li key={quote.name + quote.content.slice(0, 12)} className="card relative flex flex-col p-7 sm:p-8">
            <Quote aria-hidden="true" className="absolute top-7 right-7 size-9 text-brand-100" />
            <StarRating stars={quote.rating} className="block" />
            <figure className="mt-5 flex flex-1 flex-col">
              <blockquote className="flex-1">
                {quote.title && <p className="text-lg font-bold text-ink">{quote.title}</p>}
                <p className={cn('leading-7 text-slate-700', quote.title && 'mt-2')}>“{quote.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-bold text-white"
                >
                  {initials(quote.name)}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{quote.name}</span>
                  {quote.role && <span className="block text-sm text-slate-500">{quote.role}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
