/**
 * The registry's tables, as migrations keyed `NNNN_name` (run by the host at start
 * with `Migrations.run`, in order, once).
 *
 * - `registry_skills`: one row per `(namespace, name)`, kept after a soft delete so the
 *   name stays reserved. Counters (`download_count`, `star_count`,
 *   `verification_count`) are materialised; `search_vector` is the full-text document
 *   (name, description, tags, category and the current `SKILL.md`) behind a GIN index.
 * - `registry_versions`: immutable saved versions; `(skill_id, version)` and
 *   `(skill_id, sequence)` are unique, so two concurrent saves can never produce the
 *   same version twice. `scan_report` / `scan_grade` and `evaluation_score` stay null
 *   until the scanner and evaluation work fill them.
 * - `registry_version_files`: the files of each version with their blob addresses
 *   (the access check of `GET /v1/blobs/{hash}`).
 * - `registry_stars`: one row per `(skill, account)`: starring twice changes nothing.
 * - `registry_downloads`: one row per `(skill, identity, UTC day)`: the download
 *   deduplication rule and the source of the `trending` and `hot` sorts.
 * - `recent_downloads` and `hot_score` (0002): the ranking columns behind the
 *   `trending` and `hot` sorts, bumped by each counted download or star and recomputed
 *   exactly by `SkillRegistry.refreshRankings` (run by the host every hour).
 * - 0003: the server's reference scan of each version (`reference_report`,
 *   `reference_grade`) next to the sharer's `scan_report`, and a version's counted
 *   verifications; `registry_share_links` (one row per link, revoked links kept);
 *   `registry_share_downloads` (one row per link, identity and UTC day: the link's
 *   deduplicated download count); `registry_verifications` (the history of verdicts;
 *   at most one counted `verified` row per version and account).
 * - 0004: the indexes of the search's keyset (`internal/ranking.ts`, `sortKeys`): for
 *   each sort, its key descending with `skill_id` last, over public live skills, alone
 *   and behind `category` (the category and category + type filters); they replace the
 *   sort indexes of 0001 and 0002, whose `skill_id` ran the other way.
 * - 0005: each owner's running storage usage (`internal/usage.ts`):
 *   `registry_owner_blobs` (one row per owner and blob their live versions reference,
 *   with its size and how many live versions reference it) and `registry_owner_usage`
 *   (their sum), backfilled from the live versions.
 * - 0006: `public_until` on `registry_skills`, when the last of the skill's live public
 *   links expires (`infinity` for one that never does, null without any), kept by a
 *   trigger on `registry_share_links` whoever writes a link: a search or a figure
 *   reads whether a skill is public from its own row instead of joining the links
 *   (docs/decisions.md, "Search at scale, second pass"); and the keyset indexes again for
 *   skillsets alone (the `type=skillset` filter, with and without a category), so a
 *   filter on the rarer type never walks every skill of the sort.
 *
 * @since 0.1.0
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The key columns of each sort as 0004 indexes them (kept literal: a migration does not follow later code). */
const searchIndexKeys: Record<string, string> = {
  recent: "updated_at DESC, skill_id DESC",
  popular: "download_count DESC, star_count DESC, skill_id DESC",
  verified: "verification_count DESC, download_count DESC, skill_id DESC",
  trending: "recent_downloads DESC, download_count DESC, skill_id DESC",
  hot: "hot_score DESC, skill_id DESC"
}

/**
 * @category migrations
 * @since 0.1.0
 */
