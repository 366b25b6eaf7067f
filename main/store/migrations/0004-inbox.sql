-- Reserved for the inbox (imported documents and bank entries). Owned by the workspace work.
SELECT 1;
