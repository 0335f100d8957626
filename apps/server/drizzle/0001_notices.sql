CREATE TABLE "calf_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(255),
	"category" integer,
	"release_time" timestamp with time zone,
	"content" text
);
--> statement-breakpoint
CREATE TABLE "calf_notice_read" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calf_notice_read_user_id_notice_id_pk" PRIMARY KEY("user_id","notice_id")
);
--> statement-breakpoint
CREATE INDEX "calf_notice_list_idx" ON "calf_notice" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "calf_notice_title_idx" ON "calf_notice" USING btree ("tenant_id","is_deleted","title");--> statement-breakpoint
CREATE INDEX "calf_notice_category_idx" ON "calf_notice" USING btree ("tenant_id","is_deleted","category");--> statement-breakpoint
CREATE INDEX "calf_notice_release_time_idx" ON "calf_notice" USING btree ("tenant_id","is_deleted","release_time");