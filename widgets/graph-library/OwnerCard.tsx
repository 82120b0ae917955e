import { useEffect, useState } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { createProfileCard, type ProfileCard } from '../../src/library/profile-card.ts';
import { useValue } from '../../src/react/use-value.ts';

/** Only a web address is a link: anything else stays text. */
const isWebAddress = (text: string) => /^https?:\/\//i.test(text);

/**
 * The card of a shared graph's owner (GET /userProfiles/{discriminator}): their picture, names and the social links
 * they chose to show. While it is read, a busy note; a failure says why, with a retry.
 */
export function OwnerCard({ discriminator }: { discriminator: string }) {
  const t = useT();
  const [card] = useState(() => createProfileCard({ api: kitApi }));
  const state = useValue(card.state);
  useEffect(() => {
    void card.ask(discriminator);
    return () => card.cancel();
  }, [card, discriminator]);

  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <p className="muted" part="owner-card" role="status" aria-busy="true">
          {t('graph-library.ownerLoading')}
        </p>
      );
    case 'error':
      return (
        <div className="tj-message" part="owner-card" role="alert">
          <p>{t('graph-library.ownerFailed', { message: state.error.message })}</p>
          <button type="button" className="lookup-link" onClick={() => void card.ask(discriminator)}>
            {t('graph-library.retry')}
          </button>
        </div>
      );
    case 'ready':
      return <Card card={state.answer} />;
  }
}

function Card({ card }: { card: ProfileCard }) {
  const t = useT();
  const { sourceCodeHostUsername, professionalNetworkUrl, shortMessageHandle } = card.social;
  const links = [
    { label: t('graph-library.ownerCodeHost'), value: sourceCodeHostUsername },
    { label: t('graph-library.ownerNetwork'), value: professionalNetworkUrl },
    { label: t('graph-library.ownerHandle'), value: shortMessageHandle },
  ].filter(({ value }) => value !== '');
  return (
    <section
      className="owner-card"
      part="owner-card"
      aria-label={t('graph-library.ownerCard', { username: card.username })}
    >
      {card.picture !== '' && <img src={card.picture} alt="" width="48" height="48" />}
      <div>
        <p>
          <strong>{card.firstName || card.username}</strong> <span className="muted">@{card.username}</span>
        </p>
        {links.length === 0 ? (
          <p className="muted">{t('graph-library.ownerNoLinks')}</p>
        ) : (
          <dl>
            {links.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  {isWebAddress(value) ? (
                    <a href={value} target="_blank" rel="noopener noreferrer">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
