// Reads a JSON feed item by item without holding the document: a byte scanner finds where each element of the
// top-level array (or of the top-level object's "data" array) starts and ends, and only that element's bytes
// are kept and parsed. Everything else is checked for balanced brackets and skipped. Strings are tracked so that
// brackets and commas inside them do not count; UTF-8 needs no decoding for this (no multi-byte sequence
// contains an ASCII byte).

export class FeedFormatError extends Error {
  /** notJson: not a JSON document; shape: JSON, but neither a list nor an object with a "data" list. */
  constructor(
    readonly kind: 'notJson' | 'shape',
    detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'FeedFormatError';
  }
}

/** An element too large to be one listing: reported, never kept. */
export const oversizedItem = Symbol('oversized feed item');
export type ScannedItem = string | typeof oversizedItem;

const QUOTE = 0x22,
  BACKSLASH = 0x5c,
  COMMA = 0x2c,
  COLON = 0x3a;
const OPEN_OBJECT = 0x7b,
  CLOSE_OBJECT = 0x7d,
  OPEN_ARRAY = 0x5b,
  CLOSE_ARRAY = 0x5d;
const bom = [0xef, 0xbb, 0xbf];
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

export class FeedScanner {
  private mode: 'start' | 'array' | 'object' | 'done' = 'start';
  private readonly stack: number[] = [];
  private inString = false;
  private escaped = false;
  private itemsDepth = -1;
  private expectItem = false;
  private capturing = false;
  private oversized = false;
  private parts: Buffer[] = [];
  private captured = 0;
  // Keys of the top-level object, to find "data".
  private expectKey = false;
  private keyBytes: number[] | null = null;
  private lastKey = '';
  private awaitingValue = false;
  private dataSeen = false;
  private bomBytes = 0;
  private rootIsObject = false;
  private pendingData = false;

  constructor(private readonly maxItemBytes: number) {}

  /** Feeds the next chunk; returns the elements it completed. */
  push(chunk: Buffer): ScannedItem[] {
    const items: ScannedItem[] = [];
    let captureFrom = this.capturing ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      // A UTF-8 byte order mark before the document, possibly split across chunks.
      if (this.bomBytes < 3) {
        if (this.mode === 'start' && byte === bom[this.bomBytes]) {
          this.bomBytes += 1;
          continue;
        }
        this.bomBytes = 3;
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.inString = false;
          if (this.keyBytes) {
            this.lastKey = Buffer.from(this.keyBytes).toString('utf8');
            this.keyBytes = null;
          }
          continue;
        }
        if (this.keyBytes && this.keyBytes.length < 64) this.keyBytes.push(byte);
        continue;
      }
      if (isSpace(byte)) continue;
      const depth = this.stack.length;
      if (this.mode === 'done') throw new FeedFormatError('notJson', 'content after the document');
      if (this.mode === 'start') {
        if (byte === OPEN_ARRAY) {
          this.mode = 'array';
          this.itemsDepth = 1;
        } else if (byte === OPEN_OBJECT) {
          this.mode = 'object';
          this.rootIsObject = true;
          this.expectKey = true;
        } else throw new FeedFormatError('notJson', 'does not start with [ or {');
        this.stack.push(byte);
        continue;
      }
      const atItems = this.itemsDepth > 0 && depth === this.itemsDepth;
      if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        const open = this.stack.pop();
        if (open !== (byte === CLOSE_ARRAY ? OPEN_ARRAY : OPEN_OBJECT))
          throw new FeedFormatError('notJson', 'unbalanced brackets');
        if (atItems) {
          if (this.expectItem) throw new FeedFormatError('notJson', 'trailing comma');
          if (this.capturing) items.push(this.finish(chunk, captureFrom, i));
          captureFrom = -1;
          this.itemsDepth = -1;
        }
        if (this.stack.length === 0) this.mode = 'done';
        continue;
      }
      if (atItems && byte === COMMA) {
        if (!this.capturing) throw new FeedFormatError('notJson', 'empty element');
        items.push(this.finish(chunk, captureFrom, i));
        captureFrom = -1;
        this.expectItem = true;
        continue;
      }
      if (atItems && !this.capturing) {
        this.capturing = true;
        this.expectItem = false;
        captureFrom = i;
      }
      if (this.mode === 'object' && depth === 1) this.topLevelObjectByte(byte);
      if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        this.stack.push(byte);
        if (this.pendingData) {
          this.pendingData = false;
          if (byte === OPEN_ARRAY) {
            this.itemsDepth = 2;
            this.dataSeen = true;
          }
        }
      } else if (byte === QUOTE) {
        this.inString = true;
      }
    }
    if (this.capturing && captureFrom >= 0) this.keep(chunk.subarray(captureFrom));
    return items;
  }

  // Inside the top-level object: key, colon, value, comma. Only the value of "data" matters.
  private topLevelObjectByte(byte: number) {
    if (this.expectKey) {
      if (byte !== QUOTE) throw new FeedFormatError('notJson', 'expected a key');
      this.keyBytes = [];
      this.expectKey = false;
      return;
    }
    if (byte === COLON) {
      this.awaitingValue = true;
      return;
    }
    if (byte === COMMA) {
      this.expectKey = true;
      return;
    }
    if (this.awaitingValue) {
      this.awaitingValue = false;
      this.pendingData = this.lastKey === 'data' && byte === OPEN_ARRAY;
    }
  }

  private keep(part: Buffer) {
    if (this.oversized) return;
    this.captured += part.length;
    if (this.captured > this.maxItemBytes) {
      this.oversized = true;
      this.parts = [];
      return;
    }
    // A copy: the chunk's memory is reused by the stream.
    this.parts.push(Buffer.from(part));
  }

  private finish(chunk: Buffer, from: number, to: number): ScannedItem {
    if (from >= 0) this.keep(chunk.subarray(from, to));
    const item: ScannedItem = this.oversized ? oversizedItem : Buffer.concat(this.parts).toString('utf8');
    this.capturing = false;
    this.oversized = false;
    this.parts = [];
    this.captured = 0;
    return item;
  }

  /** Call at the end of the input: throws when the document was cut short or had no list of listings. */
  end(): void {
    if (this.mode !== 'done' || this.inString) throw new FeedFormatError('notJson', 'unexpected end');
    if (this.rootIsObject && !this.dataSeen) throw new FeedFormatError('shape', 'no "data" list');
  }
}
