CREATE TABLE "partner_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text,
	"size_bytes" integer NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staged_documents" (
	"partner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staged_documents_partner_id_type_pk" PRIMARY KEY("partner_id","type")
);
--> statement-breakpoint
ALTER TABLE "partner_uploads" ADD CONSTRAINT "partner_uploads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_documents" ADD CONSTRAINT "staged_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_uploads_partner_idx" ON "partner_uploads" USING btree ("partner_id","type");--> statement-breakpoint
CREATE INDEX "partner_uploads_created_idx" ON "partner_uploads" USING btree ("created_at");