CREATE TABLE "record_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"version" integer,
	"operation" text NOT NULL,
	"user_id" bigint,
	"author" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_versions_kind_record_id_id_idx" ON "record_versions" USING btree ("kind","record_id","id");--> statement-breakpoint
CREATE INDEX "record_versions_at_id_idx" ON "record_versions" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "record_versions_user_id_id_idx" ON "record_versions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "record_versions_kind_id_idx" ON "record_versions" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "record_versions_deletes_idx" ON "record_versions" USING btree ("at","id") WHERE "record_versions"."operation" = 'delete';