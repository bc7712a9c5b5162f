// The header search's name index (document 1 §2 Search): every suffix of every consumer's folded kanji and
// kana name, one row each, in a btree. "Contains X" is then "some suffix starts with X", a range scan
// answered from the index alone, newest first, for 2-character terms as well as long ones.
// The rows are written by a trigger on consumers (migration 0003_search), so every writer (app, seed, CSV
// jobs, psql) keeps them right. The folding there must equal foldSearchName in src/shared/search-keyword.ts:
// NFKC, lower case, hiragana → katakana, spaces removed.
import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { consumers } from './consumers';

/** How well a suffix matches the name it comes from; lower is more relevant. */
export const NAME_SUFFIX_RANK = {
  /** The suffix is the whole name (a keyword that is a prefix of it, or all of it). */
  wholeName: 0,
  /** The suffix starts a name part (the given name after the family name). */
  partStart: 1,
  /** The suffix starts inside a part. */
  inside: 2,
} as const;

export const consumerNameSuffixes = pgTable(
  'consumer_name_suffixes',
  {
    /** A suffix of the folded name, at least 2 characters. */
    suffix: text('suffix').notNull(),
    consumerId: text('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** The consumer's created_at, so "newest first" needs no visit to consumers. */
    createdAt: tstz('created_at').notNull(),
    /** NAME_SUFFIX_RANK. */
    rank: smallint('rank').notNull(),
  },
  (t) => [
    // Every column in the key: a prefix range scan is an index-only scan.
    index('consumer_name_suffixes_suffix_idx').on(
      t.suffix.op('text_pattern_ops'),
      t.rank,
      t.createdAt,
      t.consumerId,
    ),
    index('consumer_name_suffixes_consumer_idx').on(t.consumerId),
    // A 2- or 3-character keyword: its first characters, rank, newest first (migration 0021, which also
    // INCLUDEs suffix so the scan stays index-only; drizzle has no INCLUDE).
    index('consumer_name_suffixes_prefix2_idx').on(
      sql`left(${t.suffix}, 2)`,
      t.rank,
      t.createdAt.desc(),
      sql`${t.consumerId} collate "C"`,
    ),
    index('consumer_name_suffixes_prefix3_idx').on(
      sql`left(${t.suffix}, 3)`,
      t.rank,
      t.createdAt.desc(),
      sql`${t.consumerId} collate "C"`,
    ),
  ],
);
