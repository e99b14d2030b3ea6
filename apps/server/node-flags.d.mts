/** Node flags the server process runs with (see node-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
