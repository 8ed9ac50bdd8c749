// The Node flags the production server runs with (decision 0277), in one place for everything that
// starts it: `npm start` (package.json, checked by server-node-flags.test.ts) and the bench scripts.
// A larger young generation: at 100 requests in flight a request's objects outlive the 16 MiB
// default semi-space's scavenges and were promoted to the old space (~200 MiB between full
// collections, every 3 s); with 64 MiB they die young. Idle memory is unchanged – V8 grows the
// semi-space only under allocation pressure.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
