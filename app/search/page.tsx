import { Suspense } from 'react';
import { PageHero } from '@/components/ui/PageHero';
import { SearchForm } from '@/components/search/SearchForm';
import { SiteSearch } from '@/components/search/SiteSearch';
import { SearchPrompt } from '@/components/search/SearchPrompt';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';

// Result pages are not worth indexing: the page is noindex.
export const metadata = pageMetadata({
  title: 'Search',
  description: 'Search the Maninfini Automation blog, services and company pages.',
  path: '/search/',
  image: ogImageFor('search'),
  noindex: true,
});

export default function SearchPage() {
  return (
    <>
      <PageHero
        eyebrow="Search"
        title="Search our site"
        subtitle="Find articles, services and company pages. Small typos are forgiven."
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Search', path: '/search/' },
        ]}
      />
      <div className="container-page max-w-4xl py-12 sm:py-16">
        {/* q is only known in the browser, so the island reads it; until then the plain form shows. */}
        <Suspense
          fallback={
            <div>
              <SearchForm />
              <div className="mt-10">
                <SearchPrompt />
              </div>
            </div>
          }
        >
          <SiteSearch />
        </Suspense>
      </div>
    </>
  );
}
