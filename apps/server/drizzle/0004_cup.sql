CREATE TABLE "cup_box_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_box_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"manual" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_number" text NOT NULL,
	"state" text DEFAULT 'EMPTY' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cup_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"machine_id" integer,
	"box_id" integer,
	"actor_id" integer,
	"manual" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_id_ranges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_id_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"actor_id" integer,
	"discarded_at" timestamp with time zone,
	"discard_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_machine_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_machine_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
CREATE TABLE "cup_machines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_machines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"district" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"installed_at" date NOT NULL,
	"state" text DEFAULT 'NORMAL' NOT NULL,
	"capacity" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"level_band" text DEFAULT 'EMPTY' NOT NULL,
	"last_heartbeat_at" timestamp with time zone,
	"memo" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_encrypted" text NOT NULL,
	"phone_masked" text NOT NULL,
	"phone_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_refills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_refills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" integer NOT NULL,
	"box_id" integer,
	"count" integer NOT NULL,
	"level_before" integer NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"request_id" text,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"amount_krw" integer NOT NULL,
	"bank" text NOT NULL,
	"account_encrypted" text NOT NULL,
	"account_masked" text NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"remittance" jsonb,
	"message_state" text DEFAULT 'PENDING' NOT NULL,
	"message_sent_at" timestamp with time zone,
	"manual" boolean DEFAULT false NOT NULL,
	"request_id" text,
	"actor_id" integer
);
--> statement-breakpoint
CREATE TABLE "cup_rental_extensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_rental_extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"days" integer NOT NULL,
	"previous_due_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_rentals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_rentals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cup_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"rental_machine_id" integer NOT NULL,
	"deposit_krw" integer NOT NULL,
	"rented_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"return_machine_id" integer,
	"state" text DEFAULT 'RENTED' NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_retrievals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_retrievals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" integer,
	"count" integer NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"request_id" text,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_return_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_return_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" integer NOT NULL,
	"cup_id" integer,
	"rental_id" integer,
	"result" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cup_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cup_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_id" integer NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"state" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cuid" text NOT NULL,
	"state" text DEFAULT 'REGISTERED' NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"machine_id" integer,
	"box_id" integer,
	"discard_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cup_box_events" ADD CONSTRAINT "cup_box_events_box_id_cup_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."cup_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_box_events" ADD CONSTRAINT "cup_box_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_events" ADD CONSTRAINT "cup_events_cup_id_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."cups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_events" ADD CONSTRAINT "cup_events_machine_id_cup_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_events" ADD CONSTRAINT "cup_events_box_id_cup_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."cup_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_events" ADD CONSTRAINT "cup_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_id_ranges" ADD CONSTRAINT "cup_id_ranges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_machine_alerts" ADD CONSTRAINT "cup_machine_alerts_machine_id_cup_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_machine_alerts" ADD CONSTRAINT "cup_machine_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refills" ADD CONSTRAINT "cup_refills_machine_id_cup_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refills" ADD CONSTRAINT "cup_refills_box_id_cup_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."cup_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refills" ADD CONSTRAINT "cup_refills_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD CONSTRAINT "cup_refunds_rental_id_cup_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."cup_rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_refunds" ADD CONSTRAINT "cup_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_rental_extensions" ADD CONSTRAINT "cup_rental_extensions_rental_id_cup_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."cup_rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_rental_extensions" ADD CONSTRAINT "cup_rental_extensions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_rentals" ADD CONSTRAINT "cup_rentals_cup_id_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."cups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_rentals" ADD CONSTRAINT "cup_rentals_member_id_cup_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."cup_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_rentals" ADD CONSTRAINT "cup_rentals_rental_machine_id_cup_machines_id_fk" FOREIGN KEY ("rental_machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_rentals" ADD CONSTRAINT "cup_rentals_return_machine_id_cup_machines_id_fk" FOREIGN KEY ("return_machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_retrievals" ADD CONSTRAINT "cup_retrievals_machine_id_cup_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_retrievals" ADD CONSTRAINT "cup_retrievals_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_return_events" ADD CONSTRAINT "cup_return_events_machine_id_cup_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_return_events" ADD CONSTRAINT "cup_return_events_cup_id_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."cups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_return_events" ADD CONSTRAINT "cup_return_events_rental_id_cup_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."cup_rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_shipments" ADD CONSTRAINT "cup_shipments_box_id_cup_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."cup_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cups" ADD CONSTRAINT "cups_machine_id_cup_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."cup_machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cups" ADD CONSTRAINT "cups_box_id_cup_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."cup_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cup_box_events_box_id_at_idx" ON "cup_box_events" USING btree ("box_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_boxes_box_number_key" ON "cup_boxes" USING btree ("box_number");--> statement-breakpoint
CREATE INDEX "cup_boxes_state_idx" ON "cup_boxes" USING btree ("state");--> statement-breakpoint
CREATE INDEX "cup_events_cup_id_at_idx" ON "cup_events" USING btree ("cup_id","at");--> statement-breakpoint
CREATE INDEX "cup_events_at_idx" ON "cup_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "cup_id_ranges_created_at_idx" ON "cup_id_ranges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cup_machine_alerts_raised_at_idx" ON "cup_machine_alerts" USING btree ("raised_at");--> statement-breakpoint
CREATE INDEX "cup_machine_alerts_machine_id_raised_at_idx" ON "cup_machine_alerts" USING btree ("machine_id","raised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_machine_alerts_open_key" ON "cup_machine_alerts" USING btree ("machine_id","kind") WHERE cleared_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cup_machines_machine_id_key" ON "cup_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "cup_machines_kind_created_at_idx" ON "cup_machines" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "cup_machines_kind_district_idx" ON "cup_machines" USING btree ("kind","district");--> statement-breakpoint
CREATE INDEX "cup_machines_kind_level_band_idx" ON "cup_machines" USING btree ("kind","level_band");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_members_phone_hash_key" ON "cup_members" USING btree ("phone_hash");--> statement-breakpoint
CREATE INDEX "cup_refills_at_idx" ON "cup_refills" USING btree ("at");--> statement-breakpoint
CREATE INDEX "cup_refills_machine_at_idx" ON "cup_refills" USING btree ("machine_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_refills_request_id_key" ON "cup_refills" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_refunds_rental_id_key" ON "cup_refunds" USING btree ("rental_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_refunds_request_id_key" ON "cup_refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_refunds_requested_at_idx" ON "cup_refunds" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "cup_refunds_state_idx" ON "cup_refunds" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_rental_extensions_request_id_key" ON "cup_rental_extensions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_rental_extensions_rental_id_idx" ON "cup_rental_extensions" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "cup_rentals_rented_at_id_idx" ON "cup_rentals" USING btree ("rented_at","id");--> statement-breakpoint
CREATE INDEX "cup_rentals_machine_rented_at_id_idx" ON "cup_rentals" USING btree ("rental_machine_id","rented_at","id");--> statement-breakpoint
CREATE INDEX "cup_rentals_cup_id_idx" ON "cup_rentals" USING btree ("cup_id");--> statement-breakpoint
CREATE INDEX "cup_rentals_member_id_idx" ON "cup_rentals" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "cup_rentals_open_due_at_idx" ON "cup_rentals" USING btree ("due_at","id") WHERE returned_at IS NULL;--> statement-breakpoint
CREATE INDEX "cup_retrievals_at_idx" ON "cup_retrievals" USING btree ("at");--> statement-breakpoint
CREATE INDEX "cup_retrievals_machine_at_idx" ON "cup_retrievals" USING btree ("machine_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cup_retrievals_request_id_key" ON "cup_retrievals" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cup_return_events_at_id_idx" ON "cup_return_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "cup_return_events_machine_at_idx" ON "cup_return_events" USING btree ("machine_id","at");--> statement-breakpoint
CREATE INDEX "cup_shipments_shipped_at_idx" ON "cup_shipments" USING btree ("shipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cups_cuid_key" ON "cups" USING btree ("cuid");--> statement-breakpoint
CREATE INDEX "cups_state_idx" ON "cups" USING btree ("state");--> statement-breakpoint
CREATE INDEX "cups_machine_id_idx" ON "cups" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "cups_box_id_idx" ON "cups" USING btree ("box_id");