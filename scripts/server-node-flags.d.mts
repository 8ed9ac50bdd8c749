// Types of scripts/server-node-flags.mjs for its TypeScript test (the project does not check JS).
export declare const SERVER_NODE_FLAGS: readonly string[];
