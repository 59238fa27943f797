import { paths } from '@shata/domain';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { landingCatalogue, landingMessagesCatalogue } from './landing-text';

export function AboutSection() {
  const text = useText(landingCatalogue).about;
  const landingMessages = useText(landingMessagesCatalogue);
  return (
    <section className="landing-section landing-about" aria-labelledby="about-title">
      <h2 id="about-title">{text.title}</h2>
      {text.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Link className="button button--secondary" to={paths.login}>
        {landingMessages.joinShataToday}
      </Link>
    </section>
  );
}
