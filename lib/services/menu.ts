import { services, type ServiceIcon } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';

/** A service as the shared header's Solutions menu and the footer list it. */
export type ServiceLink = { href: string; title: string; blurb: string; icon?: ServiceIcon };

/**
 * The services for the shared chrome, picked on the server: the chrome's code is in every page's
 * first script, which should not carry every service's description and features for the sake of
 * a title and one line each (the layout hands this list to the header and the footer).
 */
export function serviceLinks(): ServiceLink[] {
  return services.map((service) => ({ href: serviceHref(service.slug), title: service.title, blurb: service.features[0] ?? '', icon: service.icon }));
}
