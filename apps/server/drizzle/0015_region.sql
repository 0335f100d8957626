DROP INDEX "calf_region_parent_idx";--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "parent_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "parent_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "ancestors" SET DATA TYPE varchar(2000);--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "ancestors" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "province_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "province_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "province_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "province_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "city_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "city_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "city_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "city_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "district_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "district_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "district_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "district_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "town_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "town_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "town_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "town_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "village_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "village_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "village_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "village_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "region_level" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "region_level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "sort" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "sort" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "calf_region" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "calf_region_code_trgm" ON "calf_region" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_region_name_trgm" ON "calf_region" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calf_region_region_level_idx" ON "calf_region" USING btree ("region_level");--> statement-breakpoint
CREATE INDEX "calf_region_sort_idx" ON "calf_region" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "calf_region_ancestors_idx" ON "calf_region" USING btree ("ancestors" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "calf_region_parent_idx" ON "calf_region" USING btree ("parent_code");