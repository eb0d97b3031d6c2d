-- A predicted like no longer moves its listing's likes and decisions (decision 011): it is the model's guess for one
-- participant, not a person's like, so it does not raise the listing's popularity in everyone's relevance order, and
-- the listing's counters agree with the statistics, which never counted it (decision 013). The counters' statement
-- now leaves the moves of predicted rows (counted = false) out of the listings; here the predicted likes whose moves
-- were already applied are taken back out: every predicted like there is, less the predicted moves still waiting,
-- which are now left out when applied. A listing's relevance follows at its next like.
UPDATE "publications" AS p
SET "like_count" = greatest(0, p."like_count" - c.n), "decisions_count" = greatest(0, p."decisions_count" - c.n)
FROM (
  SELECT publication_id, sum(n)::int AS n FROM (
    SELECT publication_id, count(*) AS n FROM "search_decisions" WHERE "predicted" GROUP BY publication_id
    UNION ALL
    SELECT publication_id, -sum(liked + discarded) FROM "decision_counter_moves" WHERE NOT counted
    GROUP BY publication_id
  ) AS parts
  GROUP BY publication_id HAVING sum(n) <> 0
) AS c
WHERE p.id = c.publication_id;
