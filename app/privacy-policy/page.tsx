import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/LegalPage';
import { TodayDate } from '@/components/legal/TodayDate';
import { loadLegalDocument } from '@/lib/legal/document';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';

const doc = loadLegalDocument('privacy-policy');

export const metadata: Metadata = pageMetadata({ title: doc.title, description: doc.description, path: '/privacy-policy/', image: ogImageFor('legal') });

/** The last-updated date shown is the visitor's today; the build date is the no-script fallback. */
const buildDate = new Date().toISOString().slice(0, 10);

export default function PrivacyPolicyPage() {
  return <LegalPage doc={doc} lastUpdated={<TodayDate fallback={buildDate} />} />;
}
