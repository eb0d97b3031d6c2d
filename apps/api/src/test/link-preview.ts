// A page as the app's index.html wrote it, without the link preview the page server adds to its head (canonical
// link, Open Graph and Twitter tags: modules/pages), for tests about what else a page answer holds.
export function withoutLinkPreview(html: string): string {
  return html.replace(/<link rel="canonical"[^>]*\/>|<meta (?:property="og:|name="twitter:)[^>]*\/>/g, '');
}
