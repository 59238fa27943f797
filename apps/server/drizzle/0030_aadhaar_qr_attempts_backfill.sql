-- Issue 30: every Secure QR attempt is kept. Before, only the latest check of
-- each partner was; it becomes their first attempt on record, as it was read.
INSERT INTO "aadhaar_qr_attempts" ("partner_id", "result", "source", "signer_fingerprint", "last4", "checked_at")
SELECT "partner_id", "result", "source", "signer_fingerprint", "last4", "checked_at" FROM "aadhaar_qr_checks";
