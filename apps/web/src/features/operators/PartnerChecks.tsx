import { type FindingLevel, operatorPaths, type PartnerFinding } from '@shata/domain';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../components/console/Badge';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { useText } from '../../lib/i18n/catalogue';
import { findingTones } from './labels';
import { operatorCatalogue } from './operator-text';

const byLevel = (checks: readonly PartnerFinding[], level: FindingLevel) =>
  checks.filter((finding) => finding.level === level);

/**
 * What the checks of the partner's numbers, Aadhaar QR and duplicates found:
 * problems, then warnings, each listed; the passed ones folded away.
 */
export function PartnerChecks({
  checks,
  relatedPartners,
}: {
  checks: readonly PartnerFinding[];
  /** The names of the partners findings link to, by id. */
  relatedPartners: Readonly<Record<string, string>>;
}) {
  const text = useText(operatorCatalogue).checks;
  const problems = byLevel(checks, 'problem');
  const warnings = byLevel(checks, 'warning');
  const passed = byLevel(checks, 'ok');

  return (
    <OperatorPanel title={text.title} className="operator-checks">
      <p className="operator-checks__intro">{text.intro}</p>
      {checks.length === 0 ? (
        <p className="operator-panel__empty">{text.none}</p>
      ) : (
        <>
          <p className="operator-checks__summary">
            {text.summary(problems.length, warnings.length, passed.length)}
          </p>
          <FindingGroup title={text.groups.problem} findings={problems} names={relatedPartners} />
          <FindingGroup title={text.groups.warning} findings={warnings} names={relatedPartners} />
          {passed.length > 0 ? (
            <details className="operator-checks__passed">
              <summary>{text.passed(passed.length)}</summary>
              <FindingList findings={passed} names={relatedPartners} />
            </details>
          ) : null}
        </>
      )}
    </OperatorPanel>
  );
}

function FindingGroup({
  title,
  findings,
  names,
}: {
  title: string;
  findings: PartnerFinding[];
  names: Readonly<Record<string, string>>;
}) {
  const headingId = useId();
  if (findings.length === 0) return null;
  return (
    <section className="operator-checks__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="operator-checks__title">
        {title}
      </h3>
      <FindingList findings={findings} names={names} />
    </section>
  );
}

function FindingList({
  findings,
  names,
}: {
  findings: PartnerFinding[];
  names: Readonly<Record<string, string>>;
}) {
  const text = useText(operatorCatalogue).checks;
  return (
    <ul className="operator-checks__list">
      {findings.map((finding) => (
        <li key={`${finding.code}:${finding.message}`} className="operator-finding">
          <Badge tone={findingTones[finding.level]}>{text.levels[finding.level]}</Badge>{' '}
          <span className="operator-finding__message">{finding.message}</span>
          <RelatedPartners ids={finding.relatedPartnerIds ?? []} names={names} />
        </li>
      ))}
    </ul>
  );
}

/** Links to the other partners a finding is about, keeping the way back to the queue. */
function RelatedPartners({
  ids,
  names,
}: {
  ids: readonly string[];
  names: Readonly<Record<string, string>>;
}) {
  const text = useText(operatorCatalogue).checks;
  const location = useLocation();
  if (ids.length === 0) return null;
  return (
    <ul className="operator-finding__related" aria-label={text.related}>
      {ids.map((id, index) => (
        <li key={id}>
          <Link to={operatorPaths.partner(id)} state={location.state}>
            {text.relatedLink(names[id], index + 1, ids.length)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
