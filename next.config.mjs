// JavaScript, not TypeScript like every script: Next.js, next/jest and the size probe read this file
// themselves, before any TypeScript loader runs; it holds settings only and imports nothing of the project.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // Deployed as a plain static folder (out/): no server runtime exists in production.
  output: 'export',
  // out/blog/x/index.html is served for /blog/x/ by every static host.
  trailingSlash: true,
  // The default loader needs a server; images are generated at build time instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  // A build refuses type errors, so a host that runs only `npm run build` never ships one.
  // TYPES_CHECKED=1 is set only by a caller that has just run `npm run typecheck` on the same
  // files (scripts/test.ts, the workflow's fast job): that check covers everything the build's
  // own would (route types from `next typegen`) and the tests too, so the build skips the repeat.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  poweredByHeader: false,
};

export default nextConfig;
