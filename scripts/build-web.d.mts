/** Types of build-web.mjs for the tests that import it. */
export declare function newest(path: string): number;
export declare function buildWebIfStale(options?: {
  deferBrotli?: boolean;
  lowPriority?: boolean;
}): Promise<void>;
export declare function precompress(dir: string, options?: { brotli?: boolean }): Promise<void>;
export declare function brotliInBackground(dir?: string): Promise<void>;
export declare function brotliInChild(dir?: string): import('node:child_process').ChildProcess;
