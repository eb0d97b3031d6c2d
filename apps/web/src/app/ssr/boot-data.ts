// What the server's HTML hands the app for its first render (the API's pages module writes it, main.tsx reads it):
// the answers the page opened with, as query keys and data, in a JSON script the browser never executes.
export type BootQuery = { key: readonly unknown[]; data: unknown };
export type BootData = { queries: BootQuery[] };

export const BOOT_DATA_ID = 'boot-data';

/** The server's answers, or null on a page the server did not render. */
export function readBootData(): BootData | null {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as BootData;
    return Array.isArray(data.queries) ? data : null;
  } catch {
    return null;
  }
}
