-- Issue 30, time in stage: the operators' step each partner awaits (awaitedStep in the domain), and
-- when they entered their stage, for partners made before the clock was kept.
UPDATE "partners" SET "awaited_step" = CASE
  WHEN "stage" = 'waitingForKyc' AND btrim(coalesce("video_url", ''), E' \t\r\n') <> '' THEN 'kyc'
  WHEN "stage" = 'companyVerification' THEN 'companyVerification'
  WHEN "stage" = 'inPersonVerification' AND lower(btrim(coalesce("ipv_status", ''), E' \t\r\n')) = 'approved' THEN 'finalApproval'
  WHEN "stage" = 'inPersonVerification' THEN 'inPersonVerification'
END;--> statement-breakpoint
-- The best estimate the records give: the latest of the partner's creation, their submission, and the last
-- audit line that can move a stage (a decision, the Video KYC recording, a document turned down or uploaded;
-- not a booking). No record says when each stage began: a line that moved nothing (a PAN card uploaded
-- mid-stage) makes the wait look shorter, a stage moved by a change that writes no line (a resubmission
-- staged through tus) longer. The next stage change sets the true instant. GREATEST skips the NULLs of a
-- partner not yet submitted or never audited.
UPDATE "partners" SET "stage_entered_at" = greatest(
  "partners"."created_at",
  "partners"."submitted_at",
  (
    SELECT max("partner_audit"."created_at") FROM "partner_audit"
    WHERE "partner_audit"."partner_id" = "partners"."id"
      AND "partner_audit"."subject" IN (
        'kycStatus', 'cvStatus', 'ipvStatus', 'status', 'videoUrl',
        'aadharCard', 'panCard', 'gstCertificate', 'incorporationCertificate'
      )
  )
);
