-- Materialised paths of the menu tree (calf_menu.ancestors: '0,<root id>,…,<parent id>'), built from
-- parent_id for the menus that existed before the column. A menu under a missing parent keeps '0'.
WITH RECURSIVE paths AS (
  SELECT id, '0'::text AS ancestors FROM "calf_menu" WHERE parent_id = 0
  UNION ALL
  SELECT m.id, p.ancestors || ',' || m.parent_id
  FROM "calf_menu" m JOIN paths p ON m.parent_id = p.id
)
UPDATE "calf_menu" c SET ancestors = paths.ancestors FROM paths WHERE c.id = paths.id;--> statement-breakpoint
-- Menu codes are permission keys: unique among live menus in the database too (the service checks first).
CREATE UNIQUE INDEX IF NOT EXISTS "calf_menu_code_uq" ON "calf_menu" ("code") WHERE "is_deleted" = 0;
