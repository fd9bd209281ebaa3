-- The owner portal finds the visits booked for a property through their slots
-- (`aboutProperty` in src/lib/owners/history.ts): by index rather than by reading every slot.
CREATE INDEX appointment_slots_property_idx ON appointment_slots (property_id) WHERE property_id IS NOT NULL;
