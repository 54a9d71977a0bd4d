/**
 * Prints, as JSON, the HTML the page's own renderer (next-mdx-remote and React) makes of each
 * file's body. Jest cannot load that renderer in its own process, so tests run this one.
 *   node --import tsx tests/helpers/render-bodies.ts <file.mdx>...
 */
import fs from 'node:fs';
import { readYamlFrontMatter } from '../../lib/content/yaml-front-matter';
import { renderBodyHtml } from '../../scripts/content/render-body';

const rendered: Record<string, string> = {};
for (const file of process.argv.slice(2)) {
  rendered[file] = await renderBodyHtml(readYamlFrontMatter(file, fs.readFileSync(file, 'utf8')).body);
}
process.stdout.write(JSON.stringify(rendered));
