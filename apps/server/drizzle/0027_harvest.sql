CREATE TABLE "deleted_records" (
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"collection_id" bigint,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_records_pkey" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
CREATE INDEX "deleted_records_kind_deleted_at_idx" ON "deleted_records" USING btree ("kind","deleted_at","record_id");--> statement-breakpoint
CREATE INDEX "deleted_records_kind_collection_idx" ON "deleted_records" USING btree ("kind","collection_id","deleted_at","record_id");--> statement-breakpoint
CREATE INDEX "scores_updated_at_id_idx" ON "scores" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "scores_collection_id_updated_at_id_idx" ON "scores" USING btree ("collection_id","updated_at","id");
