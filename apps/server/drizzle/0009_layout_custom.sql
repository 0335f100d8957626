-- Place roll-up (domain-model §2.4): a place's risk level is the worst level of the live, enabled
-- check points in its subtree (null = grey). Triggers keep the stored level current in the same
-- transaction as the change: a point's level, place, status or deletion, and a place's move or
-- deletion (which changes the subtrees of its old and new ancestors).
CREATE OR REPLACE FUNCTION shtmp_place_subtree_level(p_tenant varchar, p_place bigint) RETURNS varchar
LANGUAGE sql STABLE AS $$
  SELECT (ARRAY['MAJOR','SIGNIFICANT','GENERAL','LOW'])[
           min(array_position(ARRAY['MAJOR','SIGNIFICANT','GENERAL','LOW'], pt.risk_level::text))]
  FROM shtmp_place p
  JOIN shtmp_place c
    ON c.tenant_id = p.tenant_id AND c.is_deleted = 0
   AND (c.id = p.id OR c.ancestors = p.ancestors || ',' || p.id
        OR c.ancestors LIKE p.ancestors || ',' || p.id || ',%')
  JOIN shtmp_check_risk_point pt
    ON pt.tenant_id = p.tenant_id AND pt.place_id = c.id AND pt.is_deleted = 0
   AND pt.enable_status IS DISTINCT FROM 'DISABLED'
  WHERE p.id = p_place AND p.tenant_id = p_tenant AND p.is_deleted = 0
$$;
--> statement-breakpoint
-- Recomputes the places named in a materialised path ('0,12,34') plus one place.
CREATE OR REPLACE FUNCTION shtmp_place_rollup_path(p_tenant varchar, p_path text, p_place bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shtmp_place t
     SET risk_level = shtmp_place_subtree_level(p_tenant, t.id)
   WHERE t.tenant_id = p_tenant
     AND t.is_deleted = 0
     AND (t.id = p_place OR t.id::text = ANY (string_to_array(coalesce(p_path, ''), ',')))
     AND t.risk_level IS DISTINCT FROM shtmp_place_subtree_level(p_tenant, t.id);
END
$$;
--> statement-breakpoint
-- A place and all its ancestors.
CREATE OR REPLACE FUNCTION shtmp_place_rollup(p_tenant varchar, p_place bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_path text;
BEGIN
  IF p_place IS NULL OR p_place = 0 THEN
    RETURN;
  END IF;
  SELECT ancestors INTO v_path FROM shtmp_place WHERE id = p_place AND tenant_id = p_tenant;
  IF v_path IS NOT NULL THEN
    PERFORM shtmp_place_rollup_path(p_tenant, v_path, p_place);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shtmp_check_point_place_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM shtmp_place_rollup(OLD.tenant_id, OLD.place_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.place_id IS DISTINCT FROM OLD.place_id) THEN
    PERFORM shtmp_place_rollup(NEW.tenant_id, NEW.place_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shtmp_check_point_place_rollup
AFTER INSERT OR DELETE OR UPDATE OF risk_level, place_id, enable_status, is_deleted
ON shtmp_check_risk_point
FOR EACH ROW EXECUTE FUNCTION shtmp_check_point_place_rollup();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shtmp_place_moved_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shtmp_place_rollup_path(OLD.tenant_id, OLD.ancestors, 0);
  PERFORM shtmp_place_rollup(NEW.tenant_id, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shtmp_place_moved_rollup
AFTER UPDATE OF ancestors, is_deleted ON shtmp_place
FOR EACH ROW
WHEN (OLD.ancestors IS DISTINCT FROM NEW.ancestors OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
EXECUTE FUNCTION shtmp_place_moved_rollup();
