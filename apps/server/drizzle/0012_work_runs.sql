CREATE TABLE "work_runs" (
	"job" text NOT NULL,
	"slot" bigint NOT NULL,
	"process" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "work_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
CREATE INDEX "work_runs_started_at_idx" ON "work_runs" USING btree ("started_at");