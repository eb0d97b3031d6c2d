// The inbox live (docs/decisions/022-activity-inbox.md): one EventSource per tab on
// /api/account/activity/stream, opened with a single-use ticket (EventSource sends no header). The browser's own
// reconnection would present a spent ticket, so this takes over: on any error it closes the source and opens a new
// one with a new ticket after a pause that doubles up to 30 s, resuming after the last event seen
// (`last_event_id`), and at once when the browser says it is online again or the tab comes back into view.
import type { ActivityItem } from '@vitrina/shared/activity';
import { createStore } from '@/lib/create-store';
import { HttpError } from '@/lib/http';
import { getActivityTicket, openActivityStream } from '../api/activity-stream';

export type ActivityLiveState = { unread: number | null; connected: boolean };

export const activityLive = createStore<ActivityLiveState>({ unread: null, connected: false });

type ItemListener = (item: ActivityItem) => void;
const itemListeners = new Set<ItemListener>();

/** Calls `listener` with every item that arrives live; the returned function stops it. */
export function onLiveItem(listener: ItemListener): () => void {
  itemListeners.add(listener);
  return () => void itemListeners.delete(listener);
}

const maxPauseMs = 30_000;
let running = false;
let source: EventSource | null = null;
let lastEventId: string | null = null;
let attempts = 0;
let timer: number | undefined;
let connecting = false;

function setState(next: Partial<ActivityLiveState>) {
  activityLive.set((state) => ({ ...state, ...next }));
}

function closeSource() {
  source?.close();
  source = null;
  setState({ connected: false });
}

function schedule() {
  if (!running) return;
  window.clearTimeout(timer);
  attempts += 1;
  const pause = Math.min(maxPauseMs, 1000 * 2 ** (attempts - 1));
  timer = window.setTimeout(() => void connect(), pause * (0.75 + Math.random() * 0.5));
}

async function connect() {
  if (!running || source || connecting) return;
  connecting = true;
  try {
    const { ticket } = await getActivityTicket();
    if (!running) return;
    const opened = openActivityStream(ticket, lastEventId);
    source = opened;
    opened.addEventListener('open', () => {
      attempts = 0;
      setState({ connected: true });
    });
    opened.addEventListener('unread', (event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      setState({ unread });
    });
    opened.addEventListener('activity', (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      const { item, unread } = JSON.parse(message.data) as { item: ActivityItem; unread: number };
      setState({ unread });
      for (const listener of [...itemListeners]) listener(item);
    });
    opened.onerror = () => {
      if (source !== opened) return;
      closeSource();
      schedule();
    };
  } catch (error) {
    // Signed out meanwhile: the session's end stops this.
    if (error instanceof HttpError && error.status === 401) return;
    schedule();
  } finally {
    connecting = false;
  }
}

function reconnectNow() {
  if (!running || source) return;
  window.clearTimeout(timer);
  attempts = 0;
  void connect();
}

function onVisible() {
  if (document.visibilityState === 'visible') reconnectNow();
}

/** Starts the live inbox for the signed-in person (idempotent). */
export function startActivityLive(): void {
  if (running) return;
  running = true;
  attempts = 0;
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', onVisible);
  void connect();
}

/** Stops it (signed out): nothing of the last person stays. */
export function stopActivityLive(): void {
  running = false;
  window.clearTimeout(timer);
  window.removeEventListener('online', reconnectNow);
  document.removeEventListener('visibilitychange', onVisible);
  closeSource();
  lastEventId = null;
  activityLive.set({ unread: null, connected: false });
}
