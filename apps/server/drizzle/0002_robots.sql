CREATE TABLE "alert_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"robot_id" integer NOT NULL,
	"event" text NOT NULL,
	"message" text NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"events" text[] NOT NULL,
	"day_type" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"client_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"robot_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"material" text NOT NULL,
	"ai_result" text NOT NULL,
	"confidence" integer NOT NULL,
	"accepted" boolean NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "robot_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"robot_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"actor_user_id" integer,
	"result" text,
	"request_id" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "robots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" text NOT NULL,
	"name" text NOT NULL,
	"generation" text NOT NULL,
	"client_id" integer,
	"address" text NOT NULL,
	"district" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"installed_at" date NOT NULL,
	"operation_state" text DEFAULT 'DEFAULT' NOT NULL,
	"bins" jsonb NOT NULL,
	"capacity_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"day_type" text DEFAULT 'EVERYDAY' NOT NULL,
	"open_time" text DEFAULT '06:00' NOT NULL,
	"close_time" text DEFAULT '22:00' NOT NULL,
	"door_state" text DEFAULT 'LOCKED' NOT NULL,
	"program_version" text,
	"ai_model_version" text,
	"last_heartbeat_at" timestamp with time zone,
	"memo" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "update_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_history" ADD CONSTRAINT "alert_history_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_recipients" ADD CONSTRAINT "alert_recipients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_events" ADD CONSTRAINT "collection_events_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_logs" ADD CONSTRAINT "robot_logs_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_logs" ADD CONSTRAINT "robot_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_file_id_update_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."update_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_files" ADD CONSTRAINT "update_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_history_at_idx" ON "alert_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "alert_history_robot_id_at_idx" ON "alert_history" USING btree ("robot_id","at");--> statement-breakpoint
CREATE INDEX "alert_recipients_created_at_idx" ON "alert_recipients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_events_at_idx" ON "collection_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "collection_events_robot_id_at_idx" ON "collection_events" USING btree ("robot_id","at");--> statement-breakpoint
CREATE INDEX "robot_logs_at_idx" ON "robot_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "robot_logs_robot_id_at_idx" ON "robot_logs" USING btree ("robot_id","at");--> statement-breakpoint
CREATE INDEX "robot_logs_type_at_idx" ON "robot_logs" USING btree ("type","at");--> statement-breakpoint
CREATE UNIQUE INDEX "robot_logs_request_id_key" ON "robot_logs" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_machine_id_key" ON "robots" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "robots_created_at_idx" ON "robots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "robots_client_id_idx" ON "robots" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "robots_district_idx" ON "robots" USING btree ("district");--> statement-breakpoint
CREATE INDEX "robots_updated_at_idx" ON "robots" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "robots_capacity_states_idx" ON "robots" USING gin ("capacity_states");--> statement-breakpoint
CREATE UNIQUE INDEX "rollouts_file_id_robot_id_key" ON "rollouts" USING btree ("file_id","robot_id");--> statement-breakpoint
CREATE INDEX "rollouts_state_idx" ON "rollouts" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "update_files_kind_version_key" ON "update_files" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "update_files_created_at_idx" ON "update_files" USING btree ("created_at");