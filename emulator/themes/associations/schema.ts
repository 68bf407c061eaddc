/** One association per channel + entity type + entity id; a new one for the same key overwrites it. */
export const associationsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS custom_template_associations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id INTEGER NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    entity_type TEXT NOT NULL,
    entity_id INTEGER NOT NULL,
    file_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (channel_id, entity_type, entity_id)
  );
`;
