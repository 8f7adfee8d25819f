CREATE TABLE "cup_refund_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_refund_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"batch_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"request_id" text,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_remittance_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_remittance_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"count" integer NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"amount_krw" integer NOT NULL,
	"remitted_krw" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cup_members" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "cup_members" ADD COLUMN "account_encrypted" text;--> statement-breakpoint
ALTER TABLE "cup_members" ADD COLUMN "account_masked" text;--> statement-breakpoint
ALTER TABLE "cup_refills" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD COLUMN "cup_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD COLUMN "failure" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "cup_retrievals" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cup_refund_events" ADD CONSTRAINT "cup_refund_events_refund_id_cup_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."cup_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refund_events" ADD CONSTRAINT "cup_refund_events_batch_id_cup_remittance_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cup_remittance_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refund_events" ADD CONSTRAINT "cup_refund_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cup_refund_events_refund_id_at_idx" ON "cup_refund_events" USING btree ("refund_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_refund_events_request_id_key" ON "cup_refund_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_remittance_batches_started_at_idx" ON "cup_remittance_batches" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD CONSTRAINT "cup_refunds_cup_id_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."cups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD CONSTRAINT "cup_refunds_batch_id_cup_remittance_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cup_remittance_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cup_refunds_batch_id_idx" ON "cup_refunds" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "cup_refunds_cup_id_idx" ON "cup_refunds" USING btree ("cup_id");