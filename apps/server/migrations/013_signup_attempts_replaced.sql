-- Sign-up attempts pushed out by newer ones (issue 26, finding 2) are kept, marked, until they
-- expire: the browser that made one is then told its sign-up was replaced, instead of having
-- its confirmation checked against every other attempt of the address (someone else's among
-- them).
ALTER TABLE signup_attempts ADD COLUMN replaced_at timestamptz;
