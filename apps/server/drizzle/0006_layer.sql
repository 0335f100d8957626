CREATE TABLE "calf_sequence" (
	"tenant_id" varchar(12) NOT NULL,
	"seq_key" varchar(200) NOT NULL,
	"period" varchar(20) NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "calf_sequence_tenant_id_seq_key_period_pk" PRIMARY KEY("tenant_id","seq_key","period")
);
