import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/LegalPage';
import { loadLegalDocument } from '@/lib/legal/document';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';

const doc = loadLegalDocument('cookie-policy');

export const metadata: Metadata = pageMetadata({ title: doc.title, description: doc.description, path: '/cookie-policy/', image: ogImageFor('legal') });

export default function CookiePolicyPage() {
  return <LegalPage doc={doc} />;
}
