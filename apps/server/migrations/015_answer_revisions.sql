-- Two tabs that agree (issue 27): each answer key's revision, raised by every write of the key.
-- A save says which revision of each key it was based on; a key written elsewhere since is not
-- overwritten in silence (the save is refused with the newer value, and the tab shows it).
ALTER TABLE applications ADD COLUMN answer_revisions jsonb NOT NULL DEFAULT '{}'::jsonb;
