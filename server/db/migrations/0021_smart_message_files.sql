-- The image that came with a smart graph question, kept as the asker's file (server/files): POST /eddie/smart-file
-- gives its download link (spec 2 §7.3). Deleting the file leaves the question, which still says an image came with it.
alter table smart_messages add column file uuid references files (id) on delete set null;
