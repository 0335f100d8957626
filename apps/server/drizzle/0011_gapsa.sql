CREATE TABLE "shtmp_check_plan_item__checker_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan_item__checker_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__member_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__member_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__check_risk_point_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__check_risk_point_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__risk_point_type_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__risk_point_type_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_plan__target_dept_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_plan__target_dept_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "shtmp_check_record__companion_ids" (
	"owner_id" bigint NOT NULL,
	"ref_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12),
	CONSTRAINT "shtmp_check_record__companion_ids_owner_id_ref_id_pk" PRIMARY KEY("owner_id","ref_id")
);
--> statement-breakpoint
CREATE INDEX "shtmp_check_plan_item__checker_ids_ref_id_index" ON "shtmp_check_plan_item__checker_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__member_ids_ref_id_index" ON "shtmp_check_plan__member_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__check_risk_point_ids_ref_id_index" ON "shtmp_check_plan__check_risk_point_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__risk_point_type_ids_ref_id_index" ON "shtmp_check_plan__risk_point_type_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_plan__target_dept_ids_ref_id_index" ON "shtmp_check_plan__target_dept_ids" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "shtmp_check_record__companion_ids_ref_id_index" ON "shtmp_check_record__companion_ids" USING btree ("ref_id");--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "member_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "target_dept_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "risk_point_type_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan" DROP COLUMN "check_risk_point_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_plan_item" DROP COLUMN "checker_ids";--> statement-breakpoint
ALTER TABLE "shtmp_check_record" DROP COLUMN "companion_ids";