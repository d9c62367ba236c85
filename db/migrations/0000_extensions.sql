-- Trigram matching for the admin search by applicant name and e-mail.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
