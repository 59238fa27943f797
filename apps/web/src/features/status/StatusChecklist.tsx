import {
  type ChecklistAction,
  type ChecklistItem,
  type ChecklistStep,
  documentUploadPath,
  profileFieldPath,
} from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { AppChooserDialog } from '../../components/app-chooser/AppChooserDialog';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  ClockIcon,
  EmptyCircleIcon,
} from '../../components/icons/icons';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages } from '../../lib/i18n/messages/account';
import { statusCatalogue } from './status-catalogue';

const stateIcons: Record<ChecklistItem['state'], () => ReactNode> = {
  done: CheckCircleIcon,
  waiting: ClockIcon,
  'needs-action': AlertCircleIcon,
  'not-started': EmptyCircleIcon,
};

interface StatusChecklistProps {
  partnerId: string;
  items: readonly ChecklistItem[];
}

/**
 * Every stage of verification with its state in words beside an icon (never
 * colour alone); a waiting stage with its usual time, a stage needing action
 * with the reason and a way to the exact place to fix it.
 */
export function StatusChecklist({ partnerId, items }: StatusChecklistProps) {
  const headingId = useId();
  const { data: config } = useQuery(clientConfigQueryOptions);
  const statusText = useText(statusCatalogue);

  return (
    <section className="status-checklist" aria-labelledby={headingId}>
      <h2 id={headingId} className="status-checklist__title">
        {statusText.checklistHeading}
      </h2>
      <ol className="status-checklist__steps">
        {items.map((item) => {
          const Icon = stateIcons[item.state];
          const wait = item.state === 'waiting' ? config?.expectedWaits[item.step] : undefined;
          return (
            <li key={item.step} className={`status-step status-step--${item.state}`}>
              <span className="status-step__icon">
                <Icon />
              </span>
              <div className="status-step__body">
                <h3 className="status-step__name">{statusText.steps[item.step]}</h3>
                <p className="status-step__state">{statusText.states[item.state]}</p>
                {wait !== undefined && (
                  <p className="status-step__wait">{statusText.expectedWait(wait)}</p>
                )}
                {item.state === 'needs-action' && (
                  <ul className="status-step__actions">
                    {item.actions.map((action) => (
                      <li key={actionKey(action)} className="status-action">
                        <ActionDetails partnerId={partnerId} step={item.step} action={action} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function actionKey({ fix }: ChecklistAction): string {
  switch (fix.kind) {
    case 'document':
      return fix.document;
    case 'profileField':
      return fix.field;
    default:
      return fix.kind;
  }
}

interface ActionDetailsProps {
  partnerId: string;
  step: ChecklistStep;
  action: ChecklistAction;
}

/** What is wrong, the operator's reason when there is one, and where to put it right. */
function ActionDetails({ partnerId, step, action }: ActionDetailsProps) {
  const statusText = useText(statusCatalogue);
  const { review, documents } = useText(accountMessages);
  const { fix, cause, reason } = action;
  const refused = review.stageRejected(statusText.steps[step]);
  let what: string;
  let todo: string | null = null;
  let control: ReactNode;

  switch (fix.kind) {
    case 'document': {
      const label = documents.labels[fix.document];
      const rejected = cause === 'rejected';
      what = rejected ? review.documentRejected(label) : statusText.documentMissing(label);
      control = (
        <Link className="button button--secondary" to={documentUploadPath(partnerId, fix.document)}>
          {rejected ? review.uploadAgain(label) : statusText.uploadDocument(label)}
        </Link>
      );
      break;
    }
    case 'profileField': {
      const label = statusText.fieldLabels[fix.field];
      const rejected = cause === 'rejected';
      what = rejected ? refused : statusText.fieldMissing(label);
      control = (
        <Link className="button button--secondary" to={profileFieldPath(partnerId, fix.field)}>
          {rejected ? statusText.checkCompanyDetails : statusText.fillIn(label)}
        </Link>
      );
      break;
    }
    case 'partnerApp':
      what = cause === 'rejected' ? refused : statusText.recordVideo;
      todo = cause === 'rejected' ? statusText.recordVideoAgain : null;
      control = <PartnerAppButton />;
      break;
    case 'support':
      what = refused;
      todo = statusText.contactSupport;
      control = <SupportLinks />;
      break;
  }

  return (
    <>
      <p className="status-action__what">{what}</p>
      {reason !== null && (
        <p className="status-action__reason">
          <span className="status-action__reason-label">{review.reasonLabel}:</span> {reason}
        </p>
      )}
      {todo !== null && <p className="status-action__todo">{todo}</p>}
      {control}
    </>
  );
}

/** Opens the 'Choose Your App' popup with the partner app's store links. */
function PartnerAppButton() {
  const statusText = useText(statusCatalogue);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {statusText.getApp}
      </button>
      <AppChooserDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Support's configured inbox and phone; neither is shown until it is configured. */
function SupportLinks() {
  const { data: config } = useQuery(clientConfigQueryOptions);
  const statusText = useText(statusCatalogue);
  const email = config?.supportEmail;
  const phone = config?.supportPhone;
  if (!email && !phone) return null;
  return (
    <ul className="status-action__contacts">
      {email && (
        <li>
          <a className="button button--secondary" href={`mailto:${email}`}>
            {statusText.emailSupport(email)}
          </a>
        </li>
      )}
      {phone && (
        <li>
          <a className="button button--secondary" href={`tel:${phone.replace(/[ -]/g, '')}`}>
            {statusText.callSupport(phone)}
          </a>
        </li>
      )}
    </ul>
  );
}
