import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Internal links come from components/ui/Link.tsx, which trades Next's viewport prefetch for
    // prefetch on intent (lib/browser/intent-prefetch.ts).
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Import Link from '@/components/ui/Link'." },
            // Icons come from the sprite, drawn once in a cached file instead of inline in every page (lib/icons/sprite.ts).
            { name: 'lucide-react', message: "Import icons from '@/components/ui/icons' (add the name to lib/icons/sprite.ts)." },
          ],
        },
      ],
    },
  },
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
  {
    // Content is data: it may use lib/'s types to check its shape, never lib/'s code, so every
    // computation over content lives in lib/ and content never depends on how it is used.
    files: ['content/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/lib/*', '**/lib/*'], allowTypeImports: true, message: 'content/ may import only types from lib/; move the computation to lib/.' }] },
      ],
    },
  },
  { ignores: ['.next/**', 'out/**', 'out-no-analytics/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
