// Types of extra-script.mjs, for its unit test.
export declare function libraryCode(gzipBytes: number, seed?: number): string;
export declare function copyWithExtraScript(outDir: string, kib: number): { dir: string; chunk: string; remove: () => void };
