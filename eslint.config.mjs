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
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Import Link from '@/components/ui/Link'." }] }],
    },
  },
  { ignores: ['.next/**', 'out/**', 'out-no-analytics/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
