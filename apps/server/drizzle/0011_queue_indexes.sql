DROP INDEX "partners_stage_submitted_idx";--> statement-breakpoint
CREATE INDEX "partners_queue_idx" ON "partners" USING btree ("submitted_at","created_at","id");--> statement-breakpoint
CREATE INDEX "partners_stage_queue_idx" ON "partners" USING btree ("stage","submitted_at","created_at","id");--> statement-breakpoint
CREATE INDEX "partners_search_idx" ON "partners" USING gin ("name" gin_trgm_ops,"personal_email" gin_trgm_ops,"company_name" gin_trgm_ops);