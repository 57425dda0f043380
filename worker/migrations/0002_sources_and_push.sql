-- Where each request came from (app/components/forms/provenance.ts, decision 0031): the page it was
-- sent from, the referring site's host and the campaign tags of the page's address, each '' when
-- unknown. No visitor's address, cookie or device is kept.
ALTER TABLE requests ADD COLUMN page TEXT NOT NULL DEFAULT '';
ALTER TABLE requests ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
ALTER TABLE requests ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE requests ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE requests ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';

-- The owner's devices that asked to be notified of each request (Web Push, worker/push.ts): the push
-- service's address for the device and the device's public keys, deleted when the owner switches the
-- device off or the push service says it is gone. The Worker's own push keys (VAPID) are in settings.
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  -- The owner's own name for the device, as the Requests view lists it ("Android phone").
  device TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
