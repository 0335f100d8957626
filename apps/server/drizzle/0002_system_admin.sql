CREATE TABLE "calf_role_scope" (
	"role_id" bigint NOT NULL,
	"scope_id" bigint NOT NULL,
	"scope_category" smallint NOT NULL,
	CONSTRAINT "calf_role_scope_role_id_scope_id_pk" PRIMARY KEY("role_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "calf_user_dept" (
	"user_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	CONSTRAINT "calf_user_dept_user_id_dept_id_pk" PRIMARY KEY("user_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "calf_user_ext" (
	"user_id" bigint NOT NULL,
	"user_type" integer NOT NULL,
	"user_ext" text DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	CONSTRAINT "calf_user_ext_user_id_user_type_pk" PRIMARY KEY("user_id","user_type")
);
--> statement-breakpoint
CREATE TABLE "calf_scope_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"menu_id" bigint,
	"resource_code" varchar(255),
	"scope_name" varchar(255),
	"scope_path" varchar(255),
	"scope_method" varchar(10),
	"scope_type" integer,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "calf_scope_data" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"menu_id" bigint,
	"resource_code" varchar(255),
	"scope_name" varchar(255),
	"scope_type" integer,
	"scope_column" varchar(255),
	"scope_field" varchar(255),
	"scope_class" varchar(500),
	"scope_value" jsonb,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "calf_tenant_package" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"package_name" varchar(100),
	"menu_id" text,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE INDEX "calf_role_scope_scope_idx" ON "calf_role_scope" USING btree ("scope_id");--> statement-breakpoint
CREATE INDEX "calf_user_dept_dept_idx" ON "calf_user_dept" USING btree ("dept_id","user_id");--> statement-breakpoint
CREATE INDEX "calf_scope_api_list_idx" ON "calf_scope_api" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_scope_api_menu_id_idx" ON "calf_scope_api" USING btree ("is_deleted","menu_id");--> statement-breakpoint
CREATE INDEX "calf_scope_data_list_idx" ON "calf_scope_data" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_scope_data_menu_id_idx" ON "calf_scope_data" USING btree ("is_deleted","menu_id");--> statement-breakpoint
CREATE INDEX "calf_tenant_package_list_idx" ON "calf_tenant_package" USING btree ("is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_tenant_package_package_name_idx" ON "calf_tenant_package" USING btree ("is_deleted","package_name");