CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"personal_email" text NOT NULL,
	"name" text,
	"company_name" text,
	"company_location" text,
	"company_email" text,
	"services_selected" text[] DEFAULT '{}'::text[] NOT NULL,
	"mobile_no" text,
	"gst_no" text,
	"cin_no" text,
	"latitude" double precision,
	"longitude" double precision,
	"status" text,
	"video_url" text,
	"kyc_status" text,
	"cv_status" text,
	"ipv_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partners_personal_email_lower_key" ON "partners" USING btree (lower("personal_email"));