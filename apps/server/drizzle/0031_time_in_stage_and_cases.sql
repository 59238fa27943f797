ALTER TABLE "partner_stage_counts" ADD COLUMN "assigned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "awaited_step" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "assigned_operator_id" text;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_assigned_operator_id_users_id_fk" FOREIGN KEY ("assigned_operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_time_in_stage_idx" ON "partners" USING btree (("awaited_step" is null),"stage_entered_at","id");--> statement-breakpoint
CREATE INDEX "partners_stage_time_in_stage_idx" ON "partners" USING btree ("stage",("awaited_step" is null),"stage_entered_at","id");--> statement-breakpoint
CREATE INDEX "partners_assignee_queue_idx" ON "partners" USING btree ("assigned_operator_id","submitted_at","created_at","id") WHERE "partners"."assigned_operator_id" is not null;--> statement-breakpoint
CREATE INDEX "partners_unassigned_queue_idx" ON "partners" USING btree ("submitted_at","created_at","id") WHERE "partners"."assigned_operator_id" is null;