// Writes the chat assistant's knowledge (public/chat-knowledge.json) from content/ before
// every build, so a fact changed in content/ changes in the assistant's answers too.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectKnowledge } from '../chat/collect-knowledge';

async function main() {
  // npm runs the prebuild from the project root.
  const root = process.cwd();
  const knowledge = await collectKnowledge(root);
  const out = path.join(root, 'public', 'chat-knowledge.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(knowledge));
  const size = knowledge.pages.reduce((sum, p) => sum + p.content.length, 0);
  console.log(`chat knowledge: ${knowledge.pages.length} pages, ${size} characters -> public/chat-knowledge.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
