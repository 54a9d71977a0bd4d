import { searchEntries } from '@/content/search-entries';
import { getAllPosts } from '@/lib/content/posts';
import { buildSearchDocuments } from '@/lib/search/documents';

// Written to out/search-index.json at build time; only the search page fetches it.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildSearchDocuments(getAllPosts(), searchEntries));
}
