import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePageView } from '@/components/services/ServicePageView';
import { getServicePage, servicePageSlugs } from '@/lib/services/pages';
import { servicePageMetadata } from '@/lib/services/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePageSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = getServicePage((await params).slug);
  return entry ? servicePageMetadata(entry) : {};
}

export default async function ServicePage({ params }: Props) {
  const entry = getServicePage((await params).slug);
  if (!entry) notFound();
  return <ServicePageView entry={entry} />;
}
