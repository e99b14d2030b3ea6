-- The bettor's language (issue 36): 'en' or 'sw', NULL until chosen (the web then keeps the
-- device's choice and records it at login). SMS and USSD answer in it.
ALTER TABLE profiles ADD COLUMN language TEXT CHECK (language IN ('en', 'sw'));
