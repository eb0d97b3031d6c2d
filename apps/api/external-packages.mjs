// Which imports the API's bundles leave to node_modules (esbuild plugin), for the build (build.mjs) and the benchmarks'
// bundles (bench/lib.mjs) alike. Every npm package stays external except two, bundled in: the workspace's own
// TypeScript source (@vitrina/shared), which Node cannot run, and drizzle-orm. drizzle-orm is some 300 small ES
// modules whose package.json (180 kB, an export per file) Node reads for each one it resolves: loading them took
// 330 ms of the server's start on Node 24, bundled 35 ms. It is plain JavaScript that finds no file of its own at run
// time.
const bundledPackages = /^(@vitrina\/|drizzle-orm(\/|$))/;

export const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      bundledPackages.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};
