DROP INDEX "calf_tenant_code_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "calf_tenant_code_uq" ON "calf_tenant" USING btree ("tenant_id") WHERE "calf_tenant"."is_deleted" = 0;