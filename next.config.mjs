/** @type {import('next').NextConfig} */
const nextConfig = {
  // Deployed as a plain static folder (out/): no server runtime exists in production.
  output: 'export',
  // out/blog/x/index.html is served for /blog/x/ by every static host.
  trailingSlash: true,
  // The default loader needs a server; images are generated at build time instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
