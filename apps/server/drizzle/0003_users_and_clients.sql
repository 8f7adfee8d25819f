CREATE TABLE "client_domains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"hostname" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_domains" ADD CONSTRAINT "client_domains_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_domains_hostname_key" ON "client_domains" USING btree ("hostname");--> statement-breakpoint
CREATE INDEX "client_domains_client_id_idx" ON "client_domains" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_domains_one_primary_key" ON "client_domains" USING btree ("client_id") WHERE "primary";--> statement-breakpoint
CREATE INDEX "audit_log_target_at_idx" ON "audit_log" USING btree ("target","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_at_idx" ON "audit_log" USING btree ("actor_user_id","at");