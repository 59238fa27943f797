-- partner_stage_counts follows every insert, delete and change of stage on partners, in the same transaction.
CREATE FUNCTION partner_stage_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE partner_stage_counts SET count = count - 1 WHERE stage = OLD.stage;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO partner_stage_counts (stage, count) VALUES (NEW.stage, 1)
      ON CONFLICT (stage) DO UPDATE SET count = partner_stage_counts.count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER partners_stage_counts_on_insert_or_delete AFTER INSERT OR DELETE ON partners
  FOR EACH ROW EXECUTE FUNCTION partner_stage_counts_follow();--> statement-breakpoint
CREATE TRIGGER partners_stage_counts_on_stage_change AFTER UPDATE OF stage ON partners
  FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage) EXECUTE FUNCTION partner_stage_counts_follow();--> statement-breakpoint
-- CREATE TRIGGER holds off writes to partners until this commits, so the count below misses none and counts none twice.
INSERT INTO partner_stage_counts (stage, count) SELECT stage, count(*) FROM partners GROUP BY stage;
