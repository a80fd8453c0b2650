CREATE TABLE "score_marc" (
	"score_id" bigint PRIMARY KEY NOT NULL,
	"control_number" text NOT NULL,
	"leader" text NOT NULL,
	"fields" jsonb NOT NULL,
	"signatures" jsonb,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_marc_control_number_key" UNIQUE("control_number")
);
--> statement-breakpoint
ALTER TABLE "score_marc" ADD CONSTRAINT "score_marc_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;
