-- Fills the join tables created by 0011_gapsa from the values stashed by 0010_gapsa_stash, in
-- their stored order (ids that are not numbers are dropped), then drops the stash.
DO $$
DECLARE target text;
BEGIN
  FOR target IN SELECT DISTINCT s."target" FROM "gapsa_id_list_stash" s LOOP
    EXECUTE format(
      'INSERT INTO %I ("owner_id", "ref_id", "sort", "tenant_id")
       SELECT s."owner_id", e.value::bigint, (min(e.ord) - 1)::int, s."tenant_id"
         FROM "gapsa_id_list_stash" s,
              jsonb_array_elements_text(s."ids") WITH ORDINALITY AS e(value, ord)
        WHERE s."target" = %L AND e.value ~ ''^[0-9]{1,19}$''
        GROUP BY s."owner_id", e.value, s."tenant_id"
       ON CONFLICT DO NOTHING',
      target, target);
  END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE "gapsa_id_list_stash";
