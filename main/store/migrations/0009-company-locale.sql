-- How a company writes numbers, amounts and dates (a BCP 47 locale such as da-DK): 1.992,50 kr. and
-- 01-11-2026 for a Danish company, whatever language the window speaks. Companies made before this
-- field are Danish: the suggestion service's first market, and the demo company's country.
ALTER TABLE companies ADD COLUMN locale TEXT NOT NULL DEFAULT 'da-DK'
  CHECK (locale IN ('da-DK', 'sv-SE', 'nb-NO', 'en-GB', 'en-US'));
