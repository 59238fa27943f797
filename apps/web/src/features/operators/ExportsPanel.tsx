import { exportRangeQuerySchema, mayDo } from '@shata/domain';
import { useState } from 'react';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { TextField } from '../../components/form/TextField';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { exportPath } from './records-api';
import { recordsCatalogue } from './records-text';

/** A day in India's time (the console's), `daysAgo` before today, as YYYY-MM-DD. */
const indiaDay = (daysAgo = 0) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });

/**
 * The audit trail and the access log as CSV for a range of days: for admins
 * only (`readAccessLog`). The range is checked with the server's own rule as
 * it is chosen; the downloads are plain links, which the browser saves.
 */
export function ExportsPanel() {
  const text = useText(recordsCatalogue).exports;
  const say = useMessageTranslator(consoleMessages);
  const { data: session } = useSession();
  const [range, setRange] = useState(() => ({ from: indiaDay(30), to: indiaDay() }));
  if (!mayDo(session?.user, 'readAccessLog')) return null;

  const checked = exportRangeQuerySchema.safeParse(range);
  const issue = checked.success ? undefined : checked.error.issues[0];
  return (
    <OperatorPanel title={text.title}>
      <p className="operator-records__intro">{text.intro}</p>
      <div className="operator-records__range">
        <TextField
          type="date"
          label={text.from}
          value={range.from}
          error={issue?.path[0] === 'from' ? say(issue.message) : undefined}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          type="date"
          label={text.to}
          value={range.to}
          error={issue?.path[0] === 'to' ? say(issue.message) : undefined}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </div>
      {checked.success ? (
        <div className="operator-records__actions">
          <a
            className="button button--secondary operator-button"
            href={exportPath('audit', checked.data)}
            download
          >
            {text.audit}
          </a>
          <a
            className="button button--secondary operator-button"
            href={exportPath('access-log', checked.data)}
            download
          >
            {text.accessLog}
          </a>
        </div>
      ) : null}
    </OperatorPanel>
  );
}
