import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/LegalPage';
import { loadLegalDocument } from '@/lib/legal/document';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';

const doc = loadLegalDocument('terms-of-service');

export const metadata: Metadata = pageMetadata({ title: doc.title, description: doc.description, path: '/terms-of-service/', image: ogImageFor('legal') });

export default function TermsOfServicePage() {
  return <LegalPage doc={doc} />;
}
