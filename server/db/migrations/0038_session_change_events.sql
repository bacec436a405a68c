-- Session changes on the realtime bus (issue #45). Each instance keeps the
-- sessions it has confirmed in memory (server/platform/auth/session-cache.ts);
-- these triggers tell every instance, on commit, when a session row is deleted
-- or changed (sign-out, password change or reset, account deletion, expiry) or
-- a member's name or email changes, whichever code made the change. The
-- channel and payload are the hub's (server/platform/realtime/hub.ts):
-- {channel, event} on 'habesha_realtime'; 'auth-sessions' has no socket rule.
CREATE FUNCTION "habesha_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('habesha_realtime', json_build_object(
    'channel', 'auth-sessions',
    'event', json_build_object('kind', 'session_changed', 'token', OLD.token))::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER DELETE OR UPDATE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "habesha_session_changed"();--> statement-breakpoint
CREATE FUNCTION "habesha_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('habesha_realtime', json_build_object(
    'channel', 'auth-sessions',
    'event', json_build_object('kind', 'user_changed', 'userId', OLD.id))::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OF "name", "email" OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "habesha_user_changed"();
