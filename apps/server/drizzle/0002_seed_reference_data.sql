-- Reference data the application relies on. Idempotent: rows already present are kept, so a
-- setting an administrator has changed is never overwritten.
-- Permission ids are meaningful (spec §6): a lower id implies the broader roles.
INSERT INTO "permissions" ("id", "name") VALUES
  (1, 'admin'),
  (2, 'contributor'),
  (3, 'guest')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES
  ('site_title', 'Partitura'),
  ('theme_color', '#009688')
ON CONFLICT DO NOTHING;
