CREATE TABLE "calf_client_record_key" (
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"record_id" bigint,
	"answer" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calf_client_record_key_tenant_id_user_id_client_key_pk" PRIMARY KEY("tenant_id","user_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "shtmp_check_record" ADD COLUMN "receive_time" timestamp with time zone;--> statement-breakpoint
UPDATE "shtmp_check_record" SET "receive_time" = "submit_time" WHERE "receive_time" IS NULL;