export const migrations: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {
  "0001_create_registry": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_skills (
        skill_id text PRIMARY KEY,
        namespace text NOT NULL,
        name text NOT NULL,
        owner_kind text NOT NULL CHECK (owner_kind IN ('account', 'organization')),
        owner_id text NOT NULL,
        skill_type text NOT NULL DEFAULT 'skill' CHECK (skill_type IN ('skill', 'skillset')),
        description text NOT NULL DEFAULT '',
        category text NOT NULL DEFAULT '',
        tags jsonb NOT NULL DEFAULT '[]'::jsonb,
        visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public')),
        current_version text,
        skill_document text NOT NULL DEFAULT '',
        search_vector tsvector NOT NULL DEFAULT ''::tsvector,
        download_count bigint NOT NULL DEFAULT 0 CHECK (download_count >= 0),
        star_count bigint NOT NULL DEFAULT 0 CHECK (star_count >= 0),
        verification_count bigint NOT NULL DEFAULT 0 CHECK (verification_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        UNIQUE (namespace, name)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS registry_skills_search ON registry_skills USING gin (search_vector)`
    yield* sql`CREATE INDEX IF NOT EXISTS registry_skills_owner ON registry_skills (owner_kind, owner_id)`
    yield* sql`
      CREATE INDEX IF NOT EXISTS registry_skills_public_recent ON registry_skills (updated_at DESC, skill_id)
      WHERE visibility = 'public' AND deleted_at IS NULL`
    yield* sql`
      CREATE INDEX IF NOT EXISTS registry_skills_public_popular ON registry_skills (download_count DESC, star_count DESC, skill_id)
      WHERE visibility = 'public' AND deleted_at IS NULL`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_versions (
        version_id text PRIMARY KEY,
        skill_id text NOT NULL REFERENCES registry_skills (skill_id),
        sequence integer NOT NULL CHECK (sequence > 0),
        version text NOT NULL,
        changelog text NOT NULL DEFAULT '',
        tree_hash text NOT NULL,
        content_hash text NOT NULL,
        archive_size bigint NOT NULL CHECK (archive_size >= 0),
        files_size bigint NOT NULL CHECK (files_size >= 0),
        file_count integer NOT NULL CHECK (file_count >= 0),
        skill_document text NOT NULL DEFAULT '',
        saved_by text NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now(),
        yanked boolean NOT NULL DEFAULT false,
        yank_reason text,
        yanked_at timestamptz,
        scan_report jsonb,
        scan_grade text CHECK (scan_grade IN ('A+', 'A', 'B', 'C', 'D', 'E', 'F')),
        evaluation_score double precision CHECK (evaluation_score >= 0 AND evaluation_score <= 100),
        deleted_at timestamptz,
        UNIQUE (skill_id, version),
        UNIQUE (skill_id, sequence)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS registry_versions_tree_hash ON registry_versions (tree_hash)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_version_files (
        version_id text NOT NULL REFERENCES registry_versions (version_id),
        path text NOT NULL,
        blob_address text NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        executable boolean NOT NULL DEFAULT false,
        PRIMARY KEY (version_id, path)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS registry_version_files_blob ON registry_version_files (blob_address)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_stars (
        skill_id text NOT NULL REFERENCES registry_skills (skill_id),
        account_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (skill_id, account_id)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_downloads (
        skill_id text NOT NULL REFERENCES registry_skills (skill_id),
        identity text NOT NULL,
        day date NOT NULL,
        version text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (skill_id, identity, day)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS registry_downloads_day ON registry_downloads (day, skill_id)`
  }),
  "0002_ranking_columns": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE registry_skills ADD COLUMN IF NOT EXISTS recent_downloads bigint NOT NULL DEFAULT 0`
    yield* sql`ALTER TABLE registry_skills ADD COLUMN IF NOT EXISTS hot_score double precision NOT NULL DEFAULT 0`
    yield* sql`
      CREATE INDEX IF NOT EXISTS registry_skills_public_verified
      ON registry_skills (verification_count DESC, download_count DESC, skill_id)
      WHERE visibility = 'public' AND deleted_at IS NULL`
    yield* sql`
      CREATE INDEX IF NOT EXISTS registry_skills_public_trending
      ON registry_skills (recent_downloads DESC, download_count DESC, skill_id)
      WHERE visibility = 'public' AND deleted_at IS NULL`
    yield* sql`
      CREATE INDEX IF NOT EXISTS registry_skills_public_hot ON registry_skills (hot_score DESC, skill_id)
      WHERE visibility = 'public' AND deleted_at IS NULL`
  }),
  "0003_scans_shares_verifications": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE registry_versions ADD COLUMN IF NOT EXISTS reference_report jsonb`
    yield* sql`
      ALTER TABLE registry_versions ADD COLUMN IF NOT EXISTS reference_grade text
      CHECK (reference_grade IN ('A', 'B', 'C', 'D', 'E', 'F'))`
    yield* sql`
      ALTER TABLE registry_versions ADD COLUMN IF NOT EXISTS verification_count bigint NOT NULL DEFAULT 0
      CHECK (verification_count >= 0)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_share_links (
        share_id text PRIMARY KEY,
        skill_id text NOT NULL REFERENCES registry_skills (skill_id),
        version_id text NOT NULL REFERENCES registry_versions (version_id),
        version text NOT NULL,
        visibility text NOT NULL CHECK (visibility IN ('private', 'public')),
        expires_at timestamptz,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz,
        download_count bigint NOT NULL DEFAULT 0 CHECK (download_count >= 0)
      )`
    yield* sql`CREATE INDEX IF NOT EXISTS registry_share_links_skill ON registry_share_links (skill_id)`
    yield* sql`CREATE INDEX IF NOT EXISTS registry_share_links_version ON registry_share_links (version_id, created_at)`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_share_downloads (
        share_id text NOT NULL REFERENCES registry_share_links (share_id),
        identity text NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (share_id, identity, day)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_verifications (
        verification_id text PRIMARY KEY,
        skill_id text NOT NULL REFERENCES registry_skills (skill_id),
        version_id text NOT NULL REFERENCES registry_versions (version_id),
        account_id text NOT NULL,
        verdict text NOT NULL CHECK (verdict IN ('verified', 'divergent', 'critical')),
        details text NOT NULL,
        consumer_tree_hash text,
        consumer_ruleset_version text,
        compared_with jsonb NOT NULL DEFAULT '[]'::jsonb,
        counted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`
    yield* sql`
      CREATE INDEX IF NOT EXISTS registry_verifications_version ON registry_verifications (version_id, created_at DESC)`
    yield* sql`
      CREATE UNIQUE INDEX IF NOT EXISTS registry_verifications_counted
      ON registry_verifications (version_id, account_id) WHERE counted`
  }),
  "0004_search_keyset": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const old of ["recent", "popular", "verified", "trending", "hot"]) {
      yield* sql`DROP INDEX IF EXISTS ${sql.literal(`registry_skills_public_${old}`)}`
    }
    for (const [sort, keys] of Object.entries(searchIndexKeys)) {
      yield* sql`
        CREATE INDEX IF NOT EXISTS ${sql.literal(`registry_skills_keyset_${sort}`)}
        ON registry_skills (${sql.literal(keys)}) WHERE visibility = 'public' AND deleted_at IS NULL`
      yield* sql`
        CREATE INDEX IF NOT EXISTS ${sql.literal(`registry_skills_keyset_category_${sort}`)}
        ON registry_skills (category, ${sql.literal(keys)}) WHERE visibility = 'public' AND deleted_at IS NULL`
    }
  }),
  "0005_owner_usage": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_owner_blobs (
        owner_kind text NOT NULL CHECK (owner_kind IN ('account', 'organization')),
        owner_id text NOT NULL,
        address text NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        version_count integer NOT NULL CHECK (version_count >= 0),
        PRIMARY KEY (owner_kind, owner_id, address)
      )`
    yield* sql`
      CREATE TABLE IF NOT EXISTS registry_owner_usage (
        owner_kind text NOT NULL CHECK (owner_kind IN ('account', 'organization')),
        owner_id text NOT NULL,
        used_bytes bigint NOT NULL CHECK (used_bytes >= 0),
        PRIMARY KEY (owner_kind, owner_id)
      )`
    // Every live version's distinct blobs (archive and files), counted once per version.
    yield* sql`
      INSERT INTO registry_owner_blobs (owner_kind, owner_id, address, size, version_count)
      SELECT owner_kind, owner_id, address, max(size), count(DISTINCT version_id)
      FROM (
        SELECT s.owner_kind, s.owner_id, v.version_id, v.tree_hash AS address, v.archive_size AS size
        FROM registry_versions v JOIN registry_skills s ON s.skill_id = v.skill_id
        WHERE v.deleted_at IS NULL AND s.deleted_at IS NULL
        UNION ALL
        SELECT s.owner_kind, s.owner_id, v.version_id, f.blob_address AS address, f.size
        FROM registry_version_files f
        JOIN registry_versions v ON v.version_id = f.version_id
        JOIN registry_skills s ON s.skill_id = v.skill_id
        WHERE v.deleted_at IS NULL AND s.deleted_at IS NULL
      ) refs
      GROUP BY owner_kind, owner_id, address
      ON CONFLICT DO NOTHING`
    yield* sql`
      INSERT INTO registry_owner_usage (owner_kind, owner_id, used_bytes)
      SELECT owner_kind, owner_id, sum(size) FROM registry_owner_blobs GROUP BY owner_kind, owner_id
      ON CONFLICT DO NOTHING`
  }),
  "0006_public_until": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE registry_skills ADD COLUMN IF NOT EXISTS public_until timestamptz`
    // One definition, used by the backfill and by the trigger that keeps it whoever writes a
    // link (the registry, an import in SQL, an operator).
    yield* sql`
      CREATE OR REPLACE FUNCTION registry_public_until(skill text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
        SELECT max(coalesce(pl.expires_at, 'infinity'::timestamptz)) FROM registry_share_links pl
        WHERE pl.skill_id = skill AND pl.visibility = 'public' AND pl.revoked_at IS NULL
      $$`
    yield* sql`
      CREATE OR REPLACE FUNCTION registry_refresh_public_until() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE registry_skills s SET public_until = latest.until
        FROM (SELECT k AS skill_id, registry_public_until(k) AS until FROM unnest(ARRAY[NEW.skill_id, OLD.skill_id]) k) latest
        WHERE s.skill_id = latest.skill_id AND s.public_until IS DISTINCT FROM latest.until;
        RETURN NULL;
      END $$`
    yield* sql`DROP TRIGGER IF EXISTS registry_share_links_public_until ON registry_share_links`
    yield* sql`
      CREATE TRIGGER registry_share_links_public_until
      AFTER INSERT OR DELETE OR UPDATE OF skill_id, visibility, expires_at, revoked_at ON registry_share_links
      FOR EACH ROW EXECUTE FUNCTION registry_refresh_public_until()`
    yield* sql`
      UPDATE registry_skills s SET public_until = registry_public_until(s.skill_id)
      WHERE EXISTS (SELECT 1 FROM registry_share_links pl WHERE pl.skill_id = s.skill_id)`
    yield* sql`
      CREATE INDEX IF NOT EXISTS registry_skills_public_until ON registry_skills (public_until)
      WHERE visibility = 'public' AND deleted_at IS NULL`
    for (const [sort, keys] of Object.entries(searchIndexKeys)) {
      yield* sql`
        CREATE INDEX IF NOT EXISTS ${sql.literal(`registry_skillsets_keyset_${sort}`)}
        ON registry_skills (${sql.literal(keys)})
        WHERE visibility = 'public' AND deleted_at IS NULL AND skill_type = 'skillset'`
      yield* sql`
        CREATE INDEX IF NOT EXISTS ${sql.literal(`registry_skillsets_keyset_category_${sort}`)}
        ON registry_skills (category, ${sql.literal(keys)})
        WHERE visibility = 'public' AND deleted_at IS NULL AND skill_type = 'skillset'`
    }
  })
}
