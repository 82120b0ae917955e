-- Every server process keeps learners' profiles in memory (GET /auth/me, server/auth/profiles.ts). Any change to a
-- users row, by any statement of any process, tells them all to read it again: a trigger cannot be forgotten the
-- way a notification written beside each update could.
create function notify_user_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('tk_users_changed', old.id::text);
  return null;
end;
$$;

create trigger users_changed after update or delete on users
  for each row execute function notify_user_changed();
