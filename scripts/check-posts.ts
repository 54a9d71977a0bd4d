/**
 * `npm run check:posts`: the fast check for a content pull request, run first by CI. Validates
 * every post (drafts included) and legal page through the content loader, renders every body
 * through the page's own renderer, and prints every problem at once, each naming its file and
 * field, before exiting 1. Honours BLOG_CONTENT_DIR like the build. In a GitHub Actions run
 * (GITHUB_ACTIONS=true) each problem is also printed as an annotation, which the pull request
 * shows on the line of the field at fault (scripts/quality/github-annotations.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BLOG_DIR, ContentError, readPosts, type Post } from '../lib/content/posts';
import { legalSlugs, loadLegalDocument } from '../lib/legal/document';
import { inGitHubActions, problemAnnotations } from './quality/github-annotations';
import { renderBodyHtml } from './content/render-body';

const started = performance.now();
const root = process.cwd();
const problems: string[] = [];
const relative = (file: string) => path.relative(root, file);

const { posts, problems: postProblems } = readPosts(BLOG_DIR, { checkBodies: true });
problems.push(...postProblems);

/** The build draws /blog-images/<slug>.webp; any other cover must already exist. */
function coverProblem(post: Post): string | undefined {
  if (post.image === `/blog-images/${post.slug}.webp` || existsSync(path.join(root, 'public', post.image))) return undefined;
  return `${relative(path.join(BLOG_DIR, `${post.slug}.mdx`))}: field "image" is ${post.image}, which does not exist; use /blog-images/${post.slug}.webp (the build draws it)`;
}
for (const post of posts) {
  const problem = coverProblem(post);
  if (problem) problems.push(problem);
}

const bodies: { file: string; body: string }[] = posts.map((post) => ({ file: relative(path.join(BLOG_DIR, `${post.slug}.mdx`)), body: post.content }));
for (const slug of legalSlugs) {
  try {
    bodies.push({ file: `content/legal/${slug}.mdx`, body: loadLegalDocument(slug, root).body });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
  }
}

// The page's renderer (next-mdx-remote and React), so what passes here renders in the build.
for (const { file, body } of bodies) {
  try {
    await renderBodyHtml(body);
  } catch (error) {
    problems.push(`${file}: the page cannot render the body: ${(error as Error).message.split('\n')[0]}`);
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const drafts = posts.filter((post) => post.draft).length;
if (problems.length) {
  console.error(`check:posts: ${problems.length} problem${problems.length === 1 ? '' : 's'} (${seconds} s):\n${problems.map((line) => `  ${line}`).join('\n')}`);
  if (inGitHubActions()) {
    const readSource = (file: string) => {
      try {
        return readFileSync(path.resolve(root, file), 'utf8');
      } catch {
        return undefined;
      }
    };
    // GitHub reads workflow commands from standard output.
    console.log(problemAnnotations('check:posts', problems, readSource).join('\n'));
  }
  process.exit(1);
}
console.log(
  `check:posts: ${posts.length} posts (${drafts} draft${drafts === 1 ? '' : 's'}) and ${legalSlugs.length} legal pages are valid and render (${seconds} s)`,
);
