-- One row per department of every existing user (calf_user.dept_id is a comma list).
INSERT INTO "calf_user_dept" ("user_id", "dept_id")
SELECT DISTINCT u."id", d::bigint
FROM "calf_user" u, unnest(string_to_array(u."dept_id", ',')) AS d
WHERE d ~ '^[0-9]{1,19}$'
ON CONFLICT DO NOTHING;
