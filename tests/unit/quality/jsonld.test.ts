/** @jest-environment node */
import { checkJsonLd, typesIn } from '@/scripts/quality/jsonld';
import { breadcrumbList, faqPage, localBusiness, organization, reviews } from '@/lib/seo/jsonld';

const ctx = 'https://schema.org';

describe('checkJsonLd', () => {
  it('accepts what the shared builders produce', () => {
    expect(checkJsonLd(organization())).toEqual([]);
    expect(checkJsonLd(localBusiness())).toEqual([]);
    expect(checkJsonLd(breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog/' }]))).toEqual([]);
    expect(checkJsonLd(faqPage([{ question: 'Q?', answer: 'A.' }]))).toEqual([]);
    expect(checkJsonLd(reviews([{ author: 'A', rating: 5, reviewBody: 'Good', datePublished: '2024-01-10', reviewTitle: 'T' }]))).toEqual([]);
  });

  it('names the missing fields with the path to the node', () => {
    expect(checkJsonLd({ '@context': ctx, '@type': 'BlogPosting', headline: 'H' })).toEqual([
      'BlogPosting: missing datePublished',
      'BlogPosting: missing author',
      'BlogPosting: missing image',
      'BlogPosting: missing publisher',
    ]);
    expect(checkJsonLd({ '@context': ctx, '@type': 'Service', name: 'S', provider: { '@type': 'Organization' } })).toEqual([
      'Service.provider > Organization: missing name',
    ]);
  });

  it('checks breadcrumb positions, FAQ answers and reviews', () => {
    const crumbs = { '@context': ctx, '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'Home' }, { '@type': 'ListItem', position: 2, name: 'Here' }] };
    expect(checkJsonLd(crumbs)).toEqual(['BreadcrumbList: item 1 has position 2', 'BreadcrumbList: item 1 missing item']);
    const faq = { '@context': ctx, '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer' } }] };
    expect(checkJsonLd(faq)).toEqual(['FAQPage: question 1 missing acceptedAnswer.text']);
    expect(checkJsonLd({ '@context': ctx, '@type': 'Review', author: 'A', reviewRating: { '@type': 'Rating' } })).toEqual([
      'Review: missing reviewRating.ratingValue',
      'Review: missing itemReviewed',
    ]);
  });

  it('requires remote job postings to name where applicants may live', () => {
    const job = {
      '@context': ctx, '@type': 'JobPosting', title: 'QA Engineer', description: 'Tests', datePosted: '2026-11-01', validThrough: '2026-12-31',
      employmentType: 'FULL_TIME', hiringOrganization: { '@type': 'Organization', name: 'O', url: 'https://o.example' }, jobLocationType: 'TELECOMMUTE',
    };
    expect(checkJsonLd(job)).toEqual(['JobPosting: remote job missing applicantLocationRequirements']);
    expect(checkJsonLd({ ...job, applicantLocationRequirements: { '@type': 'Country', name: 'India' } })).toEqual([]);
  });

  it('requires the schema.org context and an object', () => {
    expect(checkJsonLd({ '@type': 'Person', name: 'P' })).toEqual(['Person: @context must be https://schema.org']);
    expect(checkJsonLd([])).toEqual(['empty JSON-LD block']);
    expect(checkJsonLd({ '@context': ctx, '@graph': [{ '@type': 'Person', name: 'P' }] })).toEqual([]);
  });

  it('lists every type used, nested ones included', () => {
    expect(typesIn(reviews([{ author: 'A', rating: 5, reviewBody: 'B', datePublished: '2024-01-01', reviewTitle: 'T' }])).sort()).toEqual(['Organization', 'Person', 'Rating', 'Review']);
  });
});
