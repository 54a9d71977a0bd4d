/**
 * The only place content files are split into front matter and body. Posts and legal pages
 * arrive by pull request, possibly from outside the company, so their front matter is data:
 * YAML only, parsed with YAML 1.2's core schema (strings, numbers, booleans, null, lists and
 * maps; no custom tags, no dates, nothing that can construct a function).
 *
 * gray-matter (kept for its delimiter handling) would read `---js` or `---coffee` front matter
 * by running it as code, so the language after the opening `---` is checked before gray-matter
 * sees the file, and every engine gray-matter knows is replaced by one that refuses.
 */
import matter from 'gray-matter';
import { Document, isMap, isSeq, parseDocument } from 'yaml';

/** A content file that cannot be used; `problems` are full lines naming the file. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly problems: readonly string[],
    heading?: string,
  ) {
    super([...(heading ? [heading] : []), ...problems].join('\n'));
  }
}

export type SplitFile = { data: Record<string, unknown>; body: string };

const YAML_NAMES = new Set(['', 'yaml', 'yml']);

/** YAML 1.2 core schema; a warning (an unknown tag such as !!js/function) is refused like an error. */
function parseYaml(file: string, text: string): Record<string, unknown> {
  const doc = parseDocument(text, { schema: 'core', prettyErrors: true, uniqueKeys: true });
  const problems = [...doc.errors, ...doc.warnings].map(
    (issue) => `${file}: front matter is not valid YAML: ${issue.message.split('\n')[0]}`,
  );
  if (problems.length) throw new ContentError(problems);
  const data: unknown = doc.toJS({ maxAliasCount: 50 });
  if (data == null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError([`${file}: front matter must be a list of "field: value" lines`]);
  }
  return data as Record<string, unknown>;
}

/**
 * Splits a content file into its YAML front matter and its body. Throws ContentError naming
 * the file when the front matter is in any other language or is not valid YAML.
 */
export function readYamlFrontMatter(file: string, text: string): SplitFile {
  const source = text.replace(/^\uFEFF/, '');
  const language = matter.language(source).name.toLowerCase();
  if (matter.test(source) && !YAML_NAMES.has(language)) {
    throw new ContentError([
      `${file}: front matter must be YAML (a line "---", then "field: value" lines); "---${language}" front matter is refused because it would run as code`,
    ]);
  }
  const refuse = () => {
    throw new ContentError([`${file}: front matter must be YAML`]);
  };
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object also bypasses gray-matter's cache, which would hide edits during dev.
    parsed = matter(source, {
      language: 'yaml',
      engines: { yaml: (text: string) => parseYaml(file, text), javascript: refuse, js: refuse, json: refuse, coffee: refuse, toml: refuse },
    });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError([`${file}: front matter could not be read (${(error as Error).message})`]);
  }
  return { data: parsed.data, body: parsed.content };
}

/**
 * A content file from front matter and body, in the house style of the shipped posts (strings
 * in double quotes, short lists on one line), which the reader above reads back as written.
 */
export function writeYamlFrontMatter(data: Record<string, unknown>, body: string): string {
  const doc = new Document(data);
  if (isMap(doc.contents)) for (const pair of doc.contents.items) if (isSeq(pair.value)) pair.value.flow = true;
  const yaml = doc.toString({ defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 0, flowCollectionPadding: false });
  return `---\n${yaml}---\n\n${body.trim()}\n`;
}
