import type { Metadata } from 'next';
import { ServicesOverviewView } from '@/components/services/ServicesOverviewView';
import { servicesOverview } from '@/lib/services/overview';
import { allServicePages } from '@/lib/services/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';

const { seo } = servicesOverview;

export const metadata: Metadata = pageMetadata({
  title: seo.title,
  description: seo.description,
  path: '/services/',
  image: ogImageFor('services'),
  keywords: seo.keywords,
});

export default function ServicesPage() {
  return <ServicesOverviewView overview={servicesOverview} entries={allServicePages()} />;
}
