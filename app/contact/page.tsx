import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/ContactSection';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/ui/PageHero';
import { contactPage } from '@/content/contact';
import { localBusiness } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: '/contact/',
  keywords: contactPage.keywords,
});

/** /contact: the shared contact section under a page hero. */
export default function ContactPage() {
  return (
    <>
      <JsonLd data={localBusiness()} />
      <PageHero
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact/' },
        ]}
        eyebrow={contactPage.eyebrow}
        title={contactPage.heroTitle}
        subtitle={contactPage.heroSubtitle}
      />
      <ContactSection />
    </>
  );
}
