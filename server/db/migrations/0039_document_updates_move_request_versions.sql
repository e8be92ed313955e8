-- Written by hand. GetOneDocumentRequest keeps its answers under the organization's document request
-- version (0032), and each of its items shows its uploaded document's name, type, size, links, MD5 and
-- upload time. Nothing updates those columns today; should anything, the answers of the requests that
-- show the document move with it. A document moved to another set changes none of them.
CREATE FUNCTION "move_document_request_versions_for_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_document_request_versions_of(ARRAY(
    SELECT n."organization_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."name", n."content_type", n."size_bytes", n."original_url", n."original_md5", n."thumbnail_url", n."created_at")
        IS DISTINCT FROM (o."name", o."content_type", o."size_bytes", o."original_url", o."original_md5", o."thumbnail_url", o."created_at")
      AND EXISTS (SELECT 1 FROM "document_request_items" i WHERE i."document_id" = n."id")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_move_versions_update" AFTER UPDATE ON "documents"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_document_request_versions_for_documents"();
