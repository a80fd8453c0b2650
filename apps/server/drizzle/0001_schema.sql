CREATE TABLE "attributions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"score_id" bigint NOT NULL,
	"person_id" bigint NOT NULL,
	"function" text NOT NULL,
	"qualifier" text NOT NULL,
	"profession" text,
	"date_from" text,
	"date_to" text,
	"designation" text,
	"member" text,
	"notes" text,
	"publication_id" bigint,
	"place_id" bigint,
	"position" integer NOT NULL,
	CONSTRAINT "attributions_function_check" CHECK ("attributions"."function" in ('aut', 'pur', 'ccp', 'arr', 'prt', 'edt', 'ill', 'prf', 'cmp', 'lbt', 'ltg', 'ctb', 'scr', 'oth', 'egr', 'lyr', 'pbl', 'dst', 'fmo', 'dte', 'dub', 'trl')),
	CONSTRAINT "attributions_qualifier_check" CHECK ("attributions"."qualifier" in ('asc', 'mis', 'cjt', 'dbf'))
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"collection_id" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"score_id" bigint,
	"number" text,
	"signature" text,
	"genre" text,
	"composer" text,
	"annotation" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"catalog_id" bigint NOT NULL,
	"number" text NOT NULL,
	"position" integer NOT NULL,
	"digital_copy_file_id" bigint
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_copies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text,
	"digitizable_type" text NOT NULL,
	"digitizable_id" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_copies_digitizable_type_check" CHECK ("digital_copies"."digitizable_type" in ('catalog', 'score'))
);
--> statement-breakpoint
CREATE TABLE "digital_copy_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_copy_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"digital_copy_id" bigint NOT NULL,
	"name" text,
	"position" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"digitizable_type" text,
	"digitizable_id" bigint,
	CONSTRAINT "digital_copy_files_digitizable_type_check" CHECK ("digital_copy_files"."digitizable_type" in ('catalog', 'score')),
	CONSTRAINT "digital_copy_files_digitizable_check" CHECK (("digital_copy_files"."digitizable_type" is null) = ("digital_copy_files"."digitizable_id" is null))
);
--> statement-breakpoint
CREATE TABLE "iiif_annotations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iiif_annotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"iiif_canvas_id" bigint NOT NULL,
	"first" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"format" text,
	"position" integer NOT NULL,
	"iiifable_type" text,
	"iiifable_id" bigint,
	CONSTRAINT "iiif_annotations_iiifable_check" CHECK (("iiif_annotations"."iiifable_type" is null) = ("iiif_annotations"."iiifable_id" is null))
);
--> statement-breakpoint
CREATE TABLE "iiif_canvases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iiif_canvases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"iiif_object_id" bigint NOT NULL,
	"digital_copy_file_id" bigint,
	"first" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"format" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iiif_objects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iiif_objects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"digital_copy_id" bigint NOT NULL,
	"first" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"format" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"is_folder" boolean DEFAULT false NOT NULL,
	"folder_id" bigint,
	"content_hash" text,
	"width" integer,
	"height" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "files_folder_id_filename_unique" UNIQUE NULLS NOT DISTINCT("folder_id","filename"),
	CONSTRAINT "files_content_hash_check" CHECK ("files"."is_folder" = ("files"."content_hash" is null)),
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "genres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "incipits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incipits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"score_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"tempo" text,
	"clef" text,
	"time_signature" text,
	"key_signature" text,
	"text" text,
	"part" text,
	"basso_continuo" boolean DEFAULT false NOT NULL,
	"pae" text NOT NULL,
	"number" integer,
	"movement" integer,
	"section" integer,
	"notes" text,
	CONSTRAINT "incipits_clef_check" CHECK ("incipits"."clef" in ('G-1', 'G-2', 'C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'F-4', 'F-3')),
	CONSTRAINT "incipits_key_signature_check" CHECK ("incipits"."key_signature" in ('xF', 'xFC', 'xFCG', 'xFCGD', 'xFCGDA', 'xFCGDAE', 'xFCGDAEB', 'bB', 'bBE', 'bBEA', 'bBEAD', 'bBEADG', 'bBEADGC', 'bBEADGCF'))
);
--> statement-breakpoint
CREATE TABLE "part_voices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "part_voices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"part_id" bigint NOT NULL,
	"voice" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"score_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"extent" text,
	"measurements" text,
	"wear" text,
	"date" text,
	"watermark" text,
	"notes" text,
	CONSTRAINT "parts_type_check" CHECK ("parts"."type" in ('aut', 'cpy', 'prt', 'pau'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dates" text,
	"cleric" boolean DEFAULT false NOT NULL,
	"first_mass" text,
	"profession" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_names" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"person_id" bigint NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_sources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"person_id" bigint NOT NULL,
	"type" text DEFAULT 'cit' NOT NULL,
	"citation" text NOT NULL,
	"description" text,
	"url" text,
	"notes" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syllabi" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "syllabi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"person_id" bigint NOT NULL,
	"citation" text NOT NULL,
	"transcription" text NOT NULL,
	"translation" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vow_book_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vow_book_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"person_id" bigint NOT NULL,
	"citation" text NOT NULL,
	"transcription" text NOT NULL,
	CONSTRAINT "vow_book_entries_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text,
	"short_title" text,
	"extent" text,
	"publisher" text,
	"publication_date" text,
	"publication_place" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_scores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publication_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"score_id" bigint NOT NULL,
	"publication_id" bigint NOT NULL,
	"number" text NOT NULL,
	"notes" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_genres" (
	"score_id" bigint NOT NULL,
	"genre_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "score_genres_pkey" PRIMARY KEY("score_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "score_sources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"score_id" bigint NOT NULL,
	"type" text DEFAULT 'cit' NOT NULL,
	"citation" text NOT NULL,
	"description" text,
	"url" text,
	"notes" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_voices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_voices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"score_id" bigint NOT NULL,
	"voice" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collection_id" bigint NOT NULL,
	"shelfmark" text NOT NULL,
	"former_shelfmarks" text,
	"opus" text,
	"provenance" text,
	"notes" text,
	"title" text,
	"key" text,
	"short_title" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_tokens_kind_check" CHECK ("email_tokens"."kind" in ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "login_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" bigint NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "user_permissions_pkey" PRIMARY KEY("user_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text,
	"email_verified_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'suspended')),
	CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'de'))
);
--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_digital_copy_file_id_digital_copy_files_id_fk" FOREIGN KEY ("digital_copy_file_id") REFERENCES "public"."digital_copy_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD CONSTRAINT "digital_copy_files_digital_copy_id_digital_copies_id_fk" FOREIGN KEY ("digital_copy_id") REFERENCES "public"."digital_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_copy_files" ADD CONSTRAINT "digital_copy_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iiif_annotations" ADD CONSTRAINT "iiif_annotations_iiif_canvas_id_iiif_canvases_id_fk" FOREIGN KEY ("iiif_canvas_id") REFERENCES "public"."iiif_canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iiif_canvases" ADD CONSTRAINT "iiif_canvases_iiif_object_id_iiif_objects_id_fk" FOREIGN KEY ("iiif_object_id") REFERENCES "public"."iiif_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iiif_canvases" ADD CONSTRAINT "iiif_canvases_digital_copy_file_id_digital_copy_files_id_fk" FOREIGN KEY ("digital_copy_file_id") REFERENCES "public"."digital_copy_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iiif_objects" ADD CONSTRAINT "iiif_objects_digital_copy_id_digital_copies_id_fk" FOREIGN KEY ("digital_copy_id") REFERENCES "public"."digital_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_folder_id_files_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incipits" ADD CONSTRAINT "incipits_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_voices" ADD CONSTRAINT "part_voices_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_names" ADD CONSTRAINT "person_names_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_sources" ADD CONSTRAINT "person_sources_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syllabi" ADD CONSTRAINT "syllabi_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vow_book_entries" ADD CONSTRAINT "vow_book_entries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_scores" ADD CONSTRAINT "publication_scores_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_scores" ADD CONSTRAINT "publication_scores_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_genres" ADD CONSTRAINT "score_genres_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_genres" ADD CONSTRAINT "score_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sources" ADD CONSTRAINT "score_sources_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_voices" ADD CONSTRAINT "score_voices_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attributions_score_id_position_idx" ON "attributions" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "attributions_person_id_function_idx" ON "attributions" USING btree ("person_id","function");--> statement-breakpoint
CREATE INDEX "attributions_publication_id_idx" ON "attributions" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "attributions_place_id_idx" ON "attributions" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "catalogs_collection_id_idx" ON "catalogs" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "catalogs_name_idx" ON "catalogs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "entries_page_id_position_idx" ON "entries" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "entries_score_id_idx" ON "entries" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "pages_catalog_id_position_idx" ON "pages" USING btree ("catalog_id","position");--> statement-breakpoint
CREATE INDEX "pages_digital_copy_file_id_idx" ON "pages" USING btree ("digital_copy_file_id");--> statement-breakpoint
CREATE INDEX "collections_name_idx" ON "collections" USING btree ("name");--> statement-breakpoint
CREATE INDEX "digital_copies_digitizable_idx" ON "digital_copies" USING btree ("digitizable_type","digitizable_id");--> statement-breakpoint
CREATE INDEX "digital_copy_files_digital_copy_id_position_idx" ON "digital_copy_files" USING btree ("digital_copy_id","position");--> statement-breakpoint
CREATE INDEX "digital_copy_files_file_id_idx" ON "digital_copy_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "digital_copy_files_digitizable_idx" ON "digital_copy_files" USING btree ("digitizable_type","digitizable_id");--> statement-breakpoint
CREATE INDEX "iiif_annotations_iiif_canvas_id_position_idx" ON "iiif_annotations" USING btree ("iiif_canvas_id","position");--> statement-breakpoint
CREATE INDEX "iiif_annotations_iiifable_idx" ON "iiif_annotations" USING btree ("iiifable_type","iiifable_id");--> statement-breakpoint
CREATE INDEX "iiif_canvases_iiif_object_id_position_idx" ON "iiif_canvases" USING btree ("iiif_object_id","position");--> statement-breakpoint
CREATE INDEX "iiif_canvases_digital_copy_file_id_idx" ON "iiif_canvases" USING btree ("digital_copy_file_id");--> statement-breakpoint
CREATE INDEX "iiif_objects_digital_copy_id_position_idx" ON "iiif_objects" USING btree ("digital_copy_id","position");--> statement-breakpoint
CREATE INDEX "files_content_hash_idx" ON "files" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "files_created_by_idx" ON "files" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "incipits_score_id_position_idx" ON "incipits" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "part_voices_part_id_position_idx" ON "part_voices" USING btree ("part_id","position");--> statement-breakpoint
CREATE INDEX "parts_score_id_position_idx" ON "parts" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "person_names_person_id_position_idx" ON "person_names" USING btree ("person_id","position");--> statement-breakpoint
CREATE INDEX "person_names_name_idx" ON "person_names" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "person_names_one_primary_idx" ON "person_names" USING btree ("person_id") WHERE "primary";--> statement-breakpoint
CREATE INDEX "person_sources_person_id_position_idx" ON "person_sources" USING btree ("person_id","position");--> statement-breakpoint
CREATE INDEX "syllabi_person_id_position_idx" ON "syllabi" USING btree ("person_id","position");--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree ("name");--> statement-breakpoint
CREATE INDEX "publications_short_title_idx" ON "publications" USING btree ("short_title");--> statement-breakpoint
CREATE INDEX "publications_title_idx" ON "publications" USING btree ("title");--> statement-breakpoint
CREATE INDEX "publication_scores_score_id_position_idx" ON "publication_scores" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "publication_scores_publication_id_idx" ON "publication_scores" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "score_genres_genre_id_idx" ON "score_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "score_genres_score_id_position_idx" ON "score_genres" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "score_sources_score_id_position_idx" ON "score_sources" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "score_voices_score_id_position_idx" ON "score_voices" USING btree ("score_id","position");--> statement-breakpoint
CREATE INDEX "scores_collection_id_shelfmark_idx" ON "scores" USING btree ("collection_id","shelfmark");--> statement-breakpoint
CREATE INDEX "scores_shelfmark_idx" ON "scores" USING btree ("shelfmark");--> statement-breakpoint
CREATE INDEX "scores_short_title_idx" ON "scores" USING btree ("short_title");--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_kind_idx" ON "email_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "email_tokens_expires_at_idx" ON "email_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_tokens_user_id_idx" ON "login_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_tokens_expires_at_idx" ON "login_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_permissions_permission_id_idx" ON "user_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");