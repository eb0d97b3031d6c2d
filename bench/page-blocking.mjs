#!/usr/bin/env node
// How long a phone's main thread is blocked while a page starts, measured in the page itself rather than simulated:
// Chromium at a real 4x CPU slowdown (DevTools' throttling), a phone's viewport, each load in a new context. The page's
// own long-task observer, installed before any of its scripts, records every task over 50 ms from navigation until
// 5 s after the load event; the blocking time is the sum of what each passes 50 ms (Lighthouse's TBT counts the same
// between first paint and interactive). The home, a store, a listing's page and a shared search's deck, each beside
// the bare static page (store-data.mjs, as first-screen.mjs uses it) loaded the same way in the same run. Lighthouse's own figure
// (first-screen.mjs) simulates the slowdown from a run at full speed, so on a busy machine one stalled task moves it
// by hundreds of milliseconds; this one throttles for real and takes the median of several loads.
// Run `npm run build` first; `node bench/page-blocking.mjs [loads]` (5 by default).
// PAGE_BLOCKING_PAGES=listing,shared-deck measures only those. Target: 200 ms, as the TBT.
/* global window */
import { launchChromium, machineLoad, percentile, phoneContext } from './lib.mjs';
import { openFirstScreen } from './store-data.mjs';

const loads = Number(process.argv[2] ?? 5);
const port = 4398;
const barePort = 4399;
const budgetMs = 50;
const median = (values) => percentile(values, 50);

/** One cold load of `url` at 4x CPU: the long tasks the page saw, and what they blocked beyond 50 ms each. */
async function load(browser, url) {
  // Lighthouse's mobile screen, as the TBT it stands beside.
  const context = await phoneContext(browser, { width: 412, height: 823, scale: 1.75 });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(5000);
    const tasks = await page.evaluate(() => window.__longTasks);
    return {
      blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - budgetMs), 0),
      longest: Math.max(0, ...tasks),
      count: tasks.length,
    };
  } finally {
    await context.close();
  }
}

async function measure(browser, url) {
  const results = [];
  for (let at = 0; at < loads; at += 1) results.push(await load(browser, url));
  return {
    blocking: median(results.map((result) => result.blocking)),
    longest: median(results.map((result) => result.longest)),
    count: median(results.map((result) => result.count)),
    runs: results.map((result) => result.blocking.toFixed(0)).join(', '),
  };
}

const { pages, bareUrl, close } = await openFirstScreen({ port, barePort, name: 'page-blocking' });
let browser;
try {
  browser = await launchChromium();
  const only = process.env.PAGE_BLOCKING_PAGES?.split(',');
  console.log(`Main-thread blocking at 4x CPU, ${loads} cold loads each (medians; bare static page beside each)`);
  console.log('page          blocking   longest  tasks  | bare blocking  longest | loads');
  for (const entry of pages.filter((page) => !only || only.includes(page.name.replace(/\s+/g, '-')))) {
    const ours = await measure(browser, entry.url);
    const plain = await measure(browser, bareUrl);
    if (ours.blocking > 200) process.exitCode = 1;
    console.log(
      `${entry.name.padEnd(13)} ${ours.blocking.toFixed(0).padStart(5)} ms  ${ours.longest.toFixed(0).padStart(5)} ms  ${String(ours.count).padStart(5)}  | ${plain.blocking.toFixed(0).padStart(10)} ms  ${plain.longest.toFixed(0).padStart(4)} ms | ${ours.runs}  ${ours.blocking <= 200 ? 'met' : 'MISSED (<= 200 ms)'}`,
    );
  }
  console.log(machineLoad());
} finally {
  await browser?.close();
  await close();
}
