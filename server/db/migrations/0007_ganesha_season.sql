-- The first campaign was open-ended, so 'Happy Ganesh Chaturthi' kept greeting visitors and taking leads
-- long after the festival. A festival has a season: Ganesh Chaturthi 2026 sign-ups closed at the end of
-- September (India time). Only an end nobody set is filled in; an operator's own end date is kept.
UPDATE "campaigns" SET "ends_at" = '2026-10-01 00:00:00+05:30' WHERE "slug" = 'ganesha' AND "ends_at" IS NULL;
