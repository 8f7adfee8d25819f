CREATE TABLE "request_keys" (
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "request_keys_actor_id_action_key_pk" PRIMARY KEY("actor_id","action","key")
);
--> statement-breakpoint
CREATE TABLE "cup_bank_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_bank_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"bank" text NOT NULL,
	"account_digits" text NOT NULL,
	"amount_krw" integer NOT NULL,
	"transaction_id" text,
	"failure_code" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "cup_id_ranges_request_id_key";--> statement-breakpoint
DROP INDEX "cup_refills_request_id_key";--> statement-breakpoint
DROP INDEX "cup_refund_events_request_id_key";--> statement-breakpoint
DROP INDEX "cup_refunds_request_id_key";--> statement-breakpoint
DROP INDEX "cup_rental_extensions_request_id_key";--> statement-breakpoint
DROP INDEX "cup_retrievals_request_id_key";--> statement-breakpoint
DROP INDEX "cup_shipments_request_id_key";--> statement-breakpoint
DROP INDEX "cup_state_changes_request_id_key";--> statement-breakpoint
DROP INDEX "robot_logs_request_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "cup_bank_ledger_reference_key" ON "cup_bank_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "cup_id_ranges_request_id_idx" ON "cup_id_ranges" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_refills_request_id_idx" ON "cup_refills" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_refund_events_request_id_idx" ON "cup_refund_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_refunds_request_id_idx" ON "cup_refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_rental_extensions_request_id_idx" ON "cup_rental_extensions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_retrievals_request_id_idx" ON "cup_retrievals" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_shipments_request_id_idx" ON "cup_shipments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_state_changes_request_id_idx" ON "cup_state_changes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "robot_logs_request_id_idx" ON "robot_logs" USING btree ("request_id");