// `npm run serve` / `npm start`: the API, the web app and (unless WORKER=0) the worker, on PORT (server-main.ts).
// Only Node's own module here, so that what follows loads with the compile cache already on: from Node 22.1, Node
// keeps the bytecode of the server's modules on disk (NODE_COMPILE_CACHE, or a folder in the system's temporary
// one) and a later start skips most of their parsing. Node 20 has no such cache and starts as before.
import * as nodeModule from 'node:module';

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
void import('./server-main');
