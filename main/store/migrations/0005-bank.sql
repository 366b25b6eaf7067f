-- Reserved for bank statements (imported bank entries). Owned by the datasets/bank work.
SELECT 1;
