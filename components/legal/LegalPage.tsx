/**
 * The shared layout of the three legal pages: dark hero, a contents list, the MDX text
 * with anchored numbered sections, and the company's contact details from content/site.ts.
 */
import type { ReactNode } from 'react';
import { Mdx } from '@/components/mdx/Mdx';
import { PageHero } from '@/components/ui/PageHero';
import { headingId, type LegalDocument } from '@/lib/legal/document';
import { LegalContact } from './LegalContact';
import { formatLegalDate } from '@/lib/legal/date';

const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : '';

export function LegalPage({ doc, lastUpdated }: { doc: LegalDocument; lastUpdated?: ReactNode }) {
  const components = {
    h2: ({ children }: { children?: ReactNode }) => <h2 id={headingId(textOf(children), doc.anchors)}>{children}</h2>,
  };
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={doc.title}
        subtitle={doc.summary}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: doc.title, path: `/${doc.slug}/` },
        ]}
      />
      <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="legal-contents" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-28 lg:self-start lg:border-0 lg:bg-transparent lg:p-0">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            On this page
          </h2>
          <ol className="mt-4 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-600 hover:bg-brand-50 hover:text-brand-800"
                >
                  <span className="w-5 shrink-0 text-right font-semibold text-brand-600">{section.number}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <p className="inline-flex rounded-full bg-slate-100 px-4 py-1.5 text-sm font-medium text-slate-700">
            Last updated:&nbsp;{lastUpdated ?? (doc.updated ? <time dateTime={doc.updated}>{formatLegalDate(doc.updated)}</time> : null)}
          </p>
          <Mdx source={doc.body} components={components} className="mt-4 [&>h2:first-child]:mt-8" />
          <LegalContact />
        </article>
      </div>
    </>
  );
}
