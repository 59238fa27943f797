-- The code spells it Aadhaar, as UIDAI does; the API keeps the spec's aadharNo.
ALTER TABLE "partners" RENAME COLUMN "aadhar_no_encrypted" TO "aadhaar_no_encrypted";
