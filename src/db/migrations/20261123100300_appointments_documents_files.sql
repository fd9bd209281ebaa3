-- Appointment slots with a capacity (spec §4: appointment confirmed or full). A booking takes a
-- place with a conditional update (booked < capacity), so concurrent bookings of the last place
-- confirm exactly one. property_id NULL means a slot at the office for any property.
CREATE TABLE appointment_slots (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id integer CHECK (property_id > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  capacity integer NOT NULL CHECK (capacity > 0),
  booked integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (booked >= 0 AND booked <= capacity)
);
CREATE INDEX appointment_slots_start_idx ON appointment_slots (starts_at);

CREATE TABLE appointment_bookings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slot_id bigint NOT NULL REFERENCES appointment_slots (id),
  request_id bigint NOT NULL UNIQUE REFERENCES requests (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_bookings_slot_idx ON appointment_bookings (slot_id);

-- Document requests (spec §8): one per email address and property ("documents already requested").
CREATE TABLE document_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  property_id integer NOT NULL CHECK (property_id > 0),
  email text NOT NULL CHECK (email = lower(email)),
  request_id bigint NOT NULL UNIQUE REFERENCES requests (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (property_id, email)
);

-- Uploaded files (the rental application's CV) kept in Netlify Blobs under a key the server made;
-- the blob is written before this row, and is never served publicly.
CREATE TABLE uploaded_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id bigint NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  store text NOT NULL,
  blob_key text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 4194304),
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
