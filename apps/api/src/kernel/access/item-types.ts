import type { AccessContext, Permission } from './access.ts';

/**
 * A kind of item that comments (and later chat, reviews and notifications) can be about, with the
 * permission that reading it needs. Areas declare theirs in their module; the app collects them.
 */
export interface ItemType {
  /** The `{type}` of `/v1/comment/{type}`: `reservation`. */
  name: string;
  /** Who may read the item, and so read and write its comments. */
  read: Permission<unknown>;
  /**
   * Whether new comments (and replies) may be written now, beyond reading: throws its own AppError
   * when not (a story whose comments are closed). Absent: whoever reads may write.
   */
  canWrite?(ctx: AccessContext, itemId: number): Promise<void>;
}

/** The item types of every area, by name (lower case). */
export class ItemTypeRegistry {
  readonly #types = new Map<string, ItemType>();

  constructor(types: readonly ItemType[]) {
    for (const type of types) {
      const name = type.name.toLowerCase();
      if (this.#types.has(name)) throw new Error(`item type "${name}" is declared twice`);
      this.#types.set(name, type);
    }
  }

  /** The item type of a name (case-insensitive), or undefined. */
  get(name: string): ItemType | undefined {
    return this.#types.get(name.toLowerCase());
  }

  /** Every name, for messages and documentation. */
  names(): string[] {
    return [...this.#types.keys()];
  }
}
