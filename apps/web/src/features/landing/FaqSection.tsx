import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons/icons';
import { useText } from '../../lib/i18n/catalogue';
import { landingCatalogue } from './landing-text';

/** The FAQ accordion (spec section 2): opening one answer closes the one that was open. */
export function FaqSection() {
  const text = useText(landingCatalogue).faq;
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section className="landing-section landing-faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{text.title}</h2>
      <div className="landing-faq__items">
        {text.items.map((item, index) => {
          const expanded = open === index;
          const panelId = `${baseId}-panel-${index}`;
          const buttonId = `${baseId}-button-${index}`;
          return (
            <div key={item.question} className="landing-faq__item">
              <h3 className="landing-faq__question">
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  <span>{item.question}</span>
                  <ChevronDownIcon />
                </button>
              </h3>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                className="landing-faq__answer"
                hidden={!expanded}
              >
                <p>{item.answer}</p>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
