CREATE TABLE "cup_state_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to_state" text NOT NULL,
	"count" integer NOT NULL,
	"reason" text NOT NULL,
	"request_id" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "cup_events_at_idx";--> statement-breakpoint
ALTER TABLE "cup_boxes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cup_boxes" ADD COLUMN "retire_reason" text;--> statement-breakpoint
ALTER TABLE "cup_id_ranges" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "cup_shipments" ADD COLUMN "machine_id" integer;--> statement-breakpoint
ALTER TABLE "cup_shipments" ADD COLUMN "cup_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cup_shipments" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "cup_shipments" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "cup_state_changes" ADD CONSTRAINT "cup_state_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cup_state_changes_request_id_key" ON "cup_state_changes" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "cup_shipments" ADD CONSTRAINT "cup_shipments_machine_id_cup_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_shipments" ADD CONSTRAINT "cup_shipments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cup_events_to_state_at_idx" ON "cup_events" USING btree ("to_state","at");--> statement-breakpoint
CREATE INDEX "cup_id_ranges_kind_from_idx" ON "cup_id_ranges" USING btree ("kind","from_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_id_ranges_request_id_key" ON "cup_id_ranges" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_shipments_box_id_idx" ON "cup_shipments" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "cup_shipments_state_shipped_at_idx" ON "cup_shipments" USING btree ("state","shipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_shipments_request_id_key" ON "cup_shipments" USING btree ("request_id");