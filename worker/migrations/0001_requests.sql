-- The site's request inbox on Cloudflare (worker/, decision 0029). `npm run deploy` applies the
-- files of this folder in order to the REQUESTS database (wrangler d1 migrations apply); a change
-- to the tables is a new file, never an edit of one already applied.

-- One row per request a visitor sent; deleted once older than the owner's forms.keepDays.
CREATE TABLE requests (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('estimate', 'quote')),
  -- Milliseconds since 1970 (UTC); the owner's API gives it as an ISO date.
  received_at INTEGER NOT NULL,
  answered INTEGER NOT NULL DEFAULT 0 CHECK (answered IN (0, 1)),
  -- The form's fields as a JSON object, { name: value }.
  fields TEXT NOT NULL,
  -- A hash of the form and its fields: the same request again within minutes is stored once.
  fingerprint TEXT NOT NULL
);
CREATE INDEX requests_by_time ON requests (received_at);
CREATE INDEX requests_by_fingerprint ON requests (fingerprint, received_at);

-- The posts of the last minutes, for the limit per address: a salted hash of the address, never
-- the address; deleted once older than the limit's window.
CREATE TABLE posts (
  address TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX posts_by_address ON posts (address, at);
CREATE INDEX posts_by_time ON posts (at);

-- The Worker's own settings: the random salt of the address hashes, made on first use.
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
