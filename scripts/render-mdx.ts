/**
 * Renders one post or legal page body through the site's MDX pipeline (the same options
 * components/mdx/Mdx.tsx uses) and prints the HTML. Editors can preview a file without a build:
 *   node --import tsx scripts/render-mdx.ts content/blog/<slug>.mdx
 * The front matter is read by the content loader's YAML-only reader, so a file whose front
 * matter would run as code is refused here too.
 */
import fs from 'node:fs';
import { readYamlFrontMatter } from '../lib/content/yaml-front-matter';
import { renderBodyHtml } from './content/render-body';

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx scripts/render-mdx.ts <file.mdx>');
  process.exit(2);
}
try {
  const { body } = readYamlFrontMatter(file, fs.readFileSync(file, 'utf8'));
  process.stdout.write(await renderBodyHtml(body));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
