// JavaScript, not TypeScript like every script: Next's CSS pipeline loads it itself, and it holds one setting.
const config = { plugins: { '@tailwindcss/postcss': {} } };

export default config;
