CREATE TABLE "calf_demo_step" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
