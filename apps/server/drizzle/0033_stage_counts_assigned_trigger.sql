-- Issue 30, cases: partner_stage_counts.assigned follows how many partners of each stage an operator has, in the
-- same transaction as the change, so the queue's "unassigned" total is the stage's count less it, without a
-- count over the table. The trigger of 0013 now also fires when a case is taken or released (a user deleted
-- sets its cases' assignee to null, which fires it too).
CREATE OR REPLACE FUNCTION partner_stage_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE partner_stage_counts
      SET count = count - 1, assigned = assigned - (OLD.assigned_operator_id IS NOT NULL)::int
      WHERE stage = OLD.stage;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO partner_stage_counts (stage, count, assigned)
      VALUES (NEW.stage, 1, (NEW.assigned_operator_id IS NOT NULL)::int)
      ON CONFLICT (stage) DO UPDATE SET count = partner_stage_counts.count + 1,
        assigned = partner_stage_counts.assigned + EXCLUDED.assigned;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER partners_stage_counts_on_stage_change ON partners;--> statement-breakpoint
CREATE TRIGGER partners_stage_counts_on_stage_change AFTER UPDATE OF stage, assigned_operator_id ON partners
  FOR EACH ROW WHEN (
    OLD.stage IS DISTINCT FROM NEW.stage
    OR (OLD.assigned_operator_id IS NULL) IS DISTINCT FROM (NEW.assigned_operator_id IS NULL)
  ) EXECUTE FUNCTION partner_stage_counts_follow();--> statement-breakpoint
-- CREATE TRIGGER holds off writes to partners until this commits, so the count below misses none.
UPDATE partner_stage_counts SET assigned = (
  SELECT count(*) FROM partners
  WHERE partners.stage = partner_stage_counts.stage AND partners.assigned_operator_id IS NOT NULL
);
