/** content/ reads build-time settings from process.env; the Worker's bundle defines it as an empty object (wrangler.jsonc). */
declare const process: { env: Record<string, string | undefined> };
