/**
 * The site's indexable static routes (trailing slash, as exported). The sitemap is
 * built from this list plus the generated routes each feature contributes.
 */
import { services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';

export const staticRoutes: readonly string[] = [
  '/',
  '/contact/',
  '/services/',
  ...services.map((service) => serviceHref(service.slug)),
  '/blog/',
  '/our-team/',
  '/careers/',
  '/privacy-policy/',
  '/terms-of-service/',
  '/cookie-policy/',
];
