#!/usr/bin/env node
// Whether the swipe deck stays smooth on a slow phone (target: in Chromium with 4x CPU throttling, dragging a card
// and letting it fly out makes no long task over 50 ms). Starts the built app on an empty embedded database, makes a
// seller with 25 flats (two photos each) and a swiper through the API, then, in each run, drags 10 cards out of a new
// search's deck in a phone-sized Chromium, alternating right and left, while a PerformanceObserver collects the
// page's long tasks; and the same drags on a bare draggable card (deck-trace-bare.mjs), in the same browser, with
// the same photos: what the harness and the machine cost by themselves.
// Saves a Playwright trace to node_modules/.cache/vitrina-bench/deck-trace.zip. Run `node bench/deck-trace.mjs
// [runs=3]` after `npm run build`; not part of `npm run bench`. A busy machine inflates the figure: its load is
// printed too. DECK_TRACE_PROFILE=1 also takes a CPU profile of the page during the drags and prints, for each task
// over the budget, the functions that took its time (their own time, from the profile's samples in that task's
// window). The functions handed to page.evaluate, waitForFunction and addInitScript run in the page.
/* global document, window */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBareDeck } from './deck-trace-bare.mjs';
import { launchChromium, phoneContext, root, startServer, stop, waitHealthy } from './lib.mjs';

const port = 4393;
const barePort = 4394;
const base = `http://127.0.0.1:${port}`;
const flats = 25;
const swipes = 10;
const budgetMs = 50;
const throttling = 4;
const tracePath = join(root, 'node_modules/.cache/vitrina-bench/deck-trace.zip');

const livingRoom = readFileSync(join(root, 'e2e/fixtures/living-room.jpg'));
const balcony = readFileSync(join(root, 'e2e/fixtures/balcony.jpg'));

/** Calls the API and returns the parsed answer, failing on any status other than `expected`. */
async function api(path, { method = 'GET', token, json, form, expected = 200 } = {}) {
  const headers = {};
  if (token) headers.Authorization = `${token.token_type} ${token.access_token}`;
  if (json) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: json ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUp(name, prefix) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@vitrina.test`;
  return api('/auth/signup', { method: 'POST', json: { email, name } });
}

/**
 * The seller's public flats for sale, with two real photos each; returns each one's title and the card-sized address
 * of its first photo.
 */
async function publishFlats(token) {
  const streets = ['Honduras', 'Gorriti', 'Malabia', 'Thames', 'Armenia'];
  const cards = [];
  for (let index = 0; index < flats; index += 1) {
    const title = `Departamento ${(index % 4) + 1} ambientes en ${streets[index % streets.length]} ${100 + index}`;
    const form = new FormData();
    const fields = { title, type: 'property', category: 'departamento', operation: 'venta', currency: 'USD' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('amount', String(110000 + index * 5000));
    form.append('public', '1');
    form.append('medias[]', new Blob([livingRoom], { type: 'image/jpeg' }), 'living-room.jpg');
    form.append('medias[]', new Blob([balcony], { type: 'image/jpeg' }), 'balcony.jpg');
    const listing = await api('/account/publication', { method: 'POST', token, form, expected: 201 });
    cards.push({ title, image: listing.medias[0].card_url });
  }
  return cards;
}

/**
 * The deck's top card, the one `getByRole('article')` finds: only it carries an aria-label (its listing's title).
 * A CSS selector rather than a role query while measuring, since Playwright's role engine walks the whole page on
 * every poll, on the same throttled main thread whose long tasks are counted.
 */
const topCard = 'article[aria-label]';

/** Resolves once the card `title` has left the top and the next card (or the final slide) has taken its place. */
async function nextCard(page, title) {
  await page.waitForFunction(
    (previous) => {
      const top = document.querySelector('article[aria-label]');
      if (top) return top.getAttribute('aria-label') !== previous;
      return [...document.querySelectorAll('h1, h2, h3')].some((heading) =>
        heading.textContent.includes('Llegaste al final'),
      );
    },
    title,
    { polling: 100, timeout: 15_000 },
  );
}

/** Drags the top card sideways by `dx` like a finger would (small steps), and lets go. */
async function drag(page, dx) {
  const box = await page.locator(topCard).boundingBox();
  if (!box) throw new Error('No hay tarjeta para arrastrar');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) await page.mouse.move(x + (dx * step) / 20, y + step / 2);
  await page.mouse.up();
}

/**
 * The functions with the most own time in a window of a CPU profile (`from` and `duration` in ms from its start), as
 * lines to print: where a long task's time went.
 */
function busiestIn(profile, from, duration) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const own = new Map();
  let at = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] / 1000;
    if (at < from || at > from + duration) return;
    const frame = nodes.get(id).callFrame;
    const name = `${frame.functionName || '(anónima)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    own.set(name, (own.get(name) ?? 0) + profile.timeDeltas[index] / 1000);
  });
  return [...own]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, ms]) => `        ${ms.toFixed(1).padStart(6)} ms  ${name}`);
}

/**
 * Opens `url` in a new page of `context`, waits for its top card, then drags `swipes` cards out at 4× CPU, alternating
 * right and left; returns the long tasks, where each drag began and ended, and (profiling) the page's CPU profile.
 */
