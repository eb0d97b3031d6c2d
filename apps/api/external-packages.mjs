// Which imports the API's bundles leave to node_modules (esbuild plugin), for the build (build.mjs) and the benchmarks'
// bundles (bench/lib.mjs) alike. The server's code and the packages it loads as it starts are bundled in: Node
// resolving, reading and compiling some 400 files one by one (Fastify and its plugins are about 250 small CommonJS
// files, zod and drizzle-orm hundreds of ES modules, each package.json read to resolve them) took more of the start
// than evaluating the same code in a few large files. Left out, and loaded from node_modules as they are:
// - what finds files of its own beside its code: PGlite (its WebAssembly and data), sharp (a native module);
// - what the server imports only once it needs it: pg and its helpers (PostgreSQL), the S3 client, ioredis (Redis),
//   nodemailer (the first mail), web-push (the first push);
// - the test suite's S3 server.
const keptExternal =
  /^(@electric-sql\/pglite|sharp|pg|pg-[a-z-]+|@aws-sdk\/[^/]+|@smithy\/[^/]+|ioredis|nodemailer|web-push|s3rver)(\/|$)/;

export const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || !keptExternal.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};
