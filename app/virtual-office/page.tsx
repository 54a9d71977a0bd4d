import type { Metadata } from 'next';
import { ServicePageView } from '@/components/services/ServicePageView';
import { getServicePage } from '@/lib/services/pages';
import { servicePageMetadata } from '@/lib/services/structured-data';

// /virtual-office shows the virtual office service page; search engines
// are pointed at /services/virtual-office/ as the one canonical address.
function virtualOffice() {
  const entry = getServicePage('virtual-office');
  if (!entry) throw new Error('content/service-pages/virtual-office.ts is missing');
  return entry;
}

const entry = virtualOffice();

export const metadata: Metadata = servicePageMetadata(entry, { path: '/virtual-office/' });

export default function VirtualOfficePage() {
  return <ServicePageView entry={entry} />;
}
