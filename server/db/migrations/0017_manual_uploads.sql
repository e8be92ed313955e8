CREATE TABLE "manual_upload_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"declared_content_type" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"md5" text NOT NULL,
	"storage_key" text NOT NULL,
	"via_tus" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"crew_profile_id" uuid,
	"document_id" uuid,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_posting_id" uuid,
	"api_key_id" uuid,
	"nonce" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"max_file_count" integer NOT NULL,
	"max_file_size_bytes" bigint NOT NULL,
	"max_total_size_bytes" bigint NOT NULL,
	"state" text DEFAULT 'waiting_for_files' NOT NULL,
	"assembly_id" text,
	"expected_file_count" integer,
	"error_code" text,
	"error_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_uploads_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "manual_uploads_assembly_id_unique" UNIQUE("assembly_id")
);
--> statement-breakpoint
ALTER TABLE "manual_upload_files" ADD CONSTRAINT "manual_upload_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_upload_files" ADD CONSTRAINT "manual_upload_files_upload_id_manual_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."manual_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_upload_files" ADD CONSTRAINT "manual_upload_files_crew_profile_id_crew_profiles_id_fk" FOREIGN KEY ("crew_profile_id") REFERENCES "public"."crew_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_upload_files" ADD CONSTRAINT "manual_upload_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_uploads" ADD CONSTRAINT "manual_uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_uploads" ADD CONSTRAINT "manual_uploads_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_uploads" ADD CONSTRAINT "manual_uploads_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_upload_files_position_idx" ON "manual_upload_files" USING btree ("upload_id","position");--> statement-breakpoint
CREATE INDEX "manual_uploads_organization_idx" ON "manual_uploads" USING btree ("organization_id","created_at","id");