/**
 * The placeholder text a new draft starts with (`npm run new-post`, scripts/content/post-template.ts)
 * and the loader's rule about it: a post that still holds one cannot be published.
 */
export const PLACEHOLDERS = {
  excerpt: 'Write one or two sentences: they show on cards, in search results and in the feed.',
  opening: 'Write the opening paragraph here: what the reader will learn and why it matters.',
  section: 'Write this section. Start sections with ##, sub-sections with ###, and link sources as [text](https://example.org).',
} as const;

/** A published post must not carry new-post's placeholder text; a draft may. */
export function placeholderProblems(file: string, post: { excerpt: string; draft?: boolean }, body: string): string[] {
  if (post.draft) return [];
  const problems: string[] = [];
  if (post.excerpt.includes(PLACEHOLDERS.excerpt)) problems.push(`${file}: field "excerpt" still holds the placeholder text; write the excerpt`);
  if (body.includes(PLACEHOLDERS.opening) || body.includes(PLACEHOLDERS.section)) {
    problems.push(`${file}: the body still holds placeholder text from new-post; write it, or keep the post a draft (draft: true)`);
  }
  return problems;
}
