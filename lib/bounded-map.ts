/**
 * A process-wide cache that cannot grow without end: a Map holding at most `max` entries, the least
 * recently used forgotten first (a read or a write makes an entry the most recent). Every cache kept
 * across turns — per tenant, per project, per conversation, per connection — is one of these, so a
 * server with many tenants holds a bounded amount however long it runs.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`BoundedMap max must be a positive integer (got ${max})`);
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value, made the most recently used. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined && !this.#entries.has(key)) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value as V);
    return value;
  }

  /** Stores the value as the most recently used, forgetting the least recently used beyond `max`. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
