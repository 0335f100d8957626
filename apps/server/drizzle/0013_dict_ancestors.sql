-- Materialised paths (`ancestors`) of the dictionaries now on the layer's tree (resource/tree.ts),
-- rebuilt from parent_id: '0' for a header, '0,<header>[,<item>…]' below it; a row cut off from
-- every header keeps the column default '0'.
WITH RECURSIVE path AS (
  SELECT id, '0'::text AS ancestors FROM calf_dict WHERE parent_id = 0
  UNION ALL
  SELECT c.id, p.ancestors || ',' || c.parent_id::text FROM calf_dict c JOIN path p ON c.parent_id = p.id
)
UPDATE calf_dict d SET ancestors = path.ancestors FROM path WHERE d.id = path.id;
--> statement-breakpoint
WITH RECURSIVE path AS (
  SELECT id, '0'::text AS ancestors FROM calf_dict_biz WHERE parent_id = 0
  UNION ALL
  SELECT c.id, p.ancestors || ',' || c.parent_id::text FROM calf_dict_biz c JOIN path p ON c.parent_id = p.id
)
UPDATE calf_dict_biz d SET ancestors = path.ancestors FROM path WHERE d.id = path.id;
