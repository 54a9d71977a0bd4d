import { type Service } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';
import { cardAction, countByFilter, filterIndex, serviceFilters } from '@/lib/home/services';
import { ServiceCard } from './ServiceCard';
import { ServiceFilterChips } from './ServiceFilterChips';

/**
 * Category chips and the card grid. The chips are native radio buttons and the grid follows
 * the checked one through CSS (`.service-explorer` in app/globals.css), so a chip works from
 * the first paint, before any script.
 */
export function ServicesExplorer({ services }: { services: readonly Service[] }) {
  const counts = countByFilter(services);
  return (
    <div className="service-explorer">
      <ServiceFilterChips filters={serviceFilters.map((filter) => ({ filter, index: filterIndex(filter), count: counts[filter] }))} />
      <ul className="mt-6 grid gap-3 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" aria-label="Service cards">
        {services.map((service) => (
          <li key={service.slug} data-filter={filterIndex(service.category)}>
            <ServiceCard service={service} action={cardAction(service, serviceHref)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
