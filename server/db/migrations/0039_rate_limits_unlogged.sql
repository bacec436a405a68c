-- Rate-limit windows skip the write-ahead log (issue #45). Every write a member
-- makes counts one attempt here first, in a transaction of its own: logged, each
-- one waited for a WAL flush before the write itself could begin. A counter is
-- not worth that: after a database crash PostgreSQL empties an unlogged table,
-- so the windows open anew, and a replica has none (a promoted replica starts
-- them from zero), a few extra attempts at worst.
ALTER TABLE "rate_limits" SET UNLOGGED;
