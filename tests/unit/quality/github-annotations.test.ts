/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locateProblem } from '@/lib/content/problem-location';
import { readPosts } from '@/lib/content/posts';
import { errorAnnotation, escapeData, escapeProperty, problemAnnotations } from '@/scripts/quality/github-annotations';

const read = (file: string) => readFileSync(path.resolve(file), 'utf8');

describe('GitHub annotations', () => {
  it('escapes the message and the properties as GitHub reads them', () => {
    expect(escapeData('50% done\r\nnext: a, b')).toBe('50%25 done%0D%0Anext: a, b');
    expect(escapeProperty('check:posts, field 100%\n')).toBe('check%3Aposts%2C field 100%25%0A');
    expect(errorAnnotation({ file: 'content/blog/a,b.mdx', line: 4, column: 2, title: 'x: y', message: 'bad\nvalue' })).toBe(
      '::error file=content/blog/a%2Cb.mdx,line=4,col=2,title=x%3A y::bad%0Avalue',
    );
  });

  // The fixture holds the mistakes an editor makes: a missing title, a date that is no calendar
  // day, a cover outside /blog-images/, and a category spelt unlike the post before it.
  it('puts each problem of a broken post on the line of the field at fault', () => {
    const dir = 'tests/fixtures/broken-posts';
    const { problems } = readPosts(path.resolve(dir));
    const file = (name: string) => `${dir}/${name}.mdx`;
    expect(problemAnnotations('check:posts', problems, read)).toEqual([
      `::error file=${file('broken-front-matter')},line=1,title=check%3Aposts%3A title::field "title" is required`,
      `::error file=${file('broken-front-matter')},line=6,title=check%3Aposts%3A publishedDate::field "publishedDate" is not a real calendar date`,
      `::error file=${file('broken-front-matter')},line=9,title=check%3Aposts%3A image::field "image" must be a path like /blog-images/<slug>.webp`,
      `::error file=${file('misspelt-category')},line=8,title=check%3Aposts%3A category::field "category" is "Cyber Security", but 1 other post spells it "Cybersecurity"; spell a category the same way in every post`,
    ]);
  });
});

describe('locateProblem', () => {
  const source = ['---', 'id: 4', 'title: "T"', 'tags:', '  - "AI"', '  - ""', 'autor: "X"', '---', '', 'Body text.'].join('\r\n');
  const at = (problem: string) => locateProblem(problem, () => source);

  it('keeps the line and column a problem already names', () => {
    expect(at('content/blog/x.mdx:42:7: the body is not valid MDX: Unexpected end of file')).toEqual({
      file: 'content/blog/x.mdx', line: 42, column: 7, message: 'the body is not valid MDX: Unexpected end of file',
    });
  });

  it('finds a field, a list item inside it and an unknown key, in a file with Windows line ends', () => {
    expect(at('content/blog/x.mdx: field "title" must be a non-empty title')).toMatchObject({ line: 3, field: 'title' });
    expect(at('content/blog/x.mdx: field "tags.1" must be a non-empty tag')).toMatchObject({ line: 6, field: 'tags.1' });
    expect(at('content/blog/x.mdx: unknown field(s) autor')).toMatchObject({ line: 7, field: 'autor' });
  });

  it('points a missing field at the opening line, a body problem at the body, invalid YAML where the parser stopped', () => {
    expect(at('content/blog/x.mdx: field "excerpt" is required')).toMatchObject({ line: 1, field: 'excerpt' });
    expect(at('content/blog/x.mdx: the page cannot render the body: boom')).toMatchObject({ line: 9 });
    const broken = ['---', 'id: 1', 'title: "open', '---', 'Body'].join('\n');
    expect(locateProblem('content/blog/y.mdx: front matter is not valid YAML: Missing closing "quote', () => broken)).toMatchObject({ line: 3 });
  });

  it('places a problem in a file it cannot read on line 1, and ignores a line naming no file', () => {
    expect(locateProblem('content/blog/gone.mdx: field "id" is required', () => undefined)).toMatchObject({ file: 'content/blog/gone.mdx', line: 1 });
    expect(locateProblem('Invalid blog posts:', () => source)).toBeUndefined();
  });
});
