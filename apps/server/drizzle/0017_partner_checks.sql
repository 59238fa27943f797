CREATE TABLE "partner_checks" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"findings" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_identifiers" (
	"partner_id" uuid NOT NULL,
	"field" text NOT NULL,
	"digest" text NOT NULL,
	CONSTRAINT "partner_identifiers_partner_id_field_pk" PRIMARY KEY("partner_id","field")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "pan_no" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "problem_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "aadhaar_qr_checks" ADD COLUMN "source" text DEFAULT 'scan' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_checks" ADD CONSTRAINT "partner_checks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_identifiers" ADD CONSTRAINT "partner_identifiers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_identifiers_digest_idx" ON "partner_identifiers" USING btree ("field","digest");--> statement-breakpoint
CREATE INDEX "partners_problems_queue_idx" ON "partners" USING btree ("submitted_at","created_at","id") WHERE "partners"."problem_count" > 0;