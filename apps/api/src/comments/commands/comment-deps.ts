import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ItemTypeRegistry } from '../../kernel/access/item-types.ts';

/** What the comment commands need. */
export interface CommentDeps {
  db: Kysely<DB>;
  now: Date;
  itemTypes: ItemTypeRegistry;
}
