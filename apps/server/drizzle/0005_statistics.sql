CREATE TABLE "stat_member_day" (
	"day" date NOT NULL,
	"robot_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"deposits" integer NOT NULL,
	"accepted" integer NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "stat_member_day_day_robot_id_member_id_pk" PRIMARY KEY("day","robot_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "stat_robot_day" (
	"day" date NOT NULL,
	"robot_id" integer NOT NULL,
	"material" text NOT NULL,
	"deposits" integer NOT NULL,
	"accepted" integer NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "stat_robot_day_day_robot_id_material_pk" PRIMARY KEY("day","robot_id","material")
);
--> statement-breakpoint
CREATE TABLE "stat_sealed" (
	"scope" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"deposits" integer NOT NULL,
	"accepted" integer NOT NULL,
	"users" integer NOT NULL,
	"materials" jsonb NOT NULL,
	CONSTRAINT "stat_sealed_scope_first_day_last_day_pk" PRIMARY KEY("scope","first_day","last_day")
);
--> statement-breakpoint
CREATE TABLE "stat_sealed_spreads" (
	"scope" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"figure" text NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"min" double precision NOT NULL,
	"p25" double precision NOT NULL,
	"median" double precision NOT NULL,
	"p75" double precision NOT NULL,
	"p90" double precision NOT NULL,
	"max" double precision NOT NULL,
	CONSTRAINT "stat_sealed_spreads_scope_first_day_last_day_figure_pk" PRIMARY KEY("scope","first_day","last_day","figure")
);
--> statement-breakpoint
CREATE INDEX "stat_member_day_robot_id_day_idx" ON "stat_member_day" USING btree ("robot_id","day","member_id");--> statement-breakpoint
CREATE INDEX "stat_robot_day_robot_id_day_idx" ON "stat_robot_day" USING btree ("robot_id","day");--> statement-breakpoint
CREATE INDEX "stat_sealed_days_idx" ON "stat_sealed" USING btree ("last_day","first_day");--> statement-breakpoint
CREATE INDEX "stat_sealed_spreads_days_idx" ON "stat_sealed_spreads" USING btree ("last_day","first_day");