// Types of scripts/build-server.mjs for the TypeScript that imports it (the tests' global set-up).
export declare const SERVER_OUT_DIR: string;
export declare const SERVER_ENTRY_OUT: string;
/** Builds the server into `outDir` (dist-server/ unless given). */
export declare function buildServer(outDir?: string): Promise<void>;
