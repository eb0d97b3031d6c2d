// The browser routers a test made (renderApp), stopped after the test: a browser router writes the shared window's
// address, and one whose page settled late (a request answered after the test ended, a timer) moved the next test, or
// the next file's, somewhere else ('/account/group/index' under an invitation's test). Apart from render.tsx so the
// setup can import it without loading the app before a test file's mocks.
import type { createBrowserRouter } from 'react-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

const live = new Set<BrowserRouter>();

export function keepRouter(router: BrowserRouter): void {
  live.add(router);
}

/** Disposes of every router kept, and makes a late navigation of theirs do nothing. */
export function stopRouters(): void {
  for (const router of live) {
    router.dispose();
    router.navigate = () => Promise.resolve();
  }
  live.clear();
}
