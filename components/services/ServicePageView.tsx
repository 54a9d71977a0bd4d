import { JsonLd } from '@/components/seo/JsonLd';
import { serviceHref } from '@/lib/services/urls';
import type { ServicePageEntry } from '@/lib/services/pages';
import { servicePageJsonLd } from '@/lib/services/structured-data';
import { CommonServicePage } from './CommonServicePage';
import { CyberCloudServicePage } from './CyberCloudServicePage';

/** One service page, whichever route shows it; the trail always names the canonical address. */
export function ServicePageView({ entry }: { entry: ServicePageEntry }) {
  const { service, page } = entry;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services/' },
    { name: service.title, path: serviceHref(service.slug) },
  ];
  return (
    <>
      <JsonLd data={servicePageJsonLd(entry)} />
      {page.layout === 'common' ? (
        <CommonServicePage service={service} page={page} crumbs={crumbs} />
      ) : (
        <CyberCloudServicePage service={service} page={page} crumbs={crumbs} />
      )}
    </>
  );
}
