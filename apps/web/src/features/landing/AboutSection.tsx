import { landingMessages, paths } from '@shata/domain';
import { Link } from 'react-router';
import { landingText } from './landing-text';

const text = landingText.about;

export function AboutSection() {
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
