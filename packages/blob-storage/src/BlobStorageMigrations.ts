/**
 * The tables of `BlobStorage.layerSql`, as migrations keyed `NNNN_name` for a host's
 * migration runner (`Migrations.make("blob-storage", BlobStorageMigrations.migrations)`
 * with `@vouch/database`).
 *
 * - `blobs`: one row per stored address, with its size and number of chunks.
 * - `blob_chunks`: the bytes, in `bytea` rows of at most `BlobStorage.sqlChunkBytes`,
 *   removed with their blob.
 *
 * @since 0.1.0
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * @category migrations
 * @since 0.1.0
 */
export const migrations: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {
  "0001_create_blobs": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS blobs (
        address text PRIMARY KEY CHECK (address ~ '^sha256:[0-9a-f]{64}$'),
        size bigint NOT NULL CHECK (size >= 0),
        chunk_count integer NOT NULL CHECK (chunk_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS blob_chunks (
        address text NOT NULL REFERENCES blobs (address) ON DELETE CASCADE,
        seq integer NOT NULL CHECK (seq >= 0),
        data bytea NOT NULL,
        PRIMARY KEY (address, seq)
      )`
  })
}
