import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/ContactSection';
import { AboutSection } from '@/components/home/AboutSection';
import { ClientsStrip } from '@/components/home/ClientsStrip';
import { Hero } from '@/components/home/Hero';
import { ProductsSection } from '@/components/home/ProductsSection';
import { ServicesSection } from '@/components/home/ServicesSection';
import { SwipeNavigator } from '@/components/home/SwipeNavigator';
import { TestimonialsSection } from '@/components/home/TestimonialsSection';
import { JsonLd } from '@/components/seo/JsonLd';
import { clients } from '@/content/clients';
import { clientsTitle, homeMeta } from '@/content/home';
import { homeJsonLd } from '@/lib/seo/home';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...pageMetadata({ title: homeMeta.title, description: homeMeta.description, path: '/', keywords: homeMeta.keywords }),
  // The home title is complete on its own; the layout's "%s | name" template would repeat the name.
  title: { absolute: homeMeta.title },
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <ProductsSection />
      <AboutSection />
      <ClientsStrip clients={clients} title={clientsTitle} />
      <TestimonialsSection />
      <ContactSection />
      <SwipeNavigator />
      <JsonLd data={homeJsonLd()} />
    </>
  );
}
