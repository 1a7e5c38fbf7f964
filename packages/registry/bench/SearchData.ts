/**
 * Public skills generated in SQL for the search benchmarks (not through the API): skills
 * named and described from a 40-word vocabulary, 8 categories, one skill in ten a
 * skillset, 2,000 publishers, one version and one live public link each, skewed
 * download, star and verification counts, three recent downloads per skill, the
 * rankings refreshed and the tables analysed. Returns the vocabulary.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { SkillRegistry } from "../src/SkillRegistry.ts"

export const generate = (skillCount: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const registry = yield* SkillRegistry
    const words = [
      "pdf",
      "invoice",
      "table",
      "extract",
      "summarize",
      "email",
      "calendar",
      "translate",
      "review",
      "code",
      "test",
      "deploy",
      "docker",
      "kubernetes",
      "shader",
      "audio",
      "image",
      "resize",
      "search",
      "index",
      "database",
      "query",
      "report",
      "chart",
      "slide",
      "markdown",
      "convert",
      "lint",
      "format",
      "security",
      "scan",
      "secret",
      "backup",
      "sync",
      "github",
      "issue",
      "release",
      "changelog",
      "budget",
      "forecast"
    ]
    const categories = ["documents", "data", "devops", "media", "productivity", "security", "writing", "finance"]
    yield* sql`
    INSERT INTO registry_skills (skill_id, namespace, name, owner_kind, owner_id, skill_type, description, category,
      tags, visibility, current_version, skill_document, download_count, star_count, verification_count,
      created_at, updated_at)
    SELECT 'skl_bench_' || g,
      'publisher-' || (g % 2000),
      w1 || '-' || w2 || '-' || g,
      'account', 'acc_publisher_' || (g % 2000),
      CASE WHEN g % 10 = 0 THEN 'skillset' ELSE 'skill' END,
      initcap(w1) || ' and ' || w2 || ' helper that can ' || w3 || ' your ' || w4 || ' files.',
      (${JSON.stringify(categories)}::jsonb ->> (g % ${categories.length})),
      jsonb_build_array(w1, w3),
      'public', '1.0.0',
      'Use this skill to ' || w1 || ' ' || w2 || ' and ' || w3 || '. ' || repeat(w4 || ' ' || w2 || ' ', 20),
      (random() * random() * 100000)::bigint, (random() * random() * 2000)::bigint, (random() * 50)::bigint,
      now() - (random() * interval '730 days'), now() - (random() * interval '365 days')
    FROM (
      SELECT g,
        (${JSON.stringify(words)}::jsonb ->> (g % ${words.length})) AS w1,
        (${JSON.stringify(words)}::jsonb ->> ((g / 7) % ${words.length})) AS w2,
        (${JSON.stringify(words)}::jsonb ->> ((g / 41) % ${words.length})) AS w3,
        (${JSON.stringify(words)}::jsonb ->> ((g / 283) % ${words.length})) AS w4
      FROM generate_series(1, ${skillCount}) AS g
    ) AS source`
    // Public means a live public share link to a version (`internal/exposure.ts`): one version and one link each.
    yield* sql`
    INSERT INTO registry_versions (version_id, skill_id, sequence, version, tree_hash, content_hash, archive_size,
      files_size, file_count, saved_by, saved_at)
    SELECT 'ver_bench_' || substr(skill_id, 11), skill_id, 1, '1.0.0', 'sha256:bench', 'sha256:bench', 0, 0, 0,
      owner_id, created_at
    FROM registry_skills WHERE skill_id LIKE 'skl_bench_%'`
    yield* sql`
    INSERT INTO registry_share_links (share_id, skill_id, version_id, version, visibility, expires_at, created_by,
      created_at)
    SELECT 'shr_bench_' || substr(skill_id, 11), skill_id, 'ver_bench_' || substr(skill_id, 11), '1.0.0', 'public',
      NULL, owner_id, created_at
    FROM registry_skills WHERE skill_id LIKE 'skl_bench_%'`
    yield* sql`
    UPDATE registry_skills SET search_vector =
      setweight(to_tsvector('english', replace(name, '-', ' ')), 'A') ||
      setweight(to_tsvector('english', description), 'B') ||
      setweight(to_tsvector('english',
        (SELECT coalesce(string_agg(tag, ' '), '') FROM jsonb_array_elements_text(tags) AS tag) || ' ' || category), 'B') ||
      setweight(to_tsvector('english', skill_document), 'D')`
    // Recent downloads for `trending` and `hot`: three per skill over the last 7 days.
    yield* sql`
    INSERT INTO registry_downloads (skill_id, identity, day, version)
    SELECT 'skl_bench_' || (1 + (random() * random() * (${skillCount} - 1))::int), 'address:' || g, current_date - (g % 7), '1.0.0'
    FROM generate_series(1, ${skillCount * 3}) AS g
    ON CONFLICT DO NOTHING`
    yield* registry.refreshRankings
    // What autovacuum does after a bulk load: statistics and the visibility map (index-only counts).
    yield* sql`VACUUM ANALYZE registry_skills`
    yield* sql`VACUUM ANALYZE registry_downloads`
    yield* sql`VACUUM ANALYZE registry_versions`
    yield* sql`VACUUM ANALYZE registry_share_links`
    return words
  })
