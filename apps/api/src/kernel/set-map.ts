/** Values grouped by key, each group a set; an emptied group is dropped. */
export class SetMap<K, V> {
  private readonly groups = new Map<K, Set<V>>();

  /** Adds `value` to `key`'s group; returns how to take it out again. */
  add(key: K, value: V): () => void {
    let group = this.groups.get(key);
    if (!group) {
      group = new Set();
      this.groups.set(key, group);
    }
    group.add(value);
    return () => {
      const current = this.groups.get(key);
      current?.delete(value);
      if (current && current.size === 0) this.groups.delete(key);
    };
  }

  /** `key`'s group (empty when it has none). */
  get(key: K): ReadonlySet<V> {
    return this.groups.get(key) ?? EMPTY;
  }

  /** Every value of every group. */
  *values(): IterableIterator<V> {
    for (const group of this.groups.values()) yield* group;
  }

  clear(): void {
    this.groups.clear();
  }
}

const EMPTY: ReadonlySet<never> = new Set();
