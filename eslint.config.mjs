// JavaScript, not TypeScript like every script: ESLint reads a TypeScript config only through jiti,
// which the project does not otherwise need.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The rooms and which way their imports may point. Site code imports to its right only:
 * app/ → components/ → lib/ → content/. Build and check tools (scripts/) and the chat Worker
 * (worker/) may import lib/ and content/; the site imports neither, so no tool and no server
 * code can reach a visitor's browser. A folder named `server` holds code for the Worker only.
 * Each folder gets one config object, since a rule set twice on a file keeps only the last.
 */
const NO_TOOLING = { group: ['@/scripts/*', '**/scripts/*'], message: 'Site code never imports build tooling: move what the site needs to lib/.' };
const NO_SERVER = {
  group: ['@/worker/*', '**/worker/*', '**/server/*', '**/server'],
  message: 'The browser never imports the Worker or a folder named server: what both sides share lives in lib/chat/contract.ts.',
};
const upstream = (...folders) => ({
  group: folders.flatMap((folder) => [`@/${folder}/*`, `**/${folder}/*`]),
  message: `Imports point app/ → components/ → lib/ → content/: this folder may not import ${folders.join('/ or ')}/.`,
});
/**
 * The site index has one way in: lib/search/retrieve.ts, with the browser's fetch adapter
 * (read-http.ts) beside it. The page views, the assistant and the Worker call its functions and
 * never the reader, the ranking or the passages behind it, so the index can change inside
 * lib/search alone, and each reader downloads only its own part (the entry loads the passage
 * ranking on the first question, never on a search). Scripts and tests may reach inside.
 */
const SEARCH_ENTRY = {
  group: ['@/lib/search/**', '**/lib/search/**', '!@/lib/search/retrieve', '!@/lib/search/read-http', '!**/lib/search/retrieve', '!**/lib/search/read-http'],
  message: 'Read the site index through its entry: @/lib/search/retrieve (and @/lib/search/read-http in the browser).',
};
// Internal links come from components/ui/Link.tsx, which trades Next's viewport prefetch for
// prefetch on intent (lib/browser/intent-prefetch.ts).
const NEXT_LINK = { name: 'next/link', message: "Import Link from '@/components/ui/Link'." };
// Icons come from the sprite, drawn once in a cached file instead of inline in every page and its payload (lib/icons/sprite.ts).
const LUCIDE = { name: 'lucide-react', message: "Import icons from '@/components/ui/icons' (add the name to lib/icons/sprite.ts)." };
const restrict = (files, patterns, options = {}) => ({
  files,
  ignores: options.ignores ?? [],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: options.paths ?? [], patterns }] },
});
const boundaries = [
  restrict(['app/**'], [NO_TOOLING, NO_SERVER, SEARCH_ENTRY], { paths: [NEXT_LINK, LUCIDE] }),
  restrict(['components/**'], [NO_TOOLING, NO_SERVER, upstream('app'), SEARCH_ENTRY], { paths: [NEXT_LINK, LUCIDE], ignores: ['components/ui/Link.tsx'] }),
  restrict(['components/ui/Link.tsx'], [NO_TOOLING, NO_SERVER, upstream('app'), SEARCH_ENTRY], { paths: [LUCIDE] }),
  restrict(['lib/**'], [NO_TOOLING, NO_SERVER, upstream('app', 'components')], { ignores: ['lib/chat/**'] }),
  restrict(['lib/chat/**'], [NO_TOOLING, NO_SERVER, upstream('app', 'components'), SEARCH_ENTRY]),
  // Content is data: it may use lib/'s types to check its shape, never lib/'s code, so every
  // computation over content lives in lib/ and content never depends on how it is used.
  restrict(['content/**'], [
    NO_TOOLING,
    NO_SERVER,
    upstream('app', 'components'),
    { group: ['@/lib/*', '**/lib/*'], allowTypeImports: true, message: 'content/ may import only types from lib/; move the computation to lib/.' },
  ]),
  {
    // Content exports data. The few helpers one content file uses to build another's values
    // (a leader's profile, a team contact's name) say so where they are exported; anything a
    // page or a component computes from content lives in lib/.
    files: ['content/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ExportNamedDeclaration > FunctionDeclaration', 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.type=/^(Arrow)?FunctionExpression$/]'].map((selector) => ({
          selector,
          message: 'content/ exports data; move the function to lib/.',
        })),
      ],
    },
  },
  {
    // lib/ is pure: it reaches the page (window, document, storage) only through an argument, so
    // it runs in Node tests. Adapters that touch the browser are named for it: lib/browser/ and
    // *.browser.ts (a Web Worker's entry: *.worker.ts).
    files: ['lib/**'],
    // lib/chat/turnstile.ts loads Cloudflare's widget into the page: a browser adapter by another name.
    ignores: ['lib/browser/**', 'lib/**/*.browser.ts', 'lib/**/*.worker.ts', 'lib/chat/turnstile.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({ name, message: `lib/ is pure: take ${name} as an argument, or put the adapter in a *.browser.ts file.` }))],
    },
  },
  {
    // One script dialect: every script is TypeScript run through tsx as an ES module, so a file's
    // place comes from import.meta (dirname, filename, url), never CommonJS's globals.
    files: ['scripts/**', 'tests/**'],
    rules: {
      'no-restricted-globals': ['error', ...['__dirname', '__filename', 'require'].map((name) => ({ name, message: `Scripts are ES modules: use import.meta${name === 'require' ? ' and import' : `.${name.slice(2)}`} instead.` }))],
    },
  },
  {
    // Markup from a string is code the Content-Security-Policy must allow by hash: JSON-LD data
    // blocks are the only ones (the head script is a file of its own, docs/interactivity.md).
    files: ['app/**', 'components/**'],
    ignores: ['components/seo/JsonLd.tsx'],
    rules: { 'react/no-danger': 'error' },
  },
  // The Worker runs no React and no page: only lib/, content/ and its own files.
  restrict(['worker/**'], [NO_TOOLING, upstream('app', 'components'), SEARCH_ENTRY, { group: ['react', 'react-dom', 'react/*', 'next', 'next/*'], message: 'The Worker renders nothing.' },
    { group: ['**/*.browser', '@/lib/browser/*'], message: 'Browser adapters touch a page the Worker does not have.' },
  ]),
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // No module may reach itself through its imports: a circle hides which side owns a fact and
    // makes the order of module set-up matter.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Every package the code imports (types too) is declared in package.json: one that only
      // arrives as another package's dependency can vanish or change version with that package.
      // Development packages may be imported anywhere, since the site is built where they are installed.
      'import/no-extraneous-dependencies': ['error', { devDependencies: true, includeTypes: true }],
    },
    // Packages cannot import the project back, so the rule need not read them: left unparsed, lint takes 15 s instead of 60.
    settings: { 'import/ignore': ['node_modules'] },
  },
  ...boundaries,
  // public/first-paint/ holds the head script esbuild compiled from components/first-paint/head/ (linted there).
  { ignores: ['.next/**', 'out/**', 'out-no-analytics/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/first-paint/**'] },
];

export default config;
