CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"document" "tsvector" NOT NULL,
	"names" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"facets" text[] DEFAULT '{}'::text[] NOT NULL,
	"exact_key" text,
	"sort_title" text DEFAULT '' NOT NULL,
	"sort_shelfmark" text DEFAULT '' NOT NULL,
	"sort_composer" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_pkey" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "shelfmark_key" text GENERATED ALWAYS AS (partitura_natural_key(shelfmark)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_facets_idx" ON "search_documents" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "search_documents_names_idx" ON "search_documents" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_exact_key_idx" ON "search_documents" USING btree ("exact_key");--> statement-breakpoint
CREATE INDEX "search_documents_title_idx" ON "search_documents" USING btree ("kind","sort_title","record_id");--> statement-breakpoint
CREATE INDEX "search_documents_shelfmark_idx" ON "search_documents" USING btree ("kind","sort_shelfmark","record_id");--> statement-breakpoint
CREATE INDEX "search_documents_composer_idx" ON "search_documents" USING btree ("kind","sort_composer","record_id");--> statement-breakpoint
CREATE INDEX "search_documents_changed_idx" ON "search_documents" USING btree ("kind","changed_at" DESC NULLS LAST,"record_id");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scores_collection_id_shelfmark_key_idx" ON "scores" USING btree ("collection_id","shelfmark_key","id");--> statement-breakpoint
CREATE INDEX "scores_shelfmark_key_idx" ON "scores" USING btree ("shelfmark_key","id");