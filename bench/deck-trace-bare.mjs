// The bare draggable card of bench/deck-trace.mjs: a page with nothing but a stack of cards, each an article with its
// title and a photo, the top one following the pointer by its transform alone and flying out past 100 px, the next
// one already in place with its photo. Dragged the same way, in the same browser and run, it shows what the harness
// and the machine cost by themselves: a long task here is not the app's.
import { createServer } from 'node:http';

/** The bare deck's page for `cards` (the top one first): each its title and its photo's address. */
function bareDeckHtml(cards) {
  const articles = cards
    .map(
      ({ title, image }, index) =>
        `<article data-title="${title}"${index === 0 ? ` aria-label="${title}"` : ''} ` +
        `style="z-index:${cards.length - index}"><img src="${image}" width="480" height="360" alt="${title}" ` +
        `draggable="false"><h2>${title}</h2></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Mazo mínimo</title>
<style>
body{font-family:sans-serif;margin:0;overflow:hidden}
main{position:relative;height:100vh}
article{position:absolute;inset:16px;border-radius:16px;overflow:hidden;background:#fff;touch-action:none;
box-shadow:0 4px 16px rgba(0,0,0,.2)}
article img{width:100%;height:70%;object-fit:cover;display:block}
h2{margin:16px;font-size:20px}
</style></head><body><main>
${articles}
</main><script>
let start = null;
let card = null;
document.addEventListener('pointerdown', (event) => {
  card = document.querySelector('article[aria-label]');
  if (!card) return;
  start = { x: event.clientX, y: event.clientY };
  card.setPointerCapture(event.pointerId);
});
document.addEventListener('pointermove', (event) => {
  if (!start || !card) return;
  const dx = event.clientX - start.x;
  card.style.transform = 'translate(' + dx + 'px,' + (event.clientY - start.y) + 'px) rotate(' + dx / 20 + 'deg)';
});
document.addEventListener('pointerup', (event) => {
  if (!start || !card) return;
  const dx = event.clientX - start.x;
  const leaving = card;
  start = null;
  card = null;
  leaving.style.transition = 'transform 250ms ease-out';
  if (Math.abs(dx) < 100) {
    leaving.style.transform = '';
    return;
  }
  // Only the top card carries its title as its label, as in the app's deck.
  leaving.removeAttribute('aria-label');
  const next = leaving.nextElementSibling;
  if (next) next.setAttribute('aria-label', next.dataset.title);
  leaving.style.transform = 'translate(' + Math.sign(dx) * 600 + 'px,0) rotate(' + Math.sign(dx) * 30 + 'deg)';
  leaving.addEventListener('transitionend', () => leaving.remove(), { once: true });
});
</script></body></html>`;
}

/**
 * Serves the bare deck of `cards` ({ title, image }: the photo's address, the app's own card-sized copy, so both
 * decks decode the same images) at `http://127.0.0.1:<port>/`; resolves to the server.
 */
export function startBareDeck(cards, port) {
  const html = bareDeckHtml(cards);
  const server = createServer((_request, response) => {
    response.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
