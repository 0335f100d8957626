-- Hand-written (issue #32 item 1): places carry risk. A place's level is the worst level of the
-- live, enabled check points AND risk points (risk_point_type__place_ids) inside its subtree
-- (domain-model §2.4; null = grey). Replaces shtmp_place_subtree_level of 0009_layout_custom and adds
-- triggers so that a risk point's level, status or deletion and its place links recolour the
-- places at once, in the same transaction. Ends with a data update recomputing every place.
CREATE OR REPLACE FUNCTION shtmp_place_subtree_level(p_tenant varchar, p_place bigint) RETURNS varchar
LANGUAGE sql STABLE AS $$
  WITH sub AS (
    SELECT c.id
    FROM shtmp_place p
    JOIN shtmp_place c
      ON c.tenant_id = p.tenant_id AND c.is_deleted = 0
     AND (c.id = p.id OR c.ancestors = p.ancestors || ',' || p.id
          OR c.ancestors LIKE p.ancestors || ',' || p.id || ',%')
    WHERE p.id = p_place AND p.tenant_id = p_tenant AND p.is_deleted = 0
  ), levels AS (
    SELECT pt.risk_level::text AS lv
    FROM shtmp_check_risk_point pt
    JOIN sub ON pt.place_id = sub.id
    WHERE pt.tenant_id = p_tenant AND pt.is_deleted = 0
      AND pt.enable_status IS DISTINCT FROM 'DISABLED'
    UNION ALL
    SELECT rp.risk_level::text
    FROM risk_point_type__place_ids j
    JOIN sub ON j.ref_id = sub.id
    JOIN risk_point_type rp ON rp.id = j.owner_id
    WHERE rp.tenant_id = p_tenant AND rp.is_deleted = 0
      AND rp.enable_status IS DISTINCT FROM 'DISABLED'
  )
  SELECT (ARRAY['MAJOR','SIGNIFICANT','GENERAL','LOW'])[
           min(array_position(ARRAY['MAJOR','SIGNIFICANT','GENERAL','LOW'], lv))]
  FROM levels
$$;
--> statement-breakpoint
-- A risk point placed in a place or taken out of it (the generic layer rewrites the links on save).
CREATE OR REPLACE FUNCTION shtmp_risk_point_link_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM shtmp_place_rollup(t.tenant_id, t.id) FROM shtmp_place t WHERE t.id = OLD.ref_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM shtmp_place_rollup(t.tenant_id, t.id) FROM shtmp_place t WHERE t.id = NEW.ref_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shtmp_risk_point_link_rollup
AFTER INSERT OR DELETE OR UPDATE ON risk_point_type__place_ids
FOR EACH ROW EXECUTE FUNCTION shtmp_risk_point_link_rollup();
--> statement-breakpoint
-- A placed risk point's level, status or (soft or hard) deletion changes: its places and their
-- ancestors are recomputed.
CREATE OR REPLACE FUNCTION shtmp_risk_point_place_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shtmp_place_rollup(t.tenant_id, t.id)
  FROM risk_point_type__place_ids j
  JOIN shtmp_place t ON t.id = j.ref_id AND t.tenant_id = OLD.tenant_id
  WHERE j.owner_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shtmp_risk_point_place_rollup
AFTER DELETE OR UPDATE OF risk_level, enable_status, is_deleted ON risk_point_type
FOR EACH ROW EXECUTE FUNCTION shtmp_risk_point_place_rollup();
--> statement-breakpoint
-- Data update: every live place gets the level of the new rule.
UPDATE shtmp_place t
   SET risk_level = shtmp_place_subtree_level(t.tenant_id, t.id)
 WHERE t.is_deleted = 0
   AND t.risk_level IS DISTINCT FROM shtmp_place_subtree_level(t.tenant_id, t.id);
