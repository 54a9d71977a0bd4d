// Types of browsers.mjs, for playwright.config.ts.
export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare function testChromium(): string;
