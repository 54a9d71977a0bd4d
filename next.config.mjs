/** @type {import('next').NextConfig} */
const nextConfig = {
  // Deployed as a plain static folder (out/): no server runtime exists in production.
  output: 'export',
  // out/blog/x/index.html is served for /blog/x/ by every static host.
  trailingSlash: true,
  // The default loader needs a server; images are generated at build time instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over the whole project before building; checking
  // again inside the build only repeats that work.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
};

export default nextConfig;
