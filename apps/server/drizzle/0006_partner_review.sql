CREATE TABLE "partner_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"subject" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_rejections" (
	"partner_id" uuid NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_rejections_partner_id_target_pk" PRIMARY KEY("partner_id","target")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "stage" text DEFAULT 'profileIncomplete' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_audit" ADD CONSTRAINT "partner_audit_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_rejections" ADD CONSTRAINT "partner_rejections_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_audit_partner_created_idx" ON "partner_audit" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partners_stage_submitted_idx" ON "partners" USING btree ("stage","submitted_at");