CREATE TABLE "match_publishes" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"registered_at" timestamp (3) with time zone NOT NULL,
	"published_at" timestamp (3) with time zone,
	"heartbeat_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_publishes" ADD CONSTRAINT "match_publishes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;