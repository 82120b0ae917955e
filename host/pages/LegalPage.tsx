import { useT } from '../../src/i18n/use-t.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

interface LegalText {
  readonly title: MessageKey;
  readonly paragraphs: readonly MessageKey[];
}

const PRIVACY: LegalText = {
  title: 'host.privacy.title',
  paragraphs: ['host.privacy.who', 'host.privacy.what', 'host.privacy.where', 'host.privacy.yours'],
};
const TERMS: LegalText = {
  title: 'host.terms.title',
  paragraphs: ['host.terms.who', 'host.terms.use', 'host.terms.content', 'host.terms.warranty'],
};

/** Routes /privacyPolicy and /termsOfUse (spec 1 §2, public): honest texts for a self-hosted server. */
function LegalPage({ text }: { text: LegalText }) {
  const t = useT();
  useDocumentTitle(t(text.title));
  return (
    <article className="tj-page tj-text-page">
      <h1>{t(text.title)}</h1>
      {text.paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </article>
  );
}

export const PrivacyPolicy = () => <LegalPage text={PRIVACY} />;
export const TermsOfUse = () => <LegalPage text={TERMS} />;
