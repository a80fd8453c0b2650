ALTER TABLE "iiif_annotations" ADD COLUMN "x" integer;--> statement-breakpoint
ALTER TABLE "iiif_annotations" ADD COLUMN "y" integer;