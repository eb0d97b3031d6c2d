// A small promise wrapper over the browser's IndexedDB for the deck's offline decisions: one database, two object
// stores, each call its own transaction. Where IndexedDB is missing or refused (some private modes), `openOfflineDb`
// answers null and the queue lives in memory for the page's life.
export const DB_NAME = 'vitrina-offline';
const DB_VERSION = 1;
/** Decisions waiting to be sent, by an auto-increment key. */
export const DECISIONS = 'decisions';
/** The cards a deck had loaded and not decided, by '{user}:{search}'. */
export const CARDS = 'cards';

let opening: Promise<IDBDatabase | null> | null = null;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export function openOfflineDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(DECISIONS)) db.createObjectStore(DECISIONS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(CARDS)) db.createObjectStore(CARDS);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab's newer version asks for the database: let it go, the next call opens it again.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Forgets the open connection (tests open a fresh database after deleting it). */
export function closeOfflineDb(): void {
  void opening?.then((db) => db?.close());
  opening = null;
}

async function withStore<T>(
  name: string,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openOfflineDb();
  if (!db) return undefined;
  return done(run(db.transaction(name, mode).objectStore(name)));
}

export const idb = {
  getAll: <T>(name: string) => withStore<T[]>(name, 'readonly', (store) => store.getAll() as IDBRequest<T[]>),
  get: <T>(name: string, key: IDBValidKey) =>
    withStore<T>(name, 'readonly', (store) => store.get(key) as IDBRequest<T>),
  put: (name: string, value: unknown, key?: IDBValidKey) =>
    withStore(name, 'readwrite', (store) => store.put(value, key)),
  delete: (name: string, key: IDBValidKey) => withStore(name, 'readwrite', (store) => store.delete(key)),
  count: (name: string) => withStore<number>(name, 'readonly', (store) => store.count()),
};
