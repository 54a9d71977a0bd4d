/**
 * Where in its file a content problem lies, so a pull request can show it on that line. The
 * loader's problems are lines of three shapes (lib/content/posts.ts, lib/legal/document.ts):
 *
 *   content/blog/x.mdx: field "publishedDate" must be a date written as YYYY-MM-DD
 *   content/blog/x.mdx: unknown field(s) autor
 *   content/blog/x.mdx:42:7: the body is not valid MDX: …
 *
 * A field's line is found by reading the front matter with the same YAML parser the loader uses
 * and asking it where the key is; a missing field or a front-matter-wide problem points at the
 * opening `---`, a body problem without a position at the body's first line.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export type ProblemLocation = {
  file: string;
  /** 1-based. */
  line: number;
  column?: number;
  /** The front matter field named, as its path ("tags.0"). */
  field?: string;
  /** The problem without its file prefix. */
  message: string;
};

const PROBLEM = /^(?<file>[^\s:][^:]*?)(?::(?<line>\d+):(?<column>\d+))?: (?<message>[\s\S]+)$/;
const FIELD = /^field "(?<field>[^"]+)"/;
const UNKNOWN = /^unknown field\(s\) (?<field>[^,\s]+)/;

type FrontMatter = { text: string; firstLine: number; bodyLine: number } | undefined;

/** The YAML between the opening `---` (line 1) and the closing one, and where the body starts. */
function splitFrontMatter(source: string): FrontMatter {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0] ?? '')) return undefined;
  const close = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
  if (close < 0) return undefined;
  return { text: lines.slice(1, close).join('\n'), firstLine: 2, bodyLine: Math.min(close + 2, lines.length) };
}

/** The line of a field's key (or, for "tags.1", of that list item), as deep as the path exists. */
function fieldLine(frontMatter: NonNullable<FrontMatter>, field: string): number | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(frontMatter.text, { lineCounter: counter, schema: 'core', uniqueKeys: false });
  const lineAt = (offset: number) => counter.linePos(offset).line + frontMatter.firstLine - 1;
  let node: unknown = doc.contents;
  let line: number | undefined;
  for (const segment of field.split('.')) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
      if (!pair || !isScalar(pair.key) || !pair.key.range) break;
      line = lineAt(pair.key.range[0]);
      node = pair.value;
    } else if (isSeq(node) && /^\d+$/.test(segment)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item?.range) break;
      line = lineAt(item.range[0]);
      node = item;
    } else break;
  }
  return line;
}

/** Where the YAML parser itself stopped, for front matter that is not valid YAML. */
function yamlErrorLine(frontMatter: NonNullable<FrontMatter>): number | undefined {
  const doc = parseDocument(frontMatter.text, { schema: 'core', uniqueKeys: true, prettyErrors: true });
  const issue = [...doc.errors, ...doc.warnings][0];
  return issue?.linePos ? issue.linePos[0].line + frontMatter.firstLine - 1 : undefined;
}

/**
 * The file, line and field of one problem line; `readSource` gives a file's text (undefined when
 * it cannot be read, and the problem is then placed on line 1). Undefined for a line that names
 * no file.
 */
export function locateProblem(problem: string, readSource: (file: string) => string | undefined): ProblemLocation | undefined {
  const match = PROBLEM.exec(problem.trim());
  if (!match?.groups) return undefined;
  const { file, message } = match.groups as { file: string; message: string };
  if (match.groups.line) return { file, line: Number(match.groups.line), column: Number(match.groups.column), message };

  const field = (FIELD.exec(message) ?? UNKNOWN.exec(message))?.groups?.field;
  const source = readSource(file);
  const frontMatter = source === undefined ? undefined : splitFrontMatter(source);
  let line: number | undefined;
  if (frontMatter && field) line = fieldLine(frontMatter, field);
  else if (frontMatter && message.startsWith('front matter is not valid YAML')) line = yamlErrorLine(frontMatter);
  else if (frontMatter && /\bbody\b|^section \d+/.test(message)) line = frontMatter.bodyLine;
  return { file, line: line ?? 1, ...(field ? { field } : {}), message };
}
