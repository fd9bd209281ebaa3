-- A CV now also comes with the contact form (spec §3 "CV upload") and may be a Word 97-2003
-- document (DOC) besides PDF, DOCX and ODT: the same rules as `src/lib/requests/cv-file.ts`.
ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_content_type_check;
ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_content_type_check CHECK (content_type IN ('application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text'));
