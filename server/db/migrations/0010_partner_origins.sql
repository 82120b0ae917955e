-- Partner origins an Admin allows while the server runs (server/partner-origins.ts), besides PARTNER_ORIGINS, which
-- stays the start list. Every server process keeps the list in memory: any change, by any statement of any process,
-- tells them all to read it again (as 0008 does for learners' rows).
create table partner_origins (
  origin text primary key,
  added_at timestamptz not null default now()
);

create function notify_partner_origins_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('tk_partner_origins_changed', 'all');
  return null;
end;
$$;

create trigger partner_origins_changed after insert or update or delete or truncate on partner_origins
  for each statement execute function notify_partner_origins_changed();
