-- What learners say about a game session (POST /game-story/feedback, spec 2 §7.9). Anyone may send it; a signed-in
-- learner's feedback names them, and stays when they are gone (actor set to null).
create table game_feedback (
  id uuid primary key default gen_random_uuid(),
  game_session_id text not null,
  feedback text not null,
  actor uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index game_feedback_by_session on game_feedback (game_session_id, created_at);
