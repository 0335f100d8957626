CREATE TABLE "notify_message" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"notice_id" bigint,
	"receiver_id" bigint,
	"channel" varchar(20),
	"event" varchar(40),
	"title" varchar(200),
	"content" text,
	"biz_type" varchar(40),
	"biz_id" bigint,
	"url" varchar(300),
	"send_time" timestamp with time zone,
	"send_status" varchar(10),
	"error" varchar(500),
	"read_flag" boolean,
	"read_time" timestamp with time zone,
	"dedupe_key" varchar(160)
);
--> statement-breakpoint
CREATE TABLE "notify_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100),
	"notice_kind" varchar(20),
	"event" varchar(40),
	"offset_value" integer,
	"offset_unit" varchar(10),
	"repeat_every_days" integer,
	"escalation_days" varchar(50),
	"major_immediate" boolean,
	"channels" text[],
	"title_template" varchar(200),
	"content_template" text,
	"publish_time" timestamp with time zone,
	"enabled" boolean,
	"published_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notify_notice_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"notice_id" bigint,
	"target_type" varchar(20),
	"target_value" varchar(100),
	"escalation_step" integer
);
--> statement-breakpoint
CREATE INDEX "notify_message_list_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "notify_message_notice_id_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","notice_id");--> statement-breakpoint
CREATE INDEX "notify_message_receiver_id_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","receiver_id");--> statement-breakpoint
CREATE INDEX "notify_message_channel_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","channel");--> statement-breakpoint
CREATE INDEX "notify_message_event_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","event");--> statement-breakpoint
CREATE INDEX "notify_message_biz_type_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","biz_type");--> statement-breakpoint
CREATE INDEX "notify_message_biz_id_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","biz_id");--> statement-breakpoint
CREATE INDEX "notify_message_send_time_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","send_time");--> statement-breakpoint
CREATE INDEX "notify_message_send_status_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","send_status");--> statement-breakpoint
CREATE INDEX "notify_message_read_flag_idx" ON "notify_message" USING btree ("tenant_id","is_deleted","read_flag");--> statement-breakpoint
CREATE INDEX "notify_notice_list_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "notify_notice_name_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","name");--> statement-breakpoint
CREATE INDEX "notify_notice_notice_kind_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","notice_kind");--> statement-breakpoint
CREATE INDEX "notify_notice_event_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","event");--> statement-breakpoint
CREATE INDEX "notify_notice_publish_time_idx" ON "notify_notice" USING btree ("tenant_id","is_deleted","publish_time");--> statement-breakpoint
CREATE INDEX "notify_notice_channels_gin" ON "notify_notice" USING gin ("channels");--> statement-breakpoint
CREATE INDEX "notify_notice_item_list_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "notify_notice_item_notice_id_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","notice_id");--> statement-breakpoint
CREATE INDEX "notify_notice_item_target_type_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","target_type");--> statement-breakpoint
CREATE INDEX "notify_notice_item_escalation_step_idx" ON "notify_notice_item" USING btree ("tenant_id","is_deleted","escalation_step");