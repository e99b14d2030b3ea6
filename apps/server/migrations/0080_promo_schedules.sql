-- Promotion schedules and icons (issue 28 item 10). A promotion runs within its dates and, when
-- `schedule_days` lists any, only on those ISO weekdays (1 Monday … 7 Sunday) in its country's
-- time zone: opt-in and placement refuse it on other days, so no award is earned on them.
ALTER TABLE promos ADD COLUMN schedule_days smallint[];
ALTER TABLE promos ADD CONSTRAINT promos_schedule_days_valid
  CHECK (schedule_days IS NULL OR schedule_days <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]);

-- The seeded offers: each its own icon (an artwork the web app draws, nothing fetched), and a
-- run an operator would give it instead of every day for a year.
--   Weekend Win Bonus: Saturdays and Sundays, for the next eight weekends;
--   Acca Insurance: every day for 90 days; Bet 500 Get 50 (one award): every day for 30 days.
UPDATE promos SET schedule_days = ARRAY[6, 7]::smallint[], image_url = 'weekend',
                  end_time = LEAST(end_time, start_time + interval '57 days')
 WHERE reference IN ('KE-WIN-BONUS', 'GH-WIN-BONUS', 'NG-WIN-BONUS');
UPDATE promos SET image_url = 'insurance',
                  end_time = LEAST(end_time, start_time + interval '90 days')
 WHERE reference IN ('KE-ACCA-INSURANCE', 'GH-ACCA-INSURANCE', 'NG-ACCA-INSURANCE');
UPDATE promos SET image_url = 'gift',
                  end_time = LEAST(end_time, start_time + interval '30 days')
 WHERE reference = 'KE-BET-GET';
