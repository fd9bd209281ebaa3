-- A contact request sent from a visitor's favourites names its listings in the payload
-- (`propertyIds`); the owner portal finds the requests about a property among them with `@>`.
CREATE INDEX requests_property_ids_idx ON requests USING gin ((payload -> 'propertyIds'));