async function swipeDeck(context, url, titles, profiling) {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(topCard).waitFor({ state: 'visible', timeout: 30_000 });
  // Let the first paint's images and requests settle before slowing the CPU down, and have Playwright set up the
  // scripts it runs in the page for the calls below now: set up under throttling, they made a long task of their own.
  await page.waitForLoadState('networkidle');
  await page.locator(topCard).boundingBox();
  await nextCard(page, '');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.__longTasks.length = 0;
    window.__downs.length = 0;
    window.__ups.length = 0;
  });

  let profileStart = 0;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    // The page's clock when the profile began: the profile counts from there, in microseconds.
    profileStart = await page.evaluate(() => performance.now());
  }
  for (let swipe = 0; swipe < swipes; swipe += 1) {
    const title = await page.locator(topCard).getAttribute('aria-label');
    if (!titles.includes(title)) throw new Error(`Tarjeta inesperada: ${title}`);
    await drag(page, swipe % 2 === 0 ? 220 : -220);
    await nextCard(page, title);
    await page.waitForTimeout(300);
  }
  const measured = await page.evaluate(() => ({
    longTasks: window.__longTasks,
    downs: window.__downs,
    ups: window.__ups,
  }));
  const profile = profiling ? (await cdp.send('Profiler.stop')).profile : null;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { ...measured, profile, profileStart };
}

/** Prints a deck's long tasks over the budget, each placed by its drag (and, profiled, what took its time). */
function report(name, { longTasks, downs, ups, profile, profileStart }) {
  const over = longTasks.filter((task) => task.duration > budgetMs);
  const longest = longTasks.reduce((max, task) => Math.max(max, task.duration), 0);
  /** Where a long task began: during which swipe's drag, or how long after its release. */
  const where = (start) => {
    let index = downs.length - 1;
    while (index > 0 && downs[index] > start) index -= 1;
    if (index < 0 || start < downs[index]) return 'before the first drag';
    const up = ups[index] ?? Infinity;
    if (start < up) return `swipe ${index + 1}, ${(start - downs[index]).toFixed(0)} ms into the drag`;
    return `swipe ${index + 1}, ${(start - up).toFixed(0)} ms after release`;
  };
  console.log(
    `  ${name}: ${longTasks.length} long tasks, ${over.length} over ${budgetMs} ms, longest ${longest.toFixed(0)} ms`,
  );
  for (const task of over) {
    console.log(`    ${task.duration.toFixed(0).padStart(5)} ms, ${where(task.start)}`);
    if (profile) for (const line of busiestIn(profile, task.start - profileStart, task.duration)) console.log(line);
  }
  return over.length;
}

const runs = Number(process.argv[2] ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-deck-'));
const server = startServer({ port, dataDir, env: { DEMO_DATA: '0' } });
let browser;
let bare;
try {
  await waitHealthy(port);
  const seller = await signUp('Carolina Benítez', 'vendedor');
  const swiper = await signUp('Martina Sosa', 'buscador');
  const cards = await publishFlats(seller);
  const titles = cards.map((card) => card.title);
  bare = await startBareDeck(cards, barePort);

  browser = await launchChromium();
  const context = await phoneContext(browser, { baseURL: base });
  // Signed in as the swiper before the app loads; the onboarding guide was seen already, and the notification and
  // install prompts answered 'Ahora no' (either would cover the deck and stop the drag, as in the end-to-end suite).
  await context.addInitScript((token) => {
    window.localStorage.setItem('auth-token', JSON.stringify(token));
  }, swiper);
  await context.addCookies(
    ['guide-search', 'permission-notification', 'permission-install'].map((name) => ({ name, value: '1', url: base })),
  );
  // Long tasks from the first script on, so the buffer has them; the array is emptied right before the first drag.
  await context.addInitScript(() => {
    window.__longTasks = [];
    window.__downs = [];
    window.__ups = [];
    // When each drag began and ended (the input's own time, before the task that handles it), to place the tasks.
    window.addEventListener('pointerdown', (event) => window.__downs.push(event.timeStamp), true);
    window.addEventListener('pointerup', (event) => window.__ups.push(event.timeStamp), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await context.tracing.start({ screenshots: true, snapshots: false });

  const profiling = Boolean(process.env.DECK_TRACE_PROFILE);
  let appOver = 0;
  let bareOver = 0;
  console.log(`${swipes} swipes a deck, CPU throttling ${throttling}x, 390x844 phone, ${runs} runs`);
  for (let run = 1; run <= runs; run += 1) {
    // A new search each run: a fresh deck of the same flats.
    const search = await api('/search', {
      method: 'POST',
      token: swiper,
      json: {
        uuid: crypto.randomUUID(),
        filters: [{ type: 'property', category: 'departamento', operation: 'venta' }],
      },
      expected: 201,
    });
    console.log(`run ${run}:`);
    const app = await swipeDeck(context, `${base}/search/${search.uuid}`, titles, profiling);
    if (report('Vitrina', app) > 0) appOver += 1;
    const plain = await swipeDeck(context, `http://127.0.0.1:${barePort}/`, titles, profiling);
    if (report('bare card', plain) > 0) bareOver += 1;
  }
  mkdirSync(join(root, 'node_modules/.cache/vitrina-bench'), { recursive: true });
  await context.tracing.stop({ path: tracePath });

  const load = loadavg();
  const cpus = availableParallelism();
  const busy = load[0] > cpus ? ', busier than its CPUs: the long tasks are longer than on an idle machine' : '';
  console.log(`load average: ${load.map((value) => value.toFixed(2)).join(' ')} (1, 5, 15 min; ${cpus} CPUs${busy})`);
  console.log(`runs with a task over ${budgetMs} ms: Vitrina ${appOver} of ${runs}, bare card ${bareOver} of ${runs}`);
  console.log(`trace: ${tracePath}`);
  console.log(`target: no long task over ${budgetMs} ms in any run — ${appOver === 0 ? 'met' : 'MISSED'}`);
  if (appOver > 0) process.exitCode = 1;
} finally {
  await browser?.close();
  bare?.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
