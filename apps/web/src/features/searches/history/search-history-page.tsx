// Replaced by the searches feature's page as it is built.
export function SearchHistoryPage() {
  return null;
}
