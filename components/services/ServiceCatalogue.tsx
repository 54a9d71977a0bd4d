import Link from '@/components/ui/Link';
import { ArrowRight } from '@/components/ui/icons';
import { CheckList } from '@/components/ui/CheckList';
import { ServiceIcon } from '@/components/ui/ServiceIcon';
import { serviceHref } from '@/lib/services/urls';
import type { ServicePageEntry } from '@/lib/services/pages';
import { startingPrice } from '@/lib/services/pricing';

/** Overview cards: the catalogue's facts plus the page's lowest price or headline figure. */
export function ServiceCatalogue({ entries }: { entries: readonly ServicePageEntry[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {entries.map(({ service, page }) => {
        const price = startingPrice(page.pricing?.plans);
        const stat = page.hero.stats[0];
        return (
          <li key={service.slug} className="card group relative flex flex-col p-7 transition duration-300 hover:-translate-y-1 hover:shadow-[var(--shadow-lift)]">
            <div className="flex items-start justify-between gap-4">
              <span className="flex size-13 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-md">
                <ServiceIcon name={service.icon} className="size-6" />
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-600">{service.category}</span>
            </div>
            <h3 className="mt-6 text-xl font-bold">
              {service.title}
            </h3>
            <p className="mt-3 leading-7 text-slate-600">{service.description}</p>
            <CheckList items={service.features} className="mt-5 mb-6" />
            <div className="mt-auto flex items-end justify-between gap-4 border-t border-slate-100 pt-5">
              <p className="text-sm">
                <span className="block font-bold text-ink">{price ?? stat?.value}</span>{' '}
                <span className="text-slate-500">{price ? 'excluding GST' : stat?.label}</span>
              </p>
              <Link
                href={serviceHref(service.slug)}
                aria-label={`Explore service: ${service.title}`}
                className="inline-flex shrink-0 items-center gap-1.5 rounded-full text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-brand-800"
              >
                Explore service
                <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
